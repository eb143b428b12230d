/*
 * The named lists a field chooses from (a kind's rule `{ is: 'choice', of }`, kinds/rules.ts). Those of the
 * site's content the page offers and the site publishes for the request gateway (site-rules.ts: the form's
 * services, every service's title, the positions); those written here, which change with a deploy and not with
 * the content, ship with the pages and the gateway alike. Either way the gateway checks a choice against its
 * list (check.ts, listsOf), which the compiler holds complete.
 */

/** Lists written in code: the page offers them, the gateway checks them, without the site's published rules. */
export const FIXED_LISTS = {} satisfies Record<string, readonly string[]>;

/** The lists the site publishes from its content (site-rules.ts). */
export type PublishedList = 'services' | 'serviceTitles' | 'positions';

export type ChoiceList = PublishedList | keyof typeof FIXED_LISTS;
