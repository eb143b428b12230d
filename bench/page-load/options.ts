// The bench's command line (bench/bench.ts says what each option does) and the pages it measures.
import { pagePath } from '../../lib/routes';
import { publicRoutes } from '../../site/site-routes';
import { THROTTLINGS, type Throttling } from '../lib/lighthouse-load';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * One French page of each kind (they share their parts) and every page with the form, then the English
 * home and form: the English pages are the same components with other words.
 */
export const ROUTES = [
  ...publicRoutes
    .filter((route) => route.locale === 'fr')
    .filter((route, index, all) => route.kind === 'form' || all.findIndex((other) => other.kind === route.kind) === index)
    .map((route) => route.path),
  pagePath('home', 'en'),
  pagePath('appointment', 'en'),
];

export const args = process.argv.slice(2);
export const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
// Even, so that each order of the round robin counts as often as the other.
export const RUNS = Number(option('--runs') ?? process.env.BENCH_RUNS ?? 6);
const routesOption = option('--routes');
export const routes = routesOption === 'all' ? publicRoutes.map((route) => route.path) : (routesOption?.split(',') ?? ROUTES);
export const baselineDir = option('--baseline');
const throttlingOption = option('--throttling') ?? 'both';
export const throttlings: Throttling[] =
  throttlingOption === 'none' ? [] : throttlingOption === 'both' ? [...THROTTLINGS] : [throttlingOption as Throttling];
if (!throttlings.every((mode) => THROTTLINGS.includes(mode))) throw new Error(`--throttling: simulate, devtools, both or none, not ${throttlingOption}`);

export const htmlFileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}index.html`);
