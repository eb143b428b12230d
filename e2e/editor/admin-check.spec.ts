import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, settled, test, type Page } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';
import { addDays, doualaToday } from '../../lib/douala-date';
import { frenchDay } from '../../lib/french-date';

/*
 * The build's rules where staff type (editor/check/): in the built export's editor against decap-server
 * on a fixture repository, a value the build would refuse shows its French message in the check's panel
 * as staff type, and « Enregistrer » is refused with a French dialog: nothing is written to any branch.
 * The same for an article (one file per language), whose date next week is a warning it is saved with.
 * At 1280×800 (project desktop) and at 390×844 with touch.
 */

const SERVICE = 'soins-medicaux-a-domicile';
/** Another service's file and number, read from content/. */
const OTHER = readdirSync(join(PROJECT, 'content/services'))
  .filter((name) => name !== `${SERVICE}.yml`)
  .map((name) => ({ file: `content/services/${name}`, id: (parse(readFileSync(join(PROJECT, 'content/services', name), 'utf8')) as { id: number }).id }))[0]!;

/**
 * An article per screen (content/articles/fr/<slug>.md and en/): the second screen's run does not open
 * the first one's draft. Decap names a translated entry without its language folder; the check must
 * still read it as its two files.
 */
const ARTICLES: Record<number, string> = { 1280: 'prevenir-les-chutes-a-domicile', 390: 'tension-arterielle-et-diabete' };

const session = setUpEditorSession();

const panel = (page: Page) => page.getByTestId('editor-check');
/**
 * How long the panel may take to follow what staff typed: the check's first run of a visit fetches its module and
 * content.json and runs the loader twice, beside three other workers on two cores (a check that fails says so then).
 */
const PANEL_WAIT = 30_000;

