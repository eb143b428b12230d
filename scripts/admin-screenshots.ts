// The staff guide's pictures of the editor (docs/guide-du-personnel.md), one a card, taken from the real editor on
// a 390 × 844 touch phone (guide-pictures.ts): the built export's /admin/ against decap-server on a fixture copy of
// content/ (e2e/editor/editor-fixture.ts), in French, each step a member of staff takes. Run it again when the
// editor changes (the inbox's cards: npm run guide:screenshots):
//   npm run build && npm run admin:screenshots
// out/ is served on the tests' site port and decap-server on their first editor port (harness/test-ports.ts, from
// E2E_PORT and DECAP_PORT), the origin the fixture's decap-server lets in; nothing is sent to another host.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_PATH } from '../lib/routes';
import { compressEditorOnce, routeLocalBackend, startEditorFixture, type EditorFixture } from '../e2e/editor/editor-fixture';
import { EditorPage } from '../e2e/editor/editor-page';
import { TEST_PORTS } from '../harness/test-ports';
import { phoneContext, shoot } from './guide-pictures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'out');
const CONFIG = join(OUT_DIR, ADMIN_PATH.slice(1), 'config.yml');
const PORT = TEST_PORTS.site;
const DECAP_PORT = TEST_PORTS.decapServer(0);
/** Decap's passing messages (« Entrée enregistrée »), out of a picture unless it is about one. */
const TOASTS = '.Toastify';

/** The eye that opens the preview in the form's place. */
const previewToggle = (page: Page) => page.getByRole('button', { name: 'Aperçu', exact: true });

async function offline(context: BrowserContext) {
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
}

/** A phone signed in to the editor on the fixture. */
async function signedIn(browser: Browser, baseURL: string): Promise<{ page: Page; editor: EditorPage; close: () => Promise<void> }> {
  const context = await phoneContext(browser, baseURL);
  // Decap's first load and its checks take long on a busy machine: a picture waits rather than fails.
  context.setDefaultTimeout(120_000);
  await offline(context);
  await routeLocalBackend(context, CONFIG, DECAP_PORT);
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && console.error(`admin-screenshots: the page says ${message.text()}`));
  page.on('pageerror', (error) => console.error(`admin-screenshots: the page failed: ${error.message}`));
  const editor = new EditorPage(page);
  await editor.signIn().catch(async (error: unknown) => {
    await page.screenshot({ path: '/tmp/g84/signin-failed.png' });
    throw error;
  });
  return { page, editor, close: () => context.close() };
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

