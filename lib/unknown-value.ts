// Reading a value of unknown shape (a record kept on the device, a host's JSON, a row a stranger's post made):
// what is not there as expected reads as empty, never as a crash. Written once for the site, its tools and the
// gateway (which reads lib/ alone); a member of a closed set is read with memberOf (lib/closed-set.ts).

/** The value if it is a string, else the empty string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A plain object of unknown keys (not null, not an array): what JSON read from a stranger, a device or a host may be. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value if it is a plain object, else an empty one. */
export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** The value if it is a list, else an empty one. */
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The value at a dotted path (« title.fr ») of data of unknown shape, or undefined: own keys only (« toString » is in every object). */
export const valueAt = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) && Object.hasOwn(value, key) ? value[key] : undefined), data);

/** A moment as stored (milliseconds since 1970): a finite number above zero. */
export const isInstant = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** A count from one (a revision, a generation): a whole number above zero. */
export const isPositiveWhole = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A count from zero (tries, asks): a whole number, zero or more. */
export const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
