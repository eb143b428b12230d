/*
 * The dynamic routes of the service and article pages (their [id] folders, lib/routes.ts spells the
 * paths): one exported page per id of the content, and the id read back from the route's params.
 */

/** What Next gives a detail page's route. */
export interface IdRouteProps {
  params: Promise<{ id: string }>;
}

/** One page per item, for generateStaticParams. */
export function idParams(items: readonly { id: number }[]): { id: string }[] {
  return items.map((item) => ({ id: String(item.id) }));
}

/** The id in the address (NaN for one that is not a number, which no item has). */
export async function routeId({ params }: IdRouteProps): Promise<number> {
  return Number((await params).id);
}
