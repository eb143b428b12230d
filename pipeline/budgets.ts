// A step of the postbuild pipeline (pipeline/postbuild.ts): every exported page against its byte budget
// (budgets.json, one a kind of page: site/site-routes.ts), as soon as the pages are final (after the first-paint
// steps), so that a page over its budget stops `npm run build` there, naming the page and the figure, not after
// the e2e tests (tests/export/budgets.test.ts holds the same). `npm run budgets` (bench/budgets.ts) prints every
// page against its budget and rewrites them (docs/performance.md, « Byte budgets »). BUDGETS=report prints what
// goes over without stopping the build: for the measurements that grow the content on purpose (bench:content).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { kindOf, type RouteKind } from '../site/site-routes';
import { KB, siteWeights, type PageFile, type Weight } from './lib/page-weight';

export const BUDGET_KINDS = ['js', 'css', 'font', 'image', 'total'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];
export const budgetsPath = fileURLToPath(new URL('../budgets.json', import.meta.url));

/** The ceiling for a first view on a visitor's data plan, whatever budgets.json says (KB gzip, HTML + every asset). */
export const FIRST_VIEW_MAX_KB = 300;

/** The budget of every page of one kind (site/site-routes.ts says which page is of which kind). */
export type BudgetGroup = { kind: RouteKind } & Record<BudgetKind, number>;

export interface Budgets {
  headroom: number;
  groups: BudgetGroup[];
}

export interface CheckedPage {
  file: string;
  route: string;
  requests: number;
  weight: Weight;
  kb: Weight;
  files: PageFile[];
  group: BudgetGroup | undefined;
  over: string[];
}

export function readBudgets(path = budgetsPath): Budgets {
  return JSON.parse(readFileSync(path, 'utf8')) as Budgets;
}

/** The group of the page's kind; none for a page that no route list declares. */
export function groupOf(budgets: Budgets, route: string): BudgetGroup | undefined {
  const kind = kindOf(route);
  return budgets.groups.find((group) => group.kind === kind);
}

/** Every page with its weights (KB), its group and what goes over budget. */
export function checkBudgets(outDir: string, budgets: Budgets): CheckedPage[] {
  return siteWeights(outDir).map((page) => {
    const group = groupOf(budgets, page.route);
    const kb = Object.fromEntries(Object.entries(page.weight).map(([kind, bytes]) => [kind, bytes / KB])) as Weight;
    const over = group
      ? BUDGET_KINDS.filter((kind) => kb[kind] > group[kind]).map((kind) => `${kind} ${kb[kind].toFixed(1)} KB > ${group[kind]} KB`)
      : [];
    return { ...page, kb, group, over };
  });
}

/** What no page may be: over its kind's budget, of a kind without one, or a first view over FIRST_VIEW_MAX_KB; one line a page. */
export function budgetFaults(pages: CheckedPage[]): string[] {
  return pages.flatMap((page) => [
    ...(page.group ? [] : [`${page.route}: no budget for its kind (give it one in site/site-routes.ts and budgets.json)`]),
    ...(page.over.length > 0 ? [`${page.route} (${page.group?.kind}): ${page.over.join(', ')}`] : []),
    ...(page.kb.total > FIRST_VIEW_MAX_KB ? [`${page.route}: a first view of ${page.kb.total.toFixed(1)} KB > ${FIRST_VIEW_MAX_KB} KB`] : []),
  ]);
}

/** Pipeline step: every page within its budget, or the build stops here, naming each page over and by how much. */
export function checkPageBudgets(outDir: string, budgets: Budgets = readBudgets()) {
  const pages = checkBudgets(outDir, budgets);
  const faults = budgetFaults(pages);
  if (faults.length === 0) {
    console.log(`budgets: ${pages.length} pages within budgets.json`);
    return;
  }
  const said = `budgets: ${faults.length} page${faults.length > 1 ? 's' : ''} over budget (KB gzip; make it lighter, or raise budgets.json on purpose: docs/performance.md, « Byte budgets »):\n${faults.map((fault) => `  ${fault}`).join('\n')}`;
  if (process.env.BUDGETS === 'report') console.warn(said);
  else throw new Error(said);
}
