// Reading a value of unknown shape (a record kept on the device, a host's JSON): what is not there as
// expected reads as empty, never as a crash.

/** The value if it is a string, else the empty string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A plain object of unknown keys (not null, not an array): what JSON read from a stranger, a device or a host may be. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
