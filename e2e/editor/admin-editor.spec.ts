import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { expect, test, type Page } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { aroundTheClock, articleDates, buildStep, exportFilesHolding, REBUILT_DIR, REBUILT_PORT, serveRebuilt, writeArticle } from './rebuilt-site';
import { frenchDay } from '../../lib/french-date';
import { withMetaPolicy } from '../../pipeline/headers';
import { adminPolicy } from '../../pipeline/lib/admin-policy';
import { decapConfig, decapConfigText } from '../../pipeline/lib/decap-config';
import { EditorPage } from './editor-page';
import { ADMIN_PATH } from '../../lib/routes';

/*
 * The editor at /admin/ as the centre's staff use it: the built export's editor (its own page, config
 * and policy, served as a CDN would) against Decap's local server in git mode, on a clone of a fixture
 * repository holding a copy of content/. A saved change is a draft branch; publishing merges it into
 * main; the site rebuilt from main shows it. Nothing leaves the machine.
 */

const SERVICE = { slug: 'soins-medicaux-a-domicile', id: 2 };
const SERVICE_FILE = `content/services/${SERVICE.slug}.yml`;
const NEW_PRICE = 3750;
/** The number a new article takes: the next free one, drafts included, whatever content/ holds. */
const ARTICLE_ID =
  Math.max(...readdirSync(join(PROJECT, 'content/articles/fr')).map((name) => Number(/^id: *(\d+)/m.exec(readFileSync(join(PROJECT, 'content/articles/fr', name), 'utf8'))?.[1]))) + 1;
const ARTICLE = {
  slug: 'bien-dormir-quand-on-vieillit',
  date: '2026-11-20',
  fr: {
    title: 'Bien dormir quand on vieillit',
    excerpt: 'Le sommeil change avec l’âge. Quelques habitudes simples, prises chaque jour, aident à retrouver des nuits reposantes, sans médicament.',
    lead: 'Se réveiller plus tôt, dormir moins profondément : c’est normal avec l’âge. Être fatigué toute la journée ne l’est pas.',
    alt: 'Une chambre calme dans une lumière douce',
    body: 'Un bon sommeil aide à garder des forces et le moral.',
  },
  en: {
    title: 'Sleeping well as we grow older',
    excerpt: 'Sleep changes with age. A few simple habits, kept every day, help bring back restful nights without medicine and without any cost.',
    lead: 'Waking earlier and sleeping less deeply is normal with age. Being tired all day is not.',
    alt: 'A quiet bedroom in soft light',
    body: 'Good sleep helps you keep your strength and your spirits up.',
  },
};

/** Two articles beside the editor's on main (e2e/editor/rebuilt-site.ts): due on the rebuild's day, and scheduled for the next, named by the first. */
const { clock: CLOCK, due: DUE, scheduled: SCHEDULED } = aroundTheClock(ARTICLE_ID + 1, [...articleDates(join(PROJECT, 'content')), ARTICLE.date]);

// The editor is a desktop tool: it runs at the width staff use it (playwright.config.ts).
const session = setUpEditorSession();

/**
 * The editor as a build with CMS_SIGN_IN=github serves it (the export under test may have been built for
 * another path): its generated config, and the page with that config's policy, in its headers and its <meta>.
 */
async function servedForGitHub(page: Page) {
  const config = decapConfig({ CMS_SIGN_IN: 'github', CMS_REPO: 'centre/site', CMS_GITHUB_AUTH_URL: 'https://cms-auth.centre.workers.dev' });
  const policy = adminPolicy(config);
  await page.route('**/admin/config.yml', (route) => route.fulfill({ contentType: 'text/yaml', body: decapConfigText(config) }));
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers(), 'content-security-policy': policy.csp, 'cross-origin-opener-policy': policy.crossOriginOpenerPolicy };
    route.fulfill({ response, headers, body: withMetaPolicy(await response.text(), policy.metaCsp) });
  });
  return config as typeof config & { backend: { base_url: string } };
}

const yamlAt = (branch: string, file: string) => parse(session.fixture.fileAt(branch, file) ?? 'null') as { prices: { min: number }[] } | null;

test('a price changed in the editor waits in a draft branch, and reaches main when published', async ({ page }) => {
  const editor = new EditorPage(page);
  const before = yamlAt('main', SERVICE_FILE);
  expect(before?.prices[0]?.min).not.toBe(NEW_PRICE);

  await editor.signIn();
  await editor.openEntry('services', SERVICE.slug);
  await editor.field('Montant').fill(String(NEW_PRICE));
  await editor.save();
  await editor.saved();

  const draft = `cms/services/${SERVICE.slug}`;
  expect(session.fixture.branches()).toContain(draft);
  expect(yamlAt(draft, SERVICE_FILE)?.prices[0]?.min).toBe(NEW_PRICE);
  expect(yamlAt('main', SERVICE_FILE)).toEqual(before);
  // The editor rewrites the file in its own layout; what it holds is the same but for the price.
  const drafted = yamlAt(draft, SERVICE_FILE)!;
  expect({ ...drafted, prices: drafted.prices.slice(1) }).toEqual({ ...before, prices: before!.prices.slice(1) });

  await editor.setStatus('Prêt');
  await editor.publishNow();
  expect(yamlAt('main', SERVICE_FILE)?.prices[0]?.min).toBe(NEW_PRICE);
  expect(session.fixture.branches()).not.toContain(draft);
});

