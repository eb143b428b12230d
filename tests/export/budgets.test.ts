import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_KINDS, checkBudgets, FIRST_VIEW_MAX_KB, readBudgets, type CheckedPage } from '../../pipeline/budgets';
import { offlinePages } from '../../site/site-routes';
import { outDir, requireOut } from './out-dir';

describe('byte budgets (budgets.json), gzip level 9', () => {
  let pages: CheckedPage[] = [];

  beforeAll(() => {
    requireOut();
    pages = checkBudgets(outDir, readBudgets());
  });

  it('measures every exported page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(20);
    // Every page runs the framework but the offline pages, which are plain HTML on purpose.
    const offline = new Set(offlinePages.map((page) => page.path));
    for (const page of pages) expect(page.files.some((file) => file.kind === 'js'), page.route).toBe(!offline.has(page.route));
  });

  it('gives every page a budget group', () => {
    expect(pages.filter((page) => !page.group).map((page) => page.route)).toEqual([]);
  });

  it('keeps every page within its budget (js, css, font, image, total)', () => {
    const over = pages.filter((page) => page.over.length > 0).map((page) => `${page.route} (${page.group?.kind}): ${page.over.join(', ')}`);
    expect(over, 'over budget: make it lighter, or raise budgets.json on purpose (docs/performance.md, « Byte budgets »)').toEqual([]);
  });

  it(`keeps every first view under ${FIRST_VIEW_MAX_KB} KB`, () => {
    const heavy = pages.filter((page) => page.kb.total > FIRST_VIEW_MAX_KB).map((page) => `${page.route}: ${page.kb.total.toFixed(1)} KB`);
    expect(heavy).toEqual([]);
  });

  it('has budgets for every kind in every group', () => {
    for (const group of readBudgets().groups) {
      for (const kind of BUDGET_KINDS) expect(group[kind], `${group.kind}.${kind}`).toBeGreaterThan(0);
    }
  });
});
