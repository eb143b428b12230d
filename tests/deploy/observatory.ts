// MDN's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind observatory.mdn.dev) run
// against the nginx of the deploy tests. Its scan() takes a host name only and always asks ports 80
// and 443 (1.4.8 drops the options it is given on the way to its retriever), so this runs the same
// steps as scan() with the test's ports: retrieve, every test, the same score and grade. The
// certificate must be trusted by Node (NODE_EXTRA_CA_CERTS, set by playwright.deploy.config.ts):
// otherwise the scanner falls back to an unverified connection and fails its redirection test.
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { ALL_TESTS, NUM_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import type { NginxPorts } from '../../harness/nginx';

export interface ObservatoryResult {
  grade: string;
  score: number;
  testsPassed: number;
  testsQuantity: number;
  /** Each test's outcome, by name: `redirection: redirection-to-https (pass)`. */
  tests: Record<string, { pass: boolean; result: string | null }>;
}

/**
 * The scanner reads Chromium's HSTS preload list, which its install script downloads (npm ci
 * offline skips it: package.json's allowScripts). An empty list changes nothing for 127.0.0.1.
 */
function ensurePreloadList() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'));
  const list = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}\n');
}

export async function observatoryScan(host: string, ports: NginxPorts): Promise<ObservatoryResult> {
  ensurePreloadList();
  const requests = await retrieve(host, { httpPort: String(ports.http), httpsPort: String(ports.https) });
  // Where scan() gives up.
  const status = requests.responses.auto?.status;
  if (!status) throw new Error(`the Observatory could not reach ${host} on ports ${ports.http} and ${ports.https}`);
  if (status >= 400 && ![401, 403].includes(status)) throw new Error(`the Observatory got status ${status} from ${host}`);
  const outputs = ALL_TESTS.map((runTest) => ({ name: (runTest.name ?? '').replace(/Test$/, ''), output: runTest(requests) }));
  // As scan() scores: 100, plus every modifier; the bonuses count only if the penalties leave an A.
  let withBonuses = 100;
  let withoutBonuses = 100;
  let testsPassed = 0;
  for (const { output } of outputs) {
    if (!output.result) continue;
    const modifier = getScoreModifier(output.result);
    withBonuses += modifier;
    if (modifier < 0) withoutBonuses += modifier;
    if (output.pass) testsPassed += 1;
  }
  const { grade, score } = getGradeForScore(withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses);
  return {
    grade,
    score,
    testsPassed,
    testsQuantity: NUM_TESTS,
    tests: Object.fromEntries(outputs.map(({ name, output }) => [name, { pass: Boolean(output.pass), result: output.result }])),
  };
}
