// The pictures of the staff guide (docs/guide-du-personnel.md), taken from the real editor: the built
// export's /admin/ against decap-server on a fixture copy of content/ (e2e/editor/editor-fixture.ts),
// in French, 1280 px wide and on a 390 × 844 touch phone, each step a member of staff takes. Run it
// again when the editor changes:
//   npm run build && npm run admin:screenshots
// (`npm run admin:screenshots -- --history`: the pictures of « Revenir en arrière » alone.)
// PORT (4430) serves out/, DECAP_PORT (8430) runs decap-server; nothing is sent to another host.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_PATH } from '../lib/routes';
import { compressEditorOnce, localBackendUrl, routeLocalBackend, startEditorFixture, type EditorFixture } from '../e2e/editor/editor-fixture';
import { EditorPage } from '../e2e/editor/editor-page';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'out');
const CONFIG = join(OUT_DIR, ADMIN_PATH.slice(1), 'config.yml');
const SHOTS_DIR = join(ROOT, 'docs', 'images', 'guide');
const PORT = Number(process.env.PORT ?? 4430);
const DECAP_PORT = Number(process.env.DECAP_PORT ?? 8430);
const VIEWPORT = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The eye that opens the preview beside the form (on a phone, in its place). */
const previewToggle = (page: Page) => page.getByRole('button', { name: 'Aperçu', exact: true });

/**
 * A picture of the page as staff see it, compressed (a palette PNG is sharp and small for an
 * interface), with a red frame around what the step is about. Decap's passing messages (« Entrée
 * enregistrée ») are left out unless the step is about one.
 */
async function shot(page: Page, name: string, mark: Locator[] = [], { messages = false } = {}) {
  const handles = await Promise.all(mark.map((locator) => locator.elementHandle()));
  for (const handle of handles) await handle?.evaluate((element: HTMLElement) => (element.style.outline = '3px solid #d0021b'));
  const hidden = messages ? undefined : await page.addStyleTag({ content: '.Toastify { display: none !important; }' });
  await page.waitForTimeout(300);
  const png = await page.screenshot();
  await hidden?.evaluate((element) => (element as Element).remove());
  for (const handle of handles) await handle?.evaluate((element: HTMLElement) => (element.style.outline = ''));
  const file = join(SHOTS_DIR, `${name}.png`);
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toFile(file);
  console.log(`admin-screenshots: ${file}`);
}

async function offline(context: BrowserContext) {
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
}

/** A photo as a phone would send it (one of the site's illustrations, drawn as a JPEG). */
async function samplePhoto(folder: string): Promise<string> {
  const file = join(folder, 'salon-soignante.jpg');
  await sharp(join(ROOT, 'public', 'images', 'slides', 'home-1.svg'), { density: 150 }).resize(1600).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** A commit on the fixture's main, by a member of staff, `minutes` after now. */
function commitAs(fixture: EditorFixture, author: string, minutes: number, message: string) {
  const date = new Date(Date.now() + minutes * 60_000).toISOString();
  execFileSync('git', ['add', '-A'], { cwd: fixture.work });
  execFileSync('git', ['-c', `user.name=${author}`, '-c', 'user.email=staff@example.cm', 'commit', '-q', '-m', message], { cwd: fixture.work, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } });
}

