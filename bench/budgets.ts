// Byte budgets of the exported pages (budgets.json), checked by the postbuild (pipeline/budgets.ts) and
// tests/export/budgets.test.ts.
//   npm run budgets                prints what each page weighs against its budget
//   npm run budgets -- --update    rewrites every budget as the heaviest page of its kind plus the
//                                  file's headroom (10 %), rounded up to 1 KB
// Run `npm run build` first. Review the budgets.json diff like code: growth must be deliberate.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET_KINDS, budgetsPath, checkBudgets, readBudgets, type Budgets, type CheckedPage } from '../pipeline/budgets';
import { recordOutput } from './lib/record';

export { BUDGET_KINDS, checkBudgets, readBudgets, type CheckedPage } from '../pipeline/budgets';

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
