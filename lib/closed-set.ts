/*
 * A closed set (the kinds of request, a call's outcomes, the journal's actions, the inbox's lists…) is one table:
 * an `as const` list, or an object keyed by its members whose values say what each member must say; its type is
 * derived from the table, every list of it too (`membersOf`). A switch over it names every member and ends with
 * `unreachable`: a member added to the table fails the compiler there. What comes from outside (a stranger's form,
 * a device's store, an older build's row) is looked up in the table (`memberOf`), never trusted by a cast.
 */

/** The members of a table, in the order it writes them. */
export const membersOf = <T extends object>(table: T): (keyof T & string)[] => Object.keys(table) as (keyof T & string)[];

/** A value from outside read as a member of a closed set (a list, or a table's own keys: « toString » is in every object), or undefined. */
export function memberOf<T extends string>(set: readonly T[] | Readonly<Record<T, unknown>>, value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  if (Array.isArray(set)) return (set as readonly string[]).includes(value) ? (value as T) : undefined;
  return Object.hasOwn(set, value) ? (value as T) : undefined;
}

/** The end of a switch that names every member: the compiler refuses it while one is missing; a value from outside that reached it throws. */
export function unreachable(value: never): never {
  throw new Error(`A member of no closed set: ${JSON.stringify(value)}`);
}

/** The members whose entry in a table is `V`. */
export type MembersWith<T extends object, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T];

/** Whether a member's entry in its table is `value`: the member narrowed to those whose entry it is (and, false, to the others). */
export const hasEntry = <T extends object, const V extends T[keyof T]>(table: T, member: keyof T, value: V): member is MembersWith<T, V> => table[member] === value;