test('an empty English field on a service blocks the save', async ({ page }) => {
  const editor = new EditorPage(page);
  const head = session.fixture.git('rev-parse', 'main');
  await editor.signIn();
  await editor.openEntry('services', SERVICE.slug);
  await editor.field('Anglais', { scope: editor.group('Titre') }).fill('');
  await editor.save();
  await expect(page.getByText(/Rien n'a été enregistré/)).toBeVisible();
  await expect(editor.group('Titre').getByText(/^«\sAnglais\s» est vide\s: remplissez-le\.$/)).toBeVisible();
  expect(session.fixture.branches()).toEqual(['main']);
  expect(session.fixture.git('rev-parse', 'main')).toBe(head);
});

test('an article written in both languages, with a photo, is published in both', async ({ page }, testInfo) => {
  const editor = new EditorPage(page);
  // A phone photo: it says where it was taken. The editor strips that before it is sent.
  const photo = testInfo.outputPath('chambre.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5a8f9a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Téléphone', Model: 'Modèle 7' } })
      .toBuffer(),
  );
  expect((await sharp(photo).metadata()).exif).toBeDefined();

  await editor.signIn();
  await editor.newEntry('articles');
  await editor.field('Numéro').fill(String(ARTICLE_ID));
  for (const pane of ['fr', 'en'] as const) {
    const text = ARTICLE[pane];
    await editor.field('Titre', { pane }).fill(text.title);
    await editor.field('Extrait', { pane }).fill(text.excerpt);
    await editor.field('Chapeau', { pane }).fill(text.lead);
    await editor.field('Description de l’image', { pane }).fill(text.alt);
    await editor.typeText('Texte', text.body, pane);
  }
  await editor.choose('Catégorie', 'Santé');
  await editor.field('Date').fill(ARTICLE.date);
  await editor.chooseIcon('Lune');
  await editor.uploadImage(photo);
  await editor.save();
  await editor.saved();

  const draft = `cms/articles/${ARTICLE.slug}`;
  expect(session.fixture.branches()).toContain(draft);
  expect(session.fixture.fileAt(draft, `content/articles/fr/${ARTICLE.slug}.md`)).toContain(`title: ${ARTICLE.fr.title}`);
  expect(session.fixture.fileAt('main', `content/articles/fr/${ARTICLE.slug}.md`)).toBeUndefined();

  await editor.setStatus('Prêt');
  await editor.publishNow();
  const french = session.fixture.fileAt('main', `content/articles/fr/${ARTICLE.slug}.md`);
  const english = session.fixture.fileAt('main', `content/articles/en/${ARTICLE.slug}.md`);
  // Stored under a name of its own (editor/photos/target.ts), as a JPEG.
  const photoPath = /src: \/media\/(chambre-[a-z0-9]+\.jpg)\n/.exec(french ?? '')?.[1];
  expect(photoPath, 'the article shows the photo sent').toBeDefined();
  expect(english).toContain(`title: ${ARTICLE.en.title}`);
  expect(english).toContain(ARTICLE.en.body);
  const stored = await sharp(session.fixture.bytesAt('main', `content/media/${photoPath}`)).metadata();
  expect(stored.format).toBe('jpeg');
  expect(stored.exif, 'the photo keeps no hidden details').toBeUndefined();
});

test.describe('signed in through GitHub, as on the live site', () => {
  // No local server: the editor uses the config's GitHub backend. The OAuth proxy's window and GitHub's
  // API are played by Playwright, on this machine; what is tested is that the editor's own policy for
  // this path (its connect-src, its opener policy) lets the sign-in window hand the token back and the
  // API be reached.
  test('the sign-in window hands its token back to the editor, which then asks GitHub who signed in', async ({ page, context }) => {
    const config = await servedForGitHub(page);
    const { origin: local } = new URL(config.local_backend.url);
    await context.route(`${local}/**`, (route) => route.abort());
    const token = 'jeton-de-test';
    await context.route(`${config.backend.base_url}/auth**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        // What sveltia-cms-auth's page does once GitHub has answered: the handshake, then the token.
        body: `<script>
          window.addEventListener('message', (event) => {
            window.opener.postMessage('authorization:github:success:' + JSON.stringify({ token: '${token}', provider: 'github' }), event.origin);
          });
          window.opener.postMessage('authorizing:github', '*');
        </script>`,
      }),
    );
    const asked: string[] = [];
    await context.route('https://api.github.com/**', (route) => {
      asked.push(`${route.request().headers().authorization ?? ''} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
    });

    await page.goto(ADMIN_PATH);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Se connecter avec GitHub' }).click();
    const signInWindow = await popup;
    // The handshake takes a few milliseconds: the window is often closed by the time click() has
    // returned, and waitForEvent('close') never resolves for a page already closed. Ask whether it is.
    await expect.poll(() => signInWindow.isClosed(), { message: 'the editor closes the sign-in window once it has the token', timeout: 15_000 }).toBe(true);
    await expect.poll(() => asked).toContainEqual(`token ${token} /user`);
  });
});

