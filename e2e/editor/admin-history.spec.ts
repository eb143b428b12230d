import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import type { ConsoleMessage, Request, Response } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';

/*
 * « Historique » and « Éléments supprimés » (editor/history/), on a 390 px phone, in the built editor
 * against `npm run editor:local`'s servers (decap-server and the local history) on a repository made
 * here: a price published right, then wrong; a doctor's version from before a field that is required
 * today; an article deleted. Each version is read from git, nothing is written until « Enregistrer ».
 */

const SERVICE = 'soins-medicaux-a-domicile';
const SERVICE_FILE = `content/services/${SERVICE}.yml`;
const DOCTOR = 'elise-mballa';
const DOCTOR_FILE = `content/doctors/${DOCTOR}.yml`;
const ARTICLE = 'bien-s-alimenter-apres-60-ans';

const session = setUpEditorSession();
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
/** « 26 novembre 2026 à 07:16 »: Yaoundé is UTC+1 all year. */
function inYaounde(ms: number): string {
  const shifted = new Date(ms + 3_600_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${shifted.getUTCDate()} ${MONTHS[shifted.getUTCMonth()]} ${shifted.getUTCFullYear()} à ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** The fixture's history: each commit on main after the fixture's own, a minute apart, by a member of staff (set in beforeAll). */
const WHEN = { right: 0, wrong: 0, old: 0, today: 0, deleted: 0 };

function commit(author: string, ms: number, message: string) {
  const { work } = session.fixture;
  const date = new Date(ms).toISOString();
  execFileSync('git', ['add', '-A'], { cwd: work });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=staff@example.cm', 'commit', '-q', '-m', message], {
    cwd: work,
    env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
  });
}

function edit(file: string, change: (data: Record<string, unknown>) => void) {
  const path = join(session.fixture.work, file);
  const data = parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data));
}

test.beforeAll(() => {
  const at = Math.floor(Date.now() / 60_000) * 60_000;
  Object.assign(WHEN, { right: at + 60_000, wrong: at + 120_000, old: at + 180_000, today: at + 240_000, deleted: at + 300_000 });
  const prices = (data: Record<string, unknown>) => data.prices as { min: number }[];
  edit(SERVICE_FILE, (data) => (prices(data)[0]!.min = 4000));
  commit('Aline Mbarga', WHEN.right, 'Contenu : modification de services « soins »');
  edit(SERVICE_FILE, (data) => (prices(data)[0]!.min = 40));
  commit('paul.essomba@example.cm', WHEN.wrong, 'Contenu : modification de services « soins »');

  // A version from before « Inscription à l'ordre » was asked of every doctor, then today's.
  const today = readFileSync(join(session.fixture.work, DOCTOR_FILE), 'utf8');
  edit(DOCTOR_FILE, (data) => {
    delete data.registration;
    (data.experience as Record<string, string>).fr = "Plus de 10 ans d'expérience";
  });
  commit('Aline Mbarga', WHEN.old, 'Contenu : modification de médecins « elise »');
  writeFileSync(join(session.fixture.work, DOCTOR_FILE), today);
  commit('Aline Mbarga', WHEN.today, 'Contenu : modification de médecins « elise »');

  for (const locale of ['fr', 'en']) rmSync(join(session.fixture.work, `content/articles/${locale}/${ARTICLE}.md`));
  commit('Paul Essomba', WHEN.deleted, 'Contenu : suppression de articles « bien »');
});

const history = (page: Page) => page.getByRole('dialog', { name: /^(Historique|Éléments supprimés)/ });

/**
 * Opens « Historique » or « Éléments supprimés » and waits until it has read git (the list, then each version's
 * file, one request each: slow on CI's loaded machine). A read that failed says so, and the test says why: the
 * editor's warning, the backend's answers of 400 and over, the requests that failed (CI's run of 5542ff9 showed
 * the alert in a test of 43.6 s: room for the 30 s its backend's requests were given then, e2e/editor/editor-fixture.ts).
 */
async function openHistory(page: Page, button: 'Historique' | 'Éléments supprimés') {
  const why: string[] = [];
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'warning' && why.push(message.text()));
  const onResponse = (response: Response) => {
    if (response.status() < 400) return;
    why.push(`${response.status()} ${response.url()}`);
    void response.text().then((text) => why.push(`  ${text.slice(0, 300)}`), () => {});
  };
  const onFailed = (request: Request) => void why.push(`${request.failure()?.errorText} ${request.url()}`);
  page.on('console', onConsole).on('response', onResponse).on('requestfailed', onFailed);
  try {
    await page.getByRole('button', { name: button }).click();
    await expect(history(page)).toBeVisible();
    // As long as its requests may take (editor-fixture.ts gives them no limit of their own), within the test's three minutes.
    await expect(history(page).getByRole('status').filter({ hasText: 'Lecture de l’historique' })).toHaveCount(0, { timeout: 90_000 });
    // The reading over, the dialog holds the list or its alert (editor/history/view.tsx), drawn together.
    const alert = history(page).getByRole('alert');
    if (await alert.count()) {
      // A failed answer's body is read a moment after it.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      throw new Error(`the history was not read (« ${await alert.textContent()} »): ${why.join(' | ') || 'no warning, no failed answer'}`);
    }
  } finally {
    page.off('console', onConsole).off('response', onResponse).off('requestfailed', onFailed);
  }
}

