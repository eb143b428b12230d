/*
 * A closed set (the kinds of request, the field rules…) is one table or union, and every switch over it names
 * each member: its `default` calls this, which only a member nobody named can reach, and the compiler refuses
 * that call (the argument is `never` once every member is named). A module of its own, of no import, so that a
 * page's first scripts carry it for a few bytes, not the tables it guards.
 */

/** Said where a switch over a closed set meets a member it does not name: the compiler refuses the call. */
export function unnamed(member: never): never {
  throw new Error(`Not a member of its set: ${JSON.stringify(member)}`);
}