const alternates = (page: Page) =>
  page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname])));

test('the site rebuilt from main shows the new price and the new article, in both languages; an article dated tomorrow is nowhere', async ({ page }) => {
  // One build of the site (about a minute on 2 cores): the build's own content check, the export, and
  // the steps the pages' policy, 404s and photos need (critical CSS, previews and the worker are left out).
  test.setTimeout(8 * 60_000);
  const content = join(session.fixture.checkout('main'), 'content');
  for (const article of [DUE, SCHEDULED]) writeArticle(content, article);
  const clock = { BUILD_DATE: CLOCK.buildDate };
  const checked = buildStep(['--import', 'tsx', 'pipeline/check-content.ts'], content, clock);
  // Read and valid, left out for its date only: the build says so, and of it alone.
  expect(checked).toContain(`Programmé pour le ${frenchDay(SCHEDULED.date)} : l'article n°${SCHEDULED.id} sera mis en ligne ce jour-là`);
  expect(checked).not.toContain(`l'article n°${DUE.id} sera mis en ligne`);
  buildStep([join(PROJECT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], content, clock);
  // The uploaded photo, resized as the prebuild step does, into this export rather than our public/.
  buildStep(['--import', 'tsx', 'pipeline/media.ts', REBUILT_DIR], content, clock);
  buildStep(['--import', 'tsx', 'pipeline/postbuild.ts', REBUILT_DIR, 'turnFolderPagesIntoFiles', 'writeSecurityHeaders'], content, clock);

  const server = await serveRebuilt();
  try {
    const site = `http://127.0.0.1:${REBUILT_PORT}`;
    await page.goto(`${site}/ServiceDetails/${SERVICE.id}/`);
    await expect(page.locator('main')).toContainText(/3\s750\sFCFA/);

    await page.goto(`${site}/blog/`);
    await expect(page.locator(`a[href="/blogDetails/${ARTICLE_ID}/"]`).first()).toBeVisible();
    await expect(page.locator('main')).toContainText(ARTICLE.fr.title);
    await page.goto(`${site}/en/blog/`);
    await expect(page.locator('main')).toContainText(ARTICLE.en.title);

    await page.goto(`${site}/blogDetails/${ARTICLE_ID}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.fr.title);
    await expect(page.locator('main')).toContainText(ARTICLE.fr.body);
    const picture = page.locator('main img[src*="/media/"]').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(await alternates(page)).toMatchObject({ fr: `/blogDetails/${ARTICLE_ID}/`, en: `/en/blogDetails/${ARTICLE_ID}/` });

    await page.goto(`${site}/en/blogDetails/${ARTICLE_ID}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE.en.title);
    expect(await alternates(page)).toMatchObject({ fr: `/blogDetails/${ARTICLE_ID}/`, en: `/en/blogDetails/${ARTICLE_ID}/` });

    const sitemap = readFileSync(join(PROJECT, REBUILT_DIR, 'sitemap.xml'), 'utf8');
    const entry = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!).find((body) => new RegExp(`<loc>[^<]*/blogDetails/${ARTICLE_ID}/</loc>`).test(body));
    expect(entry).toMatch(new RegExp(`hreflang="en" href="[^"]*/en/blogDetails/${ARTICLE_ID}/"`));
    expect(entry).toMatch(new RegExp(`hreflang="fr" href="[^"]*/blogDetails/${ARTICLE_ID}/"`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/en/blogDetails/${ARTICLE_ID}/</loc>`));

    // The article due on the build's day in Yaoundé (still the day before in UTC) is on the site…
    for (const [prefix, locale] of [['', 'fr'], ['/en', 'en']] as const) {
      await page.goto(`${site}${prefix}/blog/`);
      await expect(page.locator(`main a[href="${prefix}/blogDetails/${DUE.id}/"]`).first()).toBeVisible();
      expect((await page.goto(`${site}${prefix}/blogDetails/${DUE.id}/`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DUE[locale].title);
      // …and its « À lire aussi » offers other articles in place of the one it names, not yet out.
      await expect(page.locator(`main a[href^="${prefix}/blogDetails/"]`).first()).toBeVisible();
      await expect(page.locator(`a[href*="/blogDetails/${SCHEDULED.id}/"]`)).toHaveCount(0);
      // The one dated the next day has no page.
      expect((await page.goto(`${site}${prefix}/blogDetails/${SCHEDULED.id}/`))?.status()).toBe(404);
    }
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blogDetails/${DUE.id}/</loc>`));
    // Nor is it anywhere else: no page, page data, sitemap entry or script of the export names it.
    const [due, scheduled] = [DUE, SCHEDULED].map((article) => [`/blogDetails/${article.id}/`, article.fr.title, article.en.title]);
    expect(exportFilesHolding(due!).length).toBeGreaterThan(0);
    expect(exportFilesHolding(scheduled!)).toEqual([]);
  } finally {
    server.kill();
  }
});
