import { describe, expect, it } from 'vitest';
import { postbuild, steps } from '../../pipeline/postbuild';

describe('the postbuild pipeline', () => {
  it('refuses a step it does not have before running any, and names the ones it has', async () => {
    // A typo in a caller's step list (e2e/editor/admin-editor.spec.ts runs two steps) must not pass as "nothing to do".
    await expect(postbuild('/nonexistent-export', ['turnFolderPagesIntoFiles', 'writeHeaders'])).rejects.toThrow(
      new RegExp(`no step writeHeaders; the steps are ${Object.keys(steps).join(', ')}`),
    );
  });
});
