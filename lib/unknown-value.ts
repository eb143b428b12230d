// Reading a value of unknown shape (a record kept on the device, a host's JSON): what is not there as
// expected reads as empty, never as a crash.

/** The value if it is a string, else the empty string. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
