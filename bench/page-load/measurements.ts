// The bench's measurements after the Lighthouse rows, each on the site as built, in this order: each is
// measured, printed and written into bench-results/bench.json under its name. A new measurement is a
// file that exports a Measurement, and one line in MEASUREMENTS.
import { measureRepeatViews, printRepeatViews, type RepeatView } from '../lib/repeat-view';
import { measureVisit, printVisit, type VisitBytes } from '../lib/visit';
import { TARGETS } from './targets';

/** What a measurement gets: the browser, the site as built, served, and the routes measured. */
export interface BenchContext {
  chromium: string;
  base: string;
  routes: string[];
}

export interface Measurement<Result> {
  /** Its key in bench-results/bench.json. */
  name: string;
  measure(context: BenchContext): Promise<Result>;
  print(result: Result): void;
  /** How many of its results miss their target (counted with the rows' misses; --strict fails on any). */
  missed(result: Result): number;
}

/** The bytes of a typical visit, by clicks and with each page opened anew. */
const visit: Measurement<VisitBytes> = {
  name: 'visit',
  measure: ({ chromium, base }) => measureVisit(chromium, base),
  print: printVisit,
  missed: () => 0,
};

/** Each route opened again with the service worker in control. */
const repeatViews: Measurement<RepeatView[]> = {
  name: 'repeatViews',
  measure: ({ chromium, base, routes }) => measureRepeatViews(chromium, base, routes),
  print: (views) => printRepeatViews(views, TARGETS.repeatViewKB),
  missed: (views) => views.filter((view) => view.repeatKB >= TARGETS.repeatViewKB).length,
};

export const MEASUREMENTS: Measurement<unknown>[] = [visit, repeatViews];