/** 7. « Revenir en arrière » on a phone: a price published right, then wrong; its history; the right one back in the form; a deleted article. */
async function historyShots(browser: Awaited<ReturnType<typeof chromium.launch>>, fixture: EditorFixture, baseURL: string) {
  const file = join(fixture.work, 'content/services/soins-medicaux-a-domicile.yml');
  const setPrice = (min: number) => writeFileSync(file, readFileSync(file, 'utf8').replace(/(prices:\n(?:.*\n)*?\s+min: )\d+/, `$1${min}`));
  setPrice(4000);
  commitAs(fixture, 'Aline Mbarga', 1, 'Contenu : modification de services « soins-medicaux-a-domicile »');
  setPrice(40);
  commitAs(fixture, 'Paul Essomba', 2, 'Contenu : modification de services « soins-medicaux-a-domicile »');
  for (const locale of ['fr', 'en']) rmSync(join(fixture.work, `content/articles/${locale}/bien-s-alimenter-apres-60-ans.md`));
  commitAs(fixture, 'Paul Essomba', 3, 'Contenu : suppression de articles « bien-s-alimenter-apres-60-ans »');

  const phone = await browser.newContext({ viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'fr-FR', timezoneId: 'Africa/Douala', baseURL });
  await offline(phone);
  await routeLocalBackend(phone, CONFIG, DECAP_PORT);
  const page = await phone.newPage();
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('services', 'soins-medicaux-a-domicile');
  await shot(page, '30-historique-bouton', [page.getByRole('button', { name: 'Historique' })]);
  await page.getByRole('button', { name: 'Historique' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Historique' });
  const versions = dialog.getByRole('listitem').filter({ has: page.locator('button') });
  await versions.nth(1).waitFor();
  await shot(page, '31-historique', [versions.nth(1)]);
  await versions.nth(1).getByRole('button').tap();
  await shot(page, '32-historique-version', [dialog.getByRole('button', { name: 'Restaurer cette version' })]);
  await dialog.getByRole('button', { name: 'Restaurer cette version' }).tap();
  await dialog.waitFor({ state: 'hidden' });
  const prices = editor.group('Prix');
  await prices.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await shot(page, '33-historique-restauree', [editor.field('Montant', { scope: prices }), editor.saveButton]);

  await page.goto(`${ADMIN_PATH}#/collections/articles`);
  await page.getByRole('button', { name: 'Éléments supprimés' }).tap();
  const deleted = page.getByRole('dialog', { name: /^Éléments supprimés/ }).getByRole('listitem').first();
  await deleted.waitFor();
  await shot(page, '34-elements-supprimes', [deleted]);
  await phone.close();
}

async function main() {
  mkdirSync(SHOTS_DIR, { recursive: true });
  const temp = mkdtempSync(join(tmpdir(), 'admin-screenshots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'serve.ts'), OUT_DIR], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done) => server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && done()));
  const fixture = await startEditorFixture({ projectDir: ROOT, port: DECAP_PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  const baseURL = `http://127.0.0.1:${PORT}`;
  try {
    // Decap's 5 MB script compressed once beforehand (over 30 s on a busy machine), not inside the first page's load.
    await compressEditorOnce(baseURL);
    if (process.argv.includes('--history')) {
      await historyShots(browser, fixture, baseURL);
      return;
    }
    // 1. The sign-in page as staff meet it on the site: no local server, so Decap offers the path the build chose (CMS_SIGN_IN).
    const signIn = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR', baseURL });
    await offline(signIn);
    const { origin } = new URL(localBackendUrl(CONFIG));
    await signIn.route(`${origin}/**`, (route) => route.abort());
    const first = await signIn.newPage();
    await first.goto(ADMIN_PATH);
    await first.getByRole('button', { name: /^Se connecter/ }).waitFor();
    await shot(first, '01-connexion', [first.getByRole('button', { name: /^Se connecter/ })]);
    await signIn.close();

    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR', baseURL });
    await offline(context);
    await routeLocalBackend(context, CONFIG, DECAP_PORT);
    const page = await context.newPage();
    const editor = new EditorPage(page);
    await editor.signIn();
    await shot(page, '02-contenus', [page.getByRole('link', { name: 'Services', exact: true })]);

    // 2. A price.
    await editor.openCollection('Services');
    await page.getByText('2 · Soins médicaux à domicile').waitFor();
    await shot(page, '03-services', [page.getByText('2 · Soins médicaux à domicile')]);
    await editor.openEntry('services', 'soins-medicaux-a-domicile');
    const prices = editor.group('Prix');
    await prices.scrollIntoViewIfNeeded();
    await prices.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -80);
    const amount = editor.field('Montant');
    // As many people in Yaoundé write it; the field reads it back as the site will print it.
    await amount.fill('3.500');
    await page.getByText(/^Sur le site/).first().waitFor();
    await shot(page, '04-prix', [amount, page.getByText(/^Sur le site/).first()]);
    // The page as it will be: the eye opens the preview beside the form.
    await previewToggle(page).click();
    await page.frameLocator('#preview-pane').locator('#tarifs').waitFor();
    await shot(page, '14-apercu', [previewToggle(page)]);
    await previewToggle(page).click();
    await editor.save();
    await editor.saved();
    await shot(page, '05-brouillon', [editor.statusButton, page.getByRole('button', { name: 'Enregistrer' })], { messages: true });
    await editor.statusButton.click();
    await shot(page, '06-statut', [page.getByRole('menuitem', { name: 'Prêt' })]);
    await page.getByRole('menuitem', { name: 'Prêt' }).click();
    await page.getByRole('button', { name: /^Statut\s:\sPrêt$/ }).waitFor();
    await editor.publishButton.click();
    await shot(page, '07-publier', [page.getByRole('menuitem', { name: 'Publier maintenant' })]);
    await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
    await page.getByText('Entrée publiée').first().waitFor();
    // After « Publier »: the banner that says whether the live site shows it yet (editor/online/).
    const banner = page.getByRole('status').filter({ hasText: 'En cours de mise en ligne' });
    await banner.waitFor();
    await shot(page, '15-mise-en-ligne', [banner]);

    // 3. An article in both languages, with a photo.
    await editor.newEntry('articles');
    await editor.field('Numéro').fill('6');
    await editor.field('Titre').fill('Bien dormir quand on vieillit');
    await editor.field('Titre', { pane: 'en' }).fill('Sleeping well as we grow older');
    await editor.field('Extrait').fill('Le sommeil change avec l’âge. Quelques habitudes simples aident à retrouver des nuits reposantes.');
    await editor.field('Extrait', { pane: 'en' }).fill('Sleep changes with age. A few simple habits help bring back restful nights.');
    await editor.field('Chapeau').fill('Se réveiller plus tôt, dormir moins profondément : c’est normal avec l’âge. Être fatigué toute la journée ne l’est pas.');
    await editor.field('Chapeau', { pane: 'en' }).fill('Waking earlier and sleeping less deeply is normal with age. Being tired all day is not.');
    await shot(page, '08-article', [editor.field('Titre'), editor.field('Titre', { pane: 'en' })]);
    await editor.choose('Catégorie', 'Santé');
    await editor.field('Date').fill('2026-11-20');
    await page.getByRole('button', { name: 'Choisir une image' }).first().click();
    await page.locator('input[type="file"]').setInputFiles(await samplePhoto(temp));
    // Prepared and renamed by the editor (editor/photos/): salon-soignante-<mark>.jpg.
    await page.getByText(/^salon-soignante-[a-z0-9]+\.jpg$/).waitFor();
    await shot(page, '09-photo', [page.getByRole('button', { name: 'Choisir les éléments sélectionnés' })]);
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click();
    await editor.field('Description de l’image').fill('Une soignante assise auprès d’une dame âgée, dans un salon lumineux');
    await editor.field('Description de l’image', { pane: 'en' }).fill('A carer sitting beside an elderly lady in a bright living room');
    const image = editor.group('Image');
    await image.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -80);
    await shot(page, '10-photo-choisie', [image]);
    await editor.chooseIcon('Lune');
    await editor.typeText('Texte', 'Un bon sommeil aide à garder des forces et le moral. Voici nos conseils.');
    await editor.typeText('Texte', 'Good sleep helps you keep your strength and your spirits up. Here is our advice.', 'en');
    await shot(page, '11-texte', [page.locator('[aria-label="markdown field"]').first(), page.locator('[aria-label="markdown field"]').nth(1)]);

    // A misspelt placeholder, the article otherwise complete: the editor's check says what the site would refuse, as staff type.
    await editor.field('Chapeau').fill('Une question ? Appelez le {tel.urgence}.');
    await page.getByTestId('editor-check').getByText(/tel\.urgence/).first().waitFor({ timeout: 30_000 });
    await shot(page, '16-a-corriger', [page.getByTestId('editor-check'), editor.field('Chapeau')]);
    await editor.field('Chapeau').fill('Se réveiller plus tôt, dormir moins profondément : c’est normal avec l’âge. Être fatigué toute la journée ne l’est pas.');
    await page.getByTestId('editor-check').waitFor({ state: 'hidden', timeout: 30_000 });

    // 4. A forgotten field: the editor says which.
    await editor.field('Extrait').fill('');
    await editor.save();
    await page.getByText(/Rien n'a été enregistré/).waitFor();
    await editor.field('Extrait').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, '12-champ-manquant', [editor.field('Extrait')], { messages: true });
    await editor.field('Extrait').fill('Le sommeil change avec l’âge. Quelques habitudes simples aident à retrouver des nuits reposantes.');
    await editor.save();
    await editor.saved();

    // 5. The board of drafts.
    await page.goto(`${ADMIN_PATH}#/workflow`);
    await page.getByText('Flux éditorial').waitFor();
    await shot(page, '13-flux', [page.getByText('Brouillons', { exact: true })]);
    await context.close();

    // 6. The same editor on a phone: the form at the screen's width, « Enregistrer » within reach, the preview in the form's place.
    const phone = await browser.newContext({ viewport: PHONE, screen: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'fr-FR', baseURL });
    await offline(phone);
    await routeLocalBackend(phone, CONFIG, DECAP_PORT);
    const onPhone = await phone.newPage();
    const phoneEditor = new EditorPage(onPhone);
    await phoneEditor.signIn();
    await phoneEditor.openEntry('services', 'soins-medicaux-a-domicile');
    const phonePrices = phoneEditor.group('Prix');
    await phonePrices.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shot(onPhone, '20-telephone-prix', [phoneEditor.field('Montant')]);
    await previewToggle(onPhone).tap();
    await onPhone.frameLocator('#preview-pane').locator('#tarifs').waitFor();
    await shot(onPhone, '21-telephone-apercu', [onPhone.getByRole('button', { name: 'Formulaire', exact: true })]);
    await phone.close();
    await historyShots(browser, fixture, baseURL);
  } finally {
    await browser.close();
    await fixture.stop();
    server.kill();
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
