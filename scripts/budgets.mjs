#!/usr/bin/env node
// Byte budgets of the exported pages (budgets.json), checked by tests/export/budgets.test.ts.
//   node scripts/budgets.mjs            prints what each page weighs against its budget
//   node scripts/budgets.mjs --update   rewrites every budget as the heaviest page of its group
//                                       plus the file's headroom (10 %), rounded up to 1 KB
// Run `npm run build` first. Review the budgets.json diff like code: growth must be deliberate.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesPattern } from './lib/headers-file.mjs';
import { KB, siteWeights } from './lib/page-weight.mjs';

export const BUDGET_KINDS = ['js', 'css', 'font', 'image', 'total'];
export const budgetsPath = fileURLToPath(new URL('../budgets.json', import.meta.url));

export function readBudgets(path = budgetsPath) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The first group one of whose route patterns (`*` = any characters) matches the page's path. */
export function groupOf(budgets, route) {
  return budgets.groups.find((group) => group.routes.some((pattern) => matchesPattern(pattern, route)));
}

/** Every page with its weights (KB), its group and what goes over budget. */
export function checkBudgets(outDir, budgets) {
  return siteWeights(outDir).map((page) => {
    const group = groupOf(budgets, page.route);
    const kb = Object.fromEntries(Object.entries(page.weight).map(([kind, bytes]) => [kind, bytes / KB]));
    const over = group
      ? BUDGET_KINDS.filter((kind) => kb[kind] > group[kind]).map(
          (kind) => `${kind} ${kb[kind].toFixed(1)} KB > ${group[kind]} KB`,
        )
      : [];
    return { ...page, kb, group, over };
  });
}

export function updateBudgets(pages, budgets) {
  const headroom = 1 + budgets.headroom;
  for (const group of budgets.groups) {
    const members = pages.filter((page) => page.group === group);
    if (members.length === 0) throw new Error(`budget group « ${group.name} » matches no page: fix its routes`);
    for (const kind of BUDGET_KINDS) {
      group[kind] = Math.ceil(Math.max(...members.map((page) => page.kb[kind])) * headroom);
    }
  }
  return budgets;
}

/** budgets.json with one line per group, so a diff shows which numbers moved. */
export function formatBudgets(budgets) {
  const { groups, ...head } = budgets;
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  const lines = groups.map((group) => `    ${JSON.stringify(group).replace(/,"/g, ', "').replace(/":/g, '": ')}`);
  return `${top},\n  "groups": [\n${lines.join(',\n')}\n  ]\n}\n`;
}

function main() {
  const args = process.argv.slice(2);
  const update = args.includes('--update');
  const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'out');
  const budgets = readBudgets();
  const pages = checkBudgets(outDir, budgets);
  const orphans = pages.filter((page) => !page.group).map((page) => page.route);
  if (orphans.length > 0) {
    console.error(`No budget group for: ${orphans.join(', ')}. Add them to a group's "routes" in budgets.json.`);
    process.exit(1);
  }
  if (update) {
    writeFileSync(budgetsPath, formatBudgets(updateBudgets(pages, budgets)));
    console.log(`budgets.json updated from ${pages.length} pages (headroom ${budgets.headroom * 100} %).`);
    return;
  }
  const cell = (kb, budget) => `${kb.toFixed(1).padStart(6)}/${String(budget).padEnd(4)}`;
  console.log(`KB gzip, measured/budget. ${'page'.padEnd(24)} ${BUDGET_KINDS.map((k) => k.padEnd(11)).join(' ')} req`);
  for (const page of pages) {
    const cells = BUDGET_KINDS.map((kind) => cell(page.kb[kind], page.group[kind])).join(' ');
    console.log(`${page.route.padEnd(50)} ${cells} ${String(page.requests).padStart(3)}${page.over.length ? '  OVER' : ''}`);
  }
  if (pages.some((page) => page.over.length > 0)) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