/** « Enregistrer » refused: the page's dialog says why, in French; no branch, main as it was. */
async function refusedSave(page: Page, editor: EditorPage, expected: RegExp) {
  const head = session.fixture.git('rev-parse', 'main');
  const branches = session.fixture.branches();
  await editor.save();
  const dialog = page.getByRole('dialog', { name: 'À savoir' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Rien n'a été enregistré : le site refuserait cette fiche/);
  await expect(dialog).toContainText(expected);
  await expect(page.getByText(/Rien n'a été enregistré : (un problème|\d+ problèmes) à corriger/)).toBeVisible();
  await dialog.getByRole('button', { name: "J'ai compris" }).click();
  await expect(dialog).toBeHidden();
  expect(session.fixture.branches()).toEqual(branches);
  expect(session.fixture.git('rev-parse', 'main')).toBe(head);
}

function checks(width: number) {
  // Each test boots Decap anew (half a minute on a loaded machine): what one entry shows, refused, then saved, in one.
  test(`an unknown placeholder shows its message as staff type, and the save is refused; fixed, it is saved; then a number another service has is refused, naming that service and the next free number (${width} px)`, async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.signIn();
    const head = session.fixture.git('rev-parse', 'main');
    await editor.openEntry('services', SERVICE);
    await expect(panel(page)).toBeHidden();
    const typed = Date.now();
    await editor.field('Français', { scope: editor.group('Titre') }).fill('Appelez le {tel.urgence}');
    const message = /Titre \(en français\) : \{tel\.urgence\} n'est pas un renvoi connu\. Les renvois possibles sont : .*\{tel\.urgences\}/;
    await expect(panel(page)).toContainText(message, { timeout: PANEL_WAIT });
    // The first check of a visit: the check's module and content.json fetched, the loader run twice.
    test.info().annotations.push({ type: 'first check', description: `${Date.now() - typed} ms after typing` });
    await expect(panel(page)).toContainText("À corriger avant d'enregistrer (1)");
    // The panel stays on the screen, « Enregistrer » above it within reach.
    const box = await panel(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);
    await expect(editor.saveButton).toBeInViewport();
    await refusedSave(page, editor, message);

    // Fixed: the panel goes, and the save goes through.
    const title = editor.field('Français', { scope: editor.group('Titre') });
    await title.clear();
    // Another title on each screen: the second run opens the first one's draft.
    const fixed = `Soins médicaux à domicile (${width} px), {tel.urgences}`;
    await title.fill(fixed);
    await expect(panel(page)).toBeHidden({ timeout: PANEL_WAIT });
    await editor.save();
    await editor.saved();
    const draft = () => session.fixture.fileAt(`cms/services/${SERVICE}`, `content/services/${SERVICE}.yml`);
    expect(draft()).toContain(fixed);
    expect(session.fixture.git('rev-parse', 'main')).toBe(head);

    // The saved draft's number changed to another service's.
    await editor.field('Numéro').fill(String(OTHER.id));
    const taken = new RegExp(`Numéro : le numéro ${OTHER.id} est déjà celui de ${OTHER.file.replace(/\./g, '\\.')}\\. Deux services ne peuvent pas avoir le même numéro : prenez le prochain numéro libre, \\d+\\.`);
    // Our number widget is watched too (editor/check/watch.ts): the panel says it before « Enregistrer ».
    await expect(panel(page)).toContainText(taken, { timeout: PANEL_WAIT });
    const saved = draft();
    await refusedSave(page, editor, taken);
    expect(draft(), 'the draft as it was saved').toBe(saved);
  });

  test(`an article with an unknown placeholder in its excerpt shows the build's message, and the save is refused; the excerpt put back and the article dated next week, it says « Programmé pour le … » with its day in French, and is saved (${width} px)`, async ({ page }) => {
    const slug = ARTICLES[width]!;
    const day = addDays(doualaToday(), 7);
    const editor = new EditorPage(page);
    await editor.signIn();
    await editor.openEntry('articles', slug);
    await expect(panel(page)).toBeHidden();
    const excerpt = editor.field('Extrait');
    const shipped = await excerpt.inputValue();
    await excerpt.fill('Appelez le {tel.urgence} en cas de chute : notre équipe vous dit quoi faire, vient vite à la maison et prévient le médecin de la famille.');
    const message = /Extrait : \{tel\.urgence\} n'est pas un renvoi connu\. Les renvois possibles sont : .*\{tel\.urgences\}/;
    await expect(panel(page)).toContainText(message, { timeout: PANEL_WAIT });
    await expect(panel(page)).toContainText("À corriger avant d'enregistrer (1)");
    await refusedSave(page, editor, message);

    await excerpt.fill(shipped);
    await expect(panel(page)).toBeHidden({ timeout: PANEL_WAIT });
    await editor.field('Date').fill(day);
    await expect(panel(page)).toContainText(new RegExp(`Programmé pour le ${frenchDay(day)} : l'article n°\\d+ sera mis en ligne ce jour-là`), { timeout: PANEL_WAIT });
    // A warning, not an error: nothing to fix before saving.
    await expect(panel(page)).toContainText('À savoir avant de publier');
    await editor.save();
    await editor.saved();
    const saved = session.fixture.fileAt(`cms/articles/${slug}`, `content/articles/fr/${slug}.md`);
    expect(saved).toMatch(new RegExp(`\\ndate: '?${day}'?\\n`));
    expect(saved).not.toContain('{tel.urgence}');
  });
}

test.describe('on a computer', () => {
  checks(1280);

  // Changes made without typing (editor/check/watch.ts): Decap draws a widget again only when its own
  // value changes, so each kind of widget is seen only if it is watched.
  test('an article only opened loads no check; a related article, then the « Dépublié » switch, changed alone update the panel', async ({ page }) => {
    const slug = 'aidants-familiaux-prendre-soin-de-soi';
    const title = /^title: "?(.*?)"?$/m.exec(readFileSync(join(PROJECT, `content/articles/fr/${slug}.md`), 'utf8'))![1]!;
    const editor = new EditorPage(page);
    await editor.signIn();
    const checked: string[] = [];
    page.on('request', (request) => request.url().includes('/editor-check.js') && checked.push(request.url()));
    await editor.openEntry('articles', slug);
    // Its relation widgets have asked for their options and sent their values again, unchanged.
    await settled(page);
    await page.waitForTimeout(1000);
    expect(checked, 'an entry only opened is not checked').toEqual([]);
    await expect(panel(page)).toBeHidden();

    // A third related article: two at most.
    await editor.choose('Articles liés', title);
    await expect(panel(page)).toContainText('Articles liés : il en faut au plus 2 (retirez-en).', { timeout: PANEL_WAIT });

    const day = addDays(doualaToday(), 7);
    await editor.field('Date').fill(day);
    // Taken away again (react-select: Backspace removes the last one), with the date next week.
    await editor.field('Articles liés').press('Backspace');
    const scheduled = new RegExp(`Programmé pour le ${frenchDay(day)}`);
    await expect(panel(page)).toContainText(scheduled, { timeout: PANEL_WAIT });
    await expect(panel(page)).not.toContainText('au plus 2');
    // Withdrawn, a scheduled article is announced nowhere: the panel goes; back, it says so again.
    await editor.field('Dépublié').click();
    await expect(panel(page)).toBeHidden({ timeout: PANEL_WAIT });
    await editor.field('Dépublié').click();
    await expect(panel(page)).toContainText(scheduled, { timeout: PANEL_WAIT });
  });

  test('a choice changed alone updates the panel: cash, with a number to pay at', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.signIn();
    await editor.openEntry('centre', 'centre');
    const payments = editor.group('Moyens de paiement');
    // The second way to pay (MTN Mobile Money, with its number), opened; its « Moyen » set to cash.
    await payments.getByText(/^\+237 6 00 00 00 04/).locator('xpath=..').locator('button').first().click();
    await payments.getByLabel(/^Moyen$/).nth(1).click();
    await page.getByRole('option', { name: 'Espèces', exact: true }).click();
    await expect(panel(page)).toContainText("un paiement en espèces n’a pas de numéro : laissez ce champ vide.", { timeout: PANEL_WAIT });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  checks(390);

  test('a closure added from the phone: refused while its last day is before its first, saved once right, the emergency line answering by default', async ({ page }) => {
    const first = addDays(doualaToday(), 40);
    const editor = new EditorPage(page);
    await editor.signIn();
    await editor.openEntry('centre', 'centre');
    // The list is empty as shipped: its button, then the new closure's fields, each the only one of its name.
    await page.getByRole('button', { name: 'Ajouter fermeture' }).tap();
    await editor.field('Premier jour').fill(first);
    await editor.field('Dernier jour').fill(addDays(first, -2));
    await editor.field('Français', { scope: editor.group('Raison') }).fill("Formation de toute l'équipe");
    await editor.field('Anglais', { scope: editor.group('Raison') }).fill('Training for the whole team');
    const before = new RegExp(`le dernier jour \\(${frenchDay(addDays(first, -2))}\\) est avant le premier \\(${frenchDay(first)}\\)`);
    await expect(panel(page)).toContainText(before, { timeout: PANEL_WAIT });
    // Whole on the phone's screen, « Enregistrer » within reach.
    expect((await panel(page).boundingBox())!.width).toBeLessThanOrEqual(390);
    await refusedSave(page, editor, before);

    await editor.field('Dernier jour').fill(addDays(first, 2));
    await expect(panel(page)).toBeHidden({ timeout: PANEL_WAIT });
    await editor.save();
    await editor.saved();
    const saved = parse(session.fixture.fileAt('cms/centre/centre', 'content/settings/centre.yml') ?? '') as { closures: { from: string; to: string; emergencyLine: boolean }[] };
    expect(saved.closures).toEqual([expect.objectContaining({ from: first, to: addDays(first, 2), emergencyLine: true })]);
  });
});