/** What the repository holds: no commit, no branch since. */
function repository() {
  return { main: session.fixture.git('rev-parse', 'main'), branches: session.fixture.branches() };
}

/** Nothing overflows the phone's width: the dialog, and the page under it. */
async function fitsThePhone(page: Page) {
  const box = await history(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await history(page).evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
}

test('a price published wrong after a right one: both versions listed, the right one back in the form, written only by « Enregistrer »', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('services', SERVICE);
  await openHistory(page, 'Historique');
  const versions = history(page).getByRole('listitem').filter({ has: page.locator('button') });
  await expect(versions.first()).toContainText(inYaounde(WHEN.wrong));
  // Newest first: when, who (a name, never an address), what changed in the form's words.
  await expect(versions.nth(0)).toContainText('par paul.essomba');
  await expect(versions.nth(0)).not.toContainText('@');
  await expect(versions.nth(0)).toContainText('Prix n°1 › Montant : 4 000 → 40 FCFA');
  await expect(versions.nth(1)).toContainText(inYaounde(WHEN.right));
  await expect(versions.nth(1)).toContainText('par Aline Mbarga');
  await expect(versions.nth(1)).toContainText(/Prix n°1 › Montant : [\d\s]+ → 4\s000\sFCFA/);
  await fitsThePhone(page);

  const before = repository();
  await versions.nth(1).getByRole('button').click();
  await expect(history(page)).toContainText(`Version du ${inYaounde(WHEN.right)}`);
  await expect(history(page)).toContainText('Prix n°1 › Montant : 40 → 4 000 FCFA');
  await fitsThePhone(page);
  await history(page).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(history(page)).toBeHidden();

  const amount = editor.field('Montant', { scope: editor.group('Prix') });
  await expect(amount).toHaveValue('4000');
  await expect(page.getByText(/Rien n’est encore enregistré/)).toBeVisible();
  // Nothing written yet: no commit on main, no draft's branch.
  expect(repository()).toEqual(before);
  expect(session.fixture.fileAt('main', SERVICE_FILE)).toMatch(/min: 40\n/);

  await editor.save();
  await editor.saved();
  expect(session.fixture.branches()).toContain(`cms/services/${SERVICE}`);
  expect(parse(session.fixture.fileAt(`cms/services/${SERVICE}`, SERVICE_FILE)!).prices[0].min).toBe(4000);
  expect(session.fixture.git('rev-parse', 'main')).toBe(before.main);
});

test('a version from before a field required today comes back with its problem listed, and cannot be saved broken', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('doctors', DOCTOR);
  await openHistory(page, 'Historique');
  const old = history(page).getByRole('listitem').filter({ hasText: inYaounde(WHEN.old) });
  await old.getByRole('button').click();
  await expect(history(page)).toContainText("Expérience › Français : « Plus de 12 ans d'expérience » → « Plus de 10 ans d'expérience »");
  await history(page).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(editor.field('Français', { scope: editor.group('Expérience') })).toHaveValue("Plus de 10 ans d'expérience");

  // The build's rules, in French, at once.
  const panel = page.getByTestId('editor-check');
  await expect(panel).toContainText("À corriger avant d'enregistrer", { timeout: 15_000 });

  await expect(panel).toContainText('Inscription à l’ordre : ce champ est vide alors qu’il est obligatoire');

  const before = repository();
  await editor.save();
  // Decap's own rule for a required field, or the build's: either way its French, and nothing written.
  await expect(page.getByText(/^Rien n'a été enregistré/).first()).toBeVisible();
  expect(repository()).toEqual(before);
});

test('a deleted article is found under « Éléments supprimés » and comes back as a new draft', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openCollection('Articles');
  await openHistory(page, 'Éléments supprimés');
  const deleted = history(page).getByRole('listitem').filter({ hasText: "Bien s'alimenter après 60 ans" });
  await expect(deleted).toContainText(`Supprimé le ${inYaounde(WHEN.deleted)}, par Paul Essomba`);
  await fitsThePhone(page);
  await deleted.getByRole('button').click();
  const before = repository();
  await history(page).getByRole('button', { name: 'Restaurer cette version' }).click();
  await expect(page).toHaveURL(/#\/collections\/articles\/new/);
  await expect(editor.field('Titre')).toHaveValue("Bien s'alimenter après 60 ans avec les produits d'ici");
  expect(repository()).toEqual(before);

  await editor.save();
  await editor.saved();
  const branch = session.fixture.branches().find((name) => name.startsWith('cms/articles/') && !before.branches.includes(name));
  expect(branch, 'the restored article’s draft').toBeDefined();
  const slug = branch!.slice('cms/articles/'.length);
  const restored = session.fixture.fileAt(branch!, `content/articles/fr/${slug}.md`)!;
  const original = execFileSync('git', ['show', `main~1:content/articles/fr/${ARTICLE}.md`], { cwd: session.fixture.work, encoding: 'utf8' });
  // The French text as it was, and its English beside it.
  expect(restored).toContain(original.split('\n---\n')[1]!.trim().slice(0, 200));
  expect(session.fixture.fileAt(branch!, `content/articles/en/${slug}.md`)).toBeDefined();
});
