// Where the e2e run's time goes: the tests' own durations summed per spec file and project, from the
// JSON report that `E2E_JSON_REPORT=<file> npm run test:e2e` writes (docs/testing.md, « Where CI's time goes »).
//   tsx scripts/e2e-durations.ts report.json
import { readFileSync } from 'node:fs';

interface Result {
  duration: number;
  status: string;
}
interface Suite {
  file?: string;
  specs?: { file: string; tests: { projectName: string; results: Result[] }[] }[];
  suites?: Suite[];
}
interface Report {
  suites: Suite[];
  stats: { duration: number };
}

const file = process.argv[2];
if (!file) {
  console.error('usage: tsx scripts/e2e-durations.ts <Playwright JSON report>');
  process.exit(2);
}
const text = readFileSync(file, 'utf8');
// The list reporter may print before the JSON when both write to the same place.
const report = JSON.parse(text.slice(text.indexOf('{'))) as Report;

/** Milliseconds and tests run, per spec file, then per project. */
const cells = new Map<string, Map<string, { ms: number; run: number }>>();
const projects = new Set<string>();
function add(suite: Suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      projects.add(test.projectName);
      const row = cells.get(spec.file) ?? new Map<string, { ms: number; run: number }>();
      const cell = row.get(test.projectName) ?? { ms: 0, run: 0 };
      cell.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
      if (test.results.some((result) => result.status !== 'skipped')) cell.run += 1;
      row.set(test.projectName, cell);
      cells.set(spec.file, row);
    }
  }
  for (const child of suite.suites ?? []) add(child);
}
report.suites.forEach(add);

const order = [...projects].sort();
const total = (row: Map<string, { ms: number }>) => [...row.values()].reduce((sum, cell) => sum + cell.ms, 0);
const all = [...cells.values()].reduce((sum, row) => sum + total(row), 0);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`| file | ${order.join(' | ')} | share |`);
console.log(`|---|${order.map(() => '---|').join('')}---|`);
for (const [spec, row] of [...cells].sort(([, a], [, b]) => total(b) - total(a))) {
  const columns = order.map((project) => {
    const cell = row.get(project);
    return cell ? `${seconds(cell.ms)} (${cell.run})` : '–';
  });
  console.log(`| ${spec} | ${columns.join(' | ')} | ${((100 * total(row)) / all).toFixed(1)} % |`);
}
const perProject = order.map((project) => `${project} ${seconds([...cells.values()].reduce((sum, row) => sum + (row.get(project)?.ms ?? 0), 0))}`);
console.log(`\nThe tests' own durations: ${seconds(all)} (${perProject.join(', ')}); the run's wall time: ${seconds(report.stats.duration)}.`);
