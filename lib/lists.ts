// Small things done to a list, written once for the site, its tools and the gateway.

/** Each value once, in the order it first comes. */
export const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];
