// Run by tests/careers/careers-build-date.test.ts in a process of its own, with BUILD_DATE set: what the
// site's own modules make of the positions on that day, printed as JSON. Content is loaded once per
// process, as at a build. Each page is what the route itself renders and declares (its params, its
// metadata, the JobPostings in its HTML), not a list the test rebuilds from content.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import sitemap from '../../app/sitemap';
import CareersRoute from '../../app/(fr)/recrutement/page';
import EnglishCareersRoute from '../../app/(en)/en/recrutement/page';
import * as frenchPosition from '../../app/(fr)/recrutement/[slug]/page';
import * as englishPosition from '../../app/(en)/en/recrutement/[slug]/page';
import { allRoutes, publicRoutes } from '../../site/site-routes';

type PositionRoute = typeof frenchPosition;

/** The page's HTML once everything it waits for has come, as the export writes it. */
async function render(page: ReactNode): Promise<string> {
  const { prelude } = await prerender(page);
  return new Response(prelude).text();
}

/** The JSON-LD nodes of a rendered page, by their @type. */
function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const data = JSON.parse(json!) as { '@type'?: string; '@graph'?: { '@type': string }[] };
    return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
  });
}

async function positionPages(route: PositionRoute) {
  const pages = [];
  for (const params of await route.generateStaticParams()) {
    const props = { params: Promise.resolve(params) };
    const metadata = await route.generateMetadata(props);
    const html = await render(await route.default(props));
    pages.push({ slug: params.slug, noindex: typeof metadata.robots === 'object' && metadata.robots?.index === false, jsonLd: jsonLdTypes(html) });
  }
  return pages;
}

const main = async () => {
  console.log(
    JSON.stringify({
      positions: { fr: await positionPages(frenchPosition), en: await positionPages(englishPosition) },
      list: { fr: jsonLdTypes(await render(CareersRoute())), en: jsonLdTypes(await render(EnglishCareersRoute())) },
      routes: publicRoutes.map((route) => route.path),
      exported: allRoutes.map((route) => route.path),
      sitemap: sitemap().map(({ url }) => url),
    }),
  );
};
void main();
