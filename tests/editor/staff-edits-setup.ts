import type { TestProject } from 'vitest/node';
import { applyStaffEdits, type StaffEdits } from './staff-edits';
import { copyContent } from '../content/content-fixture';

declare module 'vitest' {
  export interface ProvidedContext {
    /** What tests/editor/staff-edits.ts changed in the copy, for staff-edits.test.ts to find it there. */
    staffEdits: StaffEdits;
  }
}

/**
 * The staff-edits project's copy of content/ (vitest.config.ts): made at the folder its CONTENT_DIR
 * names, edited as staff may through the editor, before any of its tests; removed after the last.
 */
export default async function setup(project: TestProject) {
  const dir = project.config.env.CONTENT_DIR;
  if (!dir) throw new Error('the staff-edits project sets CONTENT_DIR (vitest.config.ts)');
  const copy = copyContent(dir);
  project.provide('staffEdits', await applyStaffEdits(copy.dir));
  return () => copy.remove();
}
