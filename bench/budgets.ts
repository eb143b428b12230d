// Byte budgets of the exported pages (budgets.json), checked by tests/export/budgets.test.ts.
//   npm run budgets                prints what each page weighs against its budget
//   npm run budgets -- --update    rewrites every budget as the heaviest page of its kind plus the
//                                  file's headroom (10 %), rounded up to 1 KB
// Run `npm run build` first. Review the budgets.json diff like code: growth must be deliberate.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kindOf, type RouteKind } from '../site/site-routes';
import { KB, siteWeights, type PageFile, type Weight } from '../pipeline/lib/page-weight';
import { recordOutput } from './lib/record';

export const BUDGET_KINDS = ['js', 'css', 'font', 'image', 'total'] as const;
export type BudgetKind = (typeof BUDGET_KINDS)[number];
export const budgetsPath = fileURLToPath(new URL('../budgets.json', import.meta.url));

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

export function updateBudgets(pages: CheckedPage[], budgets: Budgets): Budgets {
  const headroom = 1 + budgets.headroom;
  for (const group of budgets.groups) {
    const members = pages.filter((page) => page.group === group);
    if (members.length === 0) throw new Error(`budget group « ${group.kind} » matches no page: is the kind still used?`);
    for (const kind of BUDGET_KINDS) {
      group[kind] = Math.ceil(Math.max(...members.map((page) => page.kb[kind])) * headroom);
    }
  }
  return budgets;
}

/** budgets.json with one line per group, so a diff shows which numbers moved. */
export function formatBudgets(budgets: Budgets): string {
  const { groups, ...head } = budgets;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = groups.map((group) => `    ${JSON.stringify(group).replace(/,"/g, ', "').replace(/":/g, '": ')}`);
  return `${top},\n  "groups": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function main() {
  recordOutput('budgets', 'What each page weighs against its byte budget (budgets.json)', 'budgets');
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out');
  const budgets = readBudgets();
  const pages = checkBudgets(outDir, budgets);
  const orphans = pages.filter((page) => !page.group).map((page) => page.route);
  if (orphans.length > 0) {
    console.error(`No budget for: ${orphans.join(', ')}. Give each page a kind in site/site-routes.ts.`);
    process.exit(1);
  }
  if (update) {
    writeFileSync(budgetsPath, formatBudgets(updateBudgets(pages, budgets)));
    console.log(`budgets.json updated from ${pages.length} pages (headroom ${budgets.headroom * 100} %).`);
    return;
  }
  const cell = (kb: number, budget: number | undefined) => `${kb.toFixed(1).padStart(6)}/${String(budget).padEnd(4)}`;
  console.log(`KB gzip, measured/budget. ${'page'.padEnd(24)} ${BUDGET_KINDS.map((k) => k.padEnd(11)).join(' ')} req`);
  for (const page of pages) {
    const cells = BUDGET_KINDS.map((kind) => cell(page.kb[kind], page.group?.[kind])).join(' ');
    console.log(`${page.route.padEnd(50)} ${cells} ${String(page.requests).padStart(3)}${page.over.length ? '  OVER' : ''}`);
  }
  if (pages.some((page) => page.over.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
