// MDN's HTTP Observatory grades the site as nginx serves it (tests/deploy/observatory.ts).
import { expect, test } from '@playwright/test';
import { nginxPorts } from '../../harness/nginx';
import { observatoryScan } from './observatory';

test('MDN HTTP Observatory: A+, every test passed', async () => {
  const result = await observatoryScan('127.0.0.1', nginxPorts());
  console.log(`Observatory: ${result.grade}, score ${result.score}, ${result.testsPassed}/${result.testsQuantity} tests passed`);
  const failed = Object.entries(result.tests).filter(([, outcome]) => !outcome.pass);
  expect(failed, 'tests failed').toEqual([]);
  expect(result.testsPassed).toBe(result.testsQuantity);
  expect(result.grade).toBe('A+');
});
