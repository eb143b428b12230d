import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test, type Page } from '../fixtures';
import { EDITOR_CONFIG, PROJECT, setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';

/*
 * An entry only opened has nothing to save: for the first entry of every collection of the built
 * config, opened with the pane each collection opens with (an article's English column beside the
 * French one), no « Modifications non enregistrées » and no question on leaving. Decap 3.16 said both
 * for every article that names an author or related articles: its relation widget sends its value
 * again once its options are loaded, and from the English column that counted as a change
 * (editor/widgets/quiet-duplicates.ts says why and what we do).
 */

interface Collection {
  name: string;
  folder?: string;
  extension?: string;
  files?: { name: string }[];
}

/** Each collection and the slug of its first entry (a folder's first file by name, a file collection's first file). */
function firstEntries(): { collection: string; slug: string }[] {
  const config = parse(readFileSync(EDITOR_CONFIG, 'utf8')) as { collections: Collection[]; i18n?: { locales?: string[] } };
  const locales = config.i18n?.locales ?? [];
  return config.collections.map((collection) => {
    if (collection.files) return { collection: collection.name, slug: collection.files[0]!.name };
    let folder = join(PROJECT, collection.folder!);
    // A translated collection keeps each language in a folder of its own: the first language's.
    const names = readdirSync(folder);
    if (locales.some((locale) => names.includes(locale))) folder = join(folder, locales[0]!);
    const first = readdirSync(folder)
      .filter((name) => name.endsWith(`.${collection.extension ?? 'md'}`))
      .sort()[0]!;
    return { collection: collection.name, slug: first.replace(/\.[^.]+$/, '') };
  });
}

/** Waits until the editor has sent nothing to the repository's server for a second (a relation's options, the media). */
async function settled(page: Page, pending: Set<unknown>) {
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince;
      },
      { timeout: 15_000, intervals: [100] },
    )
    .toBeGreaterThan(1000);
}

setUpEditorSession();

for (const viewport of [
  { name: 'on a computer', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(viewport.name, () => {
    test.use(viewport.use);

    test('the first entry of each collection, only opened: nothing to save, nothing asked on leaving', async ({ page }) => {
      test.setTimeout(120_000);
      const editor = new EditorPage(page);
      const asked: string[] = [];
      page.on('dialog', (dialog) => asked.push(dialog.message()));
      const pending = new Set<unknown>();
      page.on('request', (request) => {
        if (request.url().includes('/api/v1')) pending.add(request);
      });
      const done = (request: unknown) => pending.delete(request);
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      await editor.signIn();
      const entries = firstEntries();
      expect(entries.map((entry) => entry.collection)).toContain('articles');
      for (const { collection, slug } of entries) {
        await test.step(`${collection}/${slug}`, async () => {
          await editor.openEntry(collection, slug);
          await settled(page, pending);
          await expect(page.getByText('Modifications non enregistrées'), `${collection}/${slug}`).toHaveCount(0);
          // Leaving by the editor's own way back to the list: Decap asks only when something is unsaved.
          await page.evaluate(() => (location.hash = '#/'));
          await page.getByRole('link', { name: 'Contenus' }).waitFor();
          expect(asked, `${collection}/${slug}: asked on leaving`).toEqual([]);
        });
      }
    });
  });
}
