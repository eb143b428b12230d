import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPageBudgets, readBudgets } from '../../pipeline/budgets';
import { steps } from '../../pipeline/postbuild';

/*
 * A page over its byte budget stops the build at the first step that can see it (issue 79): the postbuild, once
 * the pages are final, names the page, its kind and the figure, before any e2e test runs. Tried on an export of
 * one home page whose script is too heavy (random bytes: gzip cannot shrink them).
 */

const out = mkdtempSync(join(tmpdir(), 'budgets-step-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The export's home page with a script of that weight (a file of its own each time: weights are read once a file). */
function exportWith(scriptKB: number) {
  const script = `_next/static/chunks/app-${scriptKB}.js`;
  mkdirSync(join(out, '_next/static/chunks'), { recursive: true });
  writeFileSync(join(out, script), randomBytes(scriptKB * 1024));
  writeFileSync(join(out, 'index.html'), `<!DOCTYPE html><html lang="fr"><head><title>Accueil</title><script src="/${script}" async></script></head><body></body></html>`);
}

describe('the byte budgets in the postbuild', () => {
  const home = readBudgets().groups.find((group) => group.kind === 'home')!;

  it('stops the build on a page over its budget, naming the page, its kind and the figure', () => {
    exportWith(home.js + 20);
    expect(() => checkPageBudgets(out)).toThrow(new RegExp(`/ \\(home\\): js ${home.js + 20}\\.\\d KB > ${home.js} KB`));
  });

  it('lets a page within its budget through', () => {
    exportWith(home.js - 20);
    expect(() => checkPageBudgets(out)).not.toThrow();
  });

  it('runs once the pages are final: after the first-paint steps, before anything else is written of them', () => {
    const names = Object.keys(steps);
    expect(names.indexOf('checkPageBudgets')).toBe(names.indexOf('startScriptsAfterFirstPaint') + 1);
  });
});
