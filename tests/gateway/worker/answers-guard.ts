import { afterAll, beforeAll, expect } from 'vitest';
import { GATEWAY_SECRETS } from '../../../gateway/src/settings';
import { seen, vars } from './client';

/*
 * Run before each scenario file (the `gateway` project's setup file, vitest.config.ts): after its last test, no
 * answer it had (status line, headers, body: client.ts keeps each) carries the value of any secret. So every file
 * is held to it, run alone or in the whole run.
 */

let first = 0;
beforeAll(() => {
  first = seen.length;
});

afterAll(() => {
  const answers = seen.slice(first);
  for (const name of GATEWAY_SECRETS) {
    const value = vars[name];
    expect(value, `${name} is set, so that it can be looked for`).toBeTruthy();
    expect(
      answers.filter((answer) => answer.includes(value ?? '')),
      `answers that carry ${name}`,
    ).toEqual([]);
  }
});
