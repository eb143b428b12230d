import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test, type Page } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';

/*
 * What an opened article already holds in its relation fields (issue 40): « Articles liés » shows the
 * related articles by their titles, and « Auteur » its doctor's name, so staff can see and remove them.
 * They showed nothing while our wrapping of Decap's widgets (editor/decap.ts, wrapWidget) hid the
 * relation widget's own rule for drawing again when its options arrive. On a computer; the phone draws
 * the same widget.
 */

const SLUG = 'bien-s-alimenter-apres-60-ans';

interface Article {
  id: number;
  title: string;
  author?: string;
  related: number[];
}

/** The front matter of a French article file. */
const frontMatter = (text: string) => parse(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Article;

const FRENCH = join(PROJECT, 'content/articles/fr');
const articles = readdirSync(FRENCH).map((name) => frontMatter(readFileSync(join(FRENCH, name), 'utf8')));
const article = frontMatter(readFileSync(join(FRENCH, `${SLUG}.md`), 'utf8'));
const titleOf = (id: number) => articles.find((other) => other.id === id)!.title;
const doctor = (parse(readFileSync(join(PROJECT, 'content/doctors', `${article.author}.yml`), 'utf8')) as { name: string }).name;

const session = setUpEditorSession();

/** A relation field of the French column, by its label. */
const relationField = (page: Page, label: string) =>
  page
    .locator('[aria-label="relation field"]')
    .filter({ has: page.locator(':scope > div > label', { hasText: new RegExp(`^${label}`) }) })
    .first();

test('an opened article shows its related articles by title and its author; one removed, the other number is saved', async ({ page }) => {
  expect(article.related, 'the fixture article has two related articles').toHaveLength(2);
  const [kept, removed] = article.related as [number, number];
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('articles', SLUG);

  const related = relationField(page, 'Articles liés');
  // Each chosen article is a tag with a button to remove it, named by its title.
  for (const id of article.related) await expect(related.getByRole('button', { name: `Remove ${titleOf(id)}` })).toBeVisible({ timeout: 15_000 });
  await expect(related.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(relationField(page, 'Auteur')).toContainText(doctor);

  await related.getByRole('button', { name: `Remove ${titleOf(removed)}` }).click();
  await expect(related.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await editor.save();
  await editor.saved();
  const saved = frontMatter(session.fixture.fileAt(`cms/articles/${SLUG}`, `content/articles/fr/${SLUG}.md`)!);
  expect(saved.related).toEqual([kept]);
  expect(saved.author).toBe(article.author);
});
