import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test, type Page } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { BYTE_BUDGET, MAX_EDGE } from '../../editor/photos/target';
import { EditorPage } from './editor-page';
import { phonePhoto } from '../../tests/editor/phone-photo';

/*
 * Photos as staff send them, in the built export's editor against Decap's local server in git mode on
 * a fixture repository (as e2e/editor/admin-editor.spec.ts): a 48-megapixel phone photo, stored sideways with
 * the place it was taken, is committed small, upright and without its EXIF, in the entry's draft, and
 * reaches main only when the entry is published; a PDF and a drawing are refused in French and never
 * written; the « Media » tab, whose uploads skip the draft, is not offered. Once on a computer, once on
 * a phone with touch.
 */

/** As a phone stores it: 8000 × 6000, sideways (orientation 6), so it shows 6000 wide and 8000 high. */
const STORED = { width: 8000, height: 6000 };

const session = setUpEditorSession();
let files: string;
const file = (name: string) => join(files, name);

test.beforeAll(async () => {
  // A 48-megapixel picture made with grain: 2 s on an idle machine, several times that on a busy one.
  test.setTimeout(2 * 60_000);
  files = mkdtempSync(join(tmpdir(), 'admin-photos-'));
  // About 13 MB: the grain of a real photo, which the resizing smooths as it would a real one's.
  writeFileSync(file('IMG_20261120_143210.jpg'), await phonePhoto({ ...STORED, grain: { sigma: 40, blur: 1 }, quality: 92 }));
  writeFileSync(file('menu.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
  writeFileSync(file('logo.svg'), readFileSync(join(PROJECT, 'public/images/logo.svg')));
});
test.afterAll(() => {
  if (files) rmSync(files, { recursive: true, force: true });
});

/** How alike two pictures look once both are turned upright: the mean difference of their 16 × 16 thumbnails (0–255). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const thumbnail = (input: Buffer) => sharp(input).rotate().resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  const [x, y] = await Promise.all([thumbnail(a), thumbnail(b)]);
  return x.reduce((sum, value, index) => sum + Math.abs(value - y[index]!), 0) / x.length;
}

/** A French sentence as shown, whether its spaces around « » and before : are ordinary or no-break ones. */
const sentence = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

/** The media files a branch holds. */
const mediaAt = (branch: string) => session.fixture.git('ls-tree', '-r', '--name-only', branch, 'content/media/').split('\n').filter(Boolean);

async function sendPhotos(page: Page, entry: { collection: string; slug: string; file: string }) {
  const editor = new EditorPage(page);
  const reports: string[] = [];
  page.on('console', (message) => message.text().startsWith('photo: ') && reports.push(message.text()));
  const main = session.fixture.git('rev-parse', 'main');
  const mediaOnMain = mediaAt('main');

  await editor.signIn();
  // The header offers Contenus and Flux; the Media tab, whose uploads go straight to main, is gone.
  await expect(page.getByRole('link', { name: 'Flux' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Media' })).toBeHidden();

  await editor.openEntry(entry.collection, entry.slug);
  await page.getByRole('button', { name: 'Choisir une image' }).first().click();
  const library = page.getByRole('dialog');
  await expect(library.getByRole('heading', { name: 'Images' })).toBeVisible();
  await expect(library).not.toContainText('.gitkeep');
  // Deleting a published photo would commit to main at once: not offered.
  await expect(library.getByRole('button', { name: 'Supprimer les éléments sélectionnés' })).toBeHidden();

  const upload = library.locator('input[type="file"]');
  const notice = page.locator('.editor-photo-notice');
  await upload.setInputFiles(file('menu.pdf'));
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice.locator('p')).toHaveText(sentence("Le fichier « menu.pdf » n'est pas une photo JPEG, PNG, WebP ou AVIF : envoyez à la place une photo dans l'un de ces formats."));
  await upload.setInputFiles(file('logo.svg'));
  await expect(notice.locator('p')).toHaveText(sentence("Le fichier « logo.svg » est un dessin SVG : ce format n'est pas accepté pour les photos envoyées. Envoyez une photo JPEG ou PNG."));
  await expect(library).not.toContainText(/menu|logo/);
  await notice.getByRole('button', { name: 'Fermer' }).click();
  await expect(notice).toBeHidden();

  await upload.setInputFiles(file('IMG_20261120_143210.jpg'));
  // Prepared, handed to Decap, selected: « Choisir » puts it in the field (no click on the photo first).
  await library.getByRole('button', { name: 'Choisir les éléments sélectionnés' }).click({ timeout: 60_000 });
  await expect(library).toBeHidden();
  expect(session.fixture.branches(), 'nothing is written before « Enregistrer »').toEqual(['main']);
  await editor.save();
  await editor.saved();

  const draft = `cms/${entry.collection}/${entry.slug}`;
  const sent = mediaAt(draft).filter((path) => !mediaOnMain.includes(path));
  expect(sent, 'the draft holds the photo, and only it').toEqual([expect.stringMatching(/^content\/media\/img-20261120-143210-[a-z0-9]{6}\.jpg$/)]);
  const path = sent[0]!;
  expect(session.fixture.fileAt(draft, entry.file)).toContain(`src: ${path.replace('content', '')}`);
  expect(session.fixture.git('rev-parse', 'main'), 'main is untouched until the entry is published').toBe(main);

  const original = readFileSync(file('IMG_20261120_143210.jpg'));
  const stored = session.fixture.bytesAt(draft, path);
  const metadata = await sharp(stored).metadata();
  test.info().annotations.push({ type: 'photo', description: `${reports.join('; ')}; committed ${stored.length} bytes` });
  expect(original.length).toBeGreaterThan(12_000_000);
  expect(stored.length).toBeLessThanOrEqual(BYTE_BUDGET);
  // Upright: the width and height of orientation 6 swapped, its long side at most MAX_EDGE, no tag left to turn it.
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
    format: 'jpeg',
    width: (MAX_EDGE * STORED.height) / STORED.width,
    height: MAX_EDGE,
  });
  expect(metadata.orientation).toBeUndefined();
  expect(metadata.exif, 'no EXIF: no place, no phone').toBeUndefined();
  expect(await difference(stored, original), 'turned as the phone was held').toBeLessThan(8);

  await editor.setStatus('Prêt');
  await editor.publishNow();
  expect(session.fixture.bytesAt('main', path).equals(stored), 'main holds the photo once published').toBe(true);
  expect(session.fixture.branches()).not.toContain(draft);
}

test('a phone photo sent from an entry is committed small and upright in its draft, and reaches main when published', async ({ page }) => {
  await sendPhotos(page, { collection: 'services', slug: 'soins-medicaux-a-domicile', file: 'content/services/soins-medicaux-a-domicile.yml' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the same, at 390 × 844 with touch', async ({ page }) => {
    await sendPhotos(page, { collection: 'doctors', slug: 'samuel-fouda', file: 'content/doctors/samuel-fouda.yml' });
  });
});
