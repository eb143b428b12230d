import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { expect, test } from '../fixtures';
import { EDITOR_CONFIG, setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';

/*
 * What staff read in the editor built from the schemas (out/admin/config.yml, generated): the first entry
 * of every folder collection and every file of the others, opened on a phone, its list items and field
 * labels read as words. Decap prints a list item without a summary as its first field: « Map { "fr": … } »
 * for a text in two languages, « List [ … ] », « [object Object] »; a choice's stored value (« mtn-momo »)
 * or a field's name in code (« homeCare ») is no word for staff either.
 */

interface ConfigField {
  name: string;
  label: string;
  options?: { label: string; value: string }[];
  fields?: ConfigField[];
  field?: ConfigField;
}
interface ConfigCollection {
  name: string;
  label: string;
  folder?: string;
  files?: { name: string; label: string; fields: ConfigField[] }[];
  fields?: ConfigField[];
}

const config = parse(readFileSync(EDITOR_CONFIG, 'utf8')) as { collections: ConfigCollection[] };

/** Field names and choice values of the config that are not words (« homeCare », « mtn-momo »): none may show as text. */
function codeWords(fields: ConfigField[]): string[] {
  return fields.flatMap((field) => [
    ...(/[A-Z-]/.test(field.name) ? [field.name] : []),
    ...(field.options ?? []).map((option) => option.value).filter((value) => /[A-Z-]/.test(value)),
    ...codeWords([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
  ]);
}

const MACHINERY = [/Map \{/, /List \[/, /\[object Object\]/, /\bundefined\b/, /\bnull\b/, /\bNo (fr|en|[a-z]+[A-Z]\w*)\b/];

const session = setUpEditorSession();

// Read on the phone, where staff see one column (the desktop leaves @phone-only out before the file's
// decap-server starts).
test('every collection’s first entry reads as words: its list items and its field labels', { tag: '@phone-only' }, async ({ page }) => {
  test.setTimeout(4 * 60_000);
  void session;
  const editor = new EditorPage(page);
  await editor.signIn();
  const seen: string[] = [];
  for (const collection of config.collections) {
    const entries = collection.files
      ? collection.files.map((file) => ({ name: `${collection.name}/${file.name}`, address: `/admin/#/collections/${collection.name}/entries/${file.name}`, fields: file.fields }))
      : [{ name: collection.name, address: '', fields: collection.fields ?? [] }];
    for (const entry of entries) {
      if (entry.address) {
        await editor.openEntry(collection.name, entry.address.split('/').at(-1)!);
      } else {
        // A folder: its list, by the collection's summary, then its first entry.
        await page.goto(`/admin/#/collections/${collection.name}`);
        const first = page.locator(`a[href^="#/collections/${collection.name}/entries/"]`).first();
        await first.waitFor();
        const listed = await page.locator(`a[href^="#/collections/${collection.name}/entries/"]`).allInnerTexts();
        for (const pattern of MACHINERY) expect(listed.join('\n'), `${collection.name}: its list`).not.toMatch(pattern);
        await first.click();
        await editor.saveButton.waitFor();
      }
      // The form as staff read it: every label, every list item's summary (lists start folded).
      const form = page.locator('[aria-label="object field"], [aria-label="list field"], label').first();
      await form.waitFor();
      const text = await page.evaluate(() => document.body.innerText);
      for (const pattern of MACHINERY) expect(text, `${entry.name}: ${pattern}`).not.toMatch(pattern);
      for (const word of codeWords(entry.fields)) expect(text, `${entry.name}: « ${word} » shown`).not.toMatch(new RegExp(`(^|[\\s«(])${word}($|[\\s»),.:])`, 'm'));
      seen.push(entry.name);
      // Back to the collections through the editor's own link, as staff go (one entry after another needs a list between: editor/address.ts).
      await page.goto('/admin/#/collections');
    }
  }
  expect(seen).toHaveLength(config.collections.reduce((count, item) => count + (item.files?.length ?? 1), 0));
});