/** « Revenir en arrière »: a price published right, then wrong; the service's history, the right one outlined. */
async function historyShot(browser: Browser, fixture: EditorFixture, baseURL: string) {
  const file = join(fixture.work, 'content/services/soins-medicaux-a-domicile.yml');
  const setPrice = (min: number) => writeFileSync(file, readFileSync(file, 'utf8').replace(/(prices:\n(?:.*\n)*?\s+min: )\d+/, `$1${min}`));
  setPrice(4000);
  commitAs(fixture, 'Aline Mbarga', 1, 'Contenu : modification de services « soins-medicaux-a-domicile »');
  setPrice(40);
  commitAs(fixture, 'Paul Essomba', 2, 'Contenu : modification de services « soins-medicaux-a-domicile »');
  const { page, editor, close } = await signedIn(browser, baseURL);
  await editor.openEntry('services', 'soins-medicaux-a-domicile');
  await page.getByRole('button', { name: 'Historique' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Historique' });
  const versions = dialog.getByRole('listitem').filter({ has: page.locator('button') });
  await versions.nth(1).waitFor();
  await shoot(page, 'revenir-en-arriere', { mark: [versions.nth(1)], hide: TOASTS });
  await close();
}

async function main() {
  const temp = mkdtempSync(join(tmpdir(), 'admin-screenshots-'));
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'harness', 'serve.ts'), OUT_DIR], { env: { ...process.env, PORT: String(PORT) }, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((done) => server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && done()));
  const fixture = await startEditorFixture({ projectDir: ROOT, port: DECAP_PORT });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
  const baseURL = `http://127.0.0.1:${PORT}`;
  const started = Date.now();
  try {
    // Decap's 5 MB script compressed once beforehand (over 30 s on a busy machine), not inside the first page's load.
    await compressEditorOnce(baseURL);
    const { page, editor, close } = await signedIn(browser, baseURL);
    await shoot(page, 'se-connecter-a-l-editeur', { mark: [page.getByRole('link', { name: 'Services', exact: true })], hide: TOASTS });

    // A price, as many in Yaoundé write it: the field reads it back as the site will print it.
    await editor.openEntry('services', 'soins-medicaux-a-domicile');
    const amount = editor.field('Montant', { scope: editor.group('Prix') });
    await amount.fill('3.500');
    await page.getByText(/^Sur le site/).first().waitFor();
    await shoot(page, 'changer-un-prix', { top: editor.group('Prix'), mark: [amount, page.getByText(/^Sur le site/).first()], hide: TOASTS });
    // The page as it will be, in the form's place.
    await previewToggle(page).tap();
    await page.frameLocator('#preview-pane').locator('#tarifs').waitFor();
    await shoot(page, 'voir-la-page', { mark: [page.getByRole('button', { name: 'Formulaire', exact: true })], hide: TOASTS });
    await page.getByRole('button', { name: 'Formulaire', exact: true }).tap();
    await editor.save();
    await editor.saved();
    await editor.setStatus('Prêt');
    await editor.publishNow();
    // After « Publier »: the banner that says whether the live site shows it yet (editor/online/).
    const banner = page.getByRole('status').filter({ hasText: 'En cours de mise en ligne' });
    await banner.waitFor();
    // Decap reloads the entry after publishing: the form back, with the banner under it.
    await editor.saveButton.waitFor();
    await shoot(page, 'publier', { mark: [banner], hide: TOASTS });
    // It stays until closed: out of the next pictures.
    await banner.getByRole('button', { name: 'Fermer' }).tap();

    // A closure: the centre's information, « Fermetures », one added.
    await editor.openEntry('centre', 'centre');
    // The list is empty as shipped: its button, then the new closure's fields, each the only one of its name.
    await page.getByRole('button', { name: 'Ajouter fermeture' }).tap();
    await editor.field('Premier jour').fill('2027-01-04');
    await editor.field('Français', { scope: editor.group('Raison') }).fill('Inventaire annuel');
    await editor.field('Anglais', { scope: editor.group('Raison') }).fill('Annual stocktaking');
    await shoot(page, 'horaires-et-fermetures', { top: editor.field('Premier jour'), mark: [editor.field('Premier jour'), editor.field('Dernier jour'), editor.group('Raison')], hide: TOASTS });

    // An article: its number and title, then a photo from the phone.
    await editor.newEntry('articles');
    await editor.field('Numéro').fill('6');
    await editor.field('Titre').fill('Bien dormir quand on vieillit');
    await shoot(page, 'ecrire-un-article', { mark: [editor.field('Numéro'), editor.field('Titre')], hide: TOASTS });
    await page.getByRole('button', { name: 'Choisir une image' }).first().tap();
    await page.locator('input[type="file"]').setInputFiles(await samplePhoto(temp));
    // Prepared and renamed by the editor (editor/photos/): salon-soignante-<mark>.jpg, already selected.
    await page.getByText(/^salon-soignante-[a-z0-9]+\.jpg$/).waitFor();
    await shoot(page, 'ajouter-une-photo', { mark: [page.getByRole('button', { name: 'Choisir les éléments sélectionnés' })], hide: TOASTS });
    await page.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).tap();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    await close();

    // A position, on a phone of its own (Decap keeps the article's form behind a new entry's): its title.
    const position = await signedIn(browser, baseURL);
    await position.editor.newEntry('jobs');
    await position.editor.field('Français', { scope: position.editor.group('Titre') }).fill('Aide-soignant(e) à domicile');
    await shoot(position.page, 'offre-d-emploi', { mark: [position.editor.group('Titre')], hide: TOASTS });
    await position.close();

    await historyShot(browser, fixture, baseURL);
    console.log(`admin-screenshots: the editor's pictures in ${Math.round((Date.now() - started) / 1000)} s`);
  } finally {
    await browser.close();
    await fixture.stop();
    server.kill();
    rmSync(temp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
