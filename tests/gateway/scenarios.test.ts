import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GATEWAY_SCENARIOS, SCENARIOS_DIR } from './scenarios';

// The `gateway` project runs the files GATEWAY_SCENARIOS names, and those alone: a file of scenarios left out of
// the list would never run, a name without its file would run nothing.
describe('the gateway’s scenario files', () => {
  const dir = join(__dirname, '..', '..', SCENARIOS_DIR);
  const holdingTests = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && /^\s*(it|test)(\.\w+)*\(/m.test(readFileSync(join(dir, file), 'utf8')))
    .map((file) => file.replace(/\.ts$/, ''));

  it('are found', () => expect(holdingTests.length).toBeGreaterThan(10));
  it('are each named in tests/gateway/scenarios.ts, where they run in order', () => {
    expect(holdingTests.filter((name) => !(GATEWAY_SCENARIOS as readonly string[]).includes(name))).toEqual([]);
  });
  it('are each a file that holds tests', () => {
    expect(GATEWAY_SCENARIOS.filter((name) => !holdingTests.includes(name))).toEqual([]);
  });
});
