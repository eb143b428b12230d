import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { expect, test, type Page } from '../fixtures';
import { PROJECT, setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';
import { priceText } from '../../copy/prices';
import type { PriceUnit } from '../../lib/estimate';
import { attributeOf, elementsOf, parseHtml, type HtmlElement, type HtmlNode } from '../../pipeline/lib/html-source';

/*
 * The editor's preview pane (editor/preview/), in the built export against decap-server on a fixture
 * repository (e2e/editor/editor-fixture.ts), offline: a service's page and an article's, drawn by the
 * site's own view components with the site's stylesheet: every heading of the live page, prices as the
 * site prints them in French and in English, Markdown rendered with the build's typography, the
 * related articles, following what staff type, and nothing sent from it. Its code and styles come only
 * when the pane opens. On a phone (390 px) the preview takes the form's place, no wider than the screen.
 */

const SERVICE = 'soins-medicaux-a-domicile';
const nbsp = '\u00A0';
const nnbsp = '\u202F';

/** An article of the fixture (a copy of content/) whose French text has a title, a list and a colon. */
function articleWithStructure() {
  const dir = join(PROJECT, 'content', 'articles', 'fr');
  for (const file of readdirSync(dir).sort()) {
    const text = readFileSync(join(dir, file), 'utf8');
    const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
    const heading = /^## (.+)$/m.exec(body)?.[1];
    if (heading && /^- /m.test(body) && / : /.test(body)) {
      const front = parse(/^---\n([\s\S]*?)\n---\n/.exec(text)![1]!) as { title: string };
      return { slug: file.replace(/\.md$/, ''), title: front.title, heading };
    }
  }
  throw new Error('no article of content/ has a « ## » title, a list and a « : » to preview');
}

/** The words of a node as a reader gets them (white space run together; a no-break space stays one). */
function wordsOf(node: HtmlNode): string {
  const text = 'value' in node && node.nodeName === '#text' ? node.value : '';
  const children = 'childNodes' in node ? node.childNodes.map(wordsOf).join('') : '';
  return `${text}${children}`.replace(/[ \t\n\r]+/g, ' ').replace(/^ | $/g, '');
}

/** The headings of a built page (out/…/index.html), in order: inside <main>, or inside the element `within` picks. */
function builtHeadings(path: string, within: (element: HtmlElement) => boolean = (element) => element.tagName === 'main'): string[] {
  const document = parseHtml(readFileSync(join(PROJECT, 'out', path, 'index.html'), 'utf8'));
  const root = [...elementsOf(document)].find(within);
  if (!root) throw new Error(`${path}: no such part`);
  return [...elementsOf(root)].filter((element) => /^h[1-6]$/.test(element.tagName)).map(wordsOf);
}

/** The service file whose page is /ServiceDetails/<id>/. */
function serviceFile(id: number): string {
  const dir = join(PROJECT, 'content', 'services');
  const file = readdirSync(dir).find((name) => (parse(readFileSync(join(dir, name), 'utf8')) as { id: number }).id === id);
  if (!file) throw new Error(`no service n°${id}`);
  return file.replace(/\.yml$/, '');
}

let previewRequests: string[] = [];

const session = setUpEditorSession();

test.beforeEach(async ({ page }) => {
  previewRequests = [];
  page.on('request', (request) => {
    if (/\/admin\/preview\.(js|css)$/.test(new URL(request.url()).pathname)) previewRequests.push(new URL(request.url()).pathname);
  });
});

const previewToggle = (page: Page) => page.getByRole('button', { name: 'Aperçu', exact: true });
const frameOf = (page: Page) => page.frameLocator('#preview-pane');

test('a service: the site’s styles, the price typed shown as the page prints it, in French and in English', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('services', SERVICE);
  // A service opens with its form alone, the two languages side by side: the preview's code waits.
  await expect(page.locator('#preview-pane')).toHaveCount(0);
  expect(previewRequests).toEqual([]);

  await previewToggle(page).click();
  const frame = frameOf(page);
  const title = (parse(session.fixture.fileAt('main', `content/services/${SERVICE}.yml`)!) as { title: { fr: string } }).title.fr;
  await expect(frame.locator('h1')).toHaveText(title);
  expect(previewRequests.sort()).toEqual(['/admin/preview.css', '/admin/preview.js']);

  // The site's stylesheet is in the frame: its fonts, its layout, the service's accent colour.
  const looks = await frame.locator('h1').evaluate((h1) => ({
    font: getComputedStyle(h1.ownerDocument.body).fontFamily,
    container: getComputedStyle(h1.closest('.container')!).maxWidth,
    // The header's own module (service-header.module.css), by the class name the preview's code gives it.
    header: getComputedStyle(h1.closest('section')!).backgroundImage,
    lang: h1.ownerDocument.documentElement.lang,
  }));
  expect(looks.font).toContain('Atkinson Fallback');
  expect(looks.container).not.toBe('none');
  expect(looks.header).toContain('radial-gradient');
  expect(looks.lang).toBe('fr');
  // The site's icons, from the file the editor's bundle ships (an address from the site's root: the frame's own is about:srcdoc).
  const sprite = (await frame.locator('h1').locator('xpath=preceding-sibling::span//*[local-name()="use"]').getAttribute('href'))!;
  expect(sprite).toMatch(/^\/admin\/.+\.svg#[\w-]+$/);
  expect((await page.request.get(sprite.split('#')[0]!)).ok()).toBe(true);

  // A price typed as people write it, shown as the page prints it, as staff type.
  await editor.field('Montant').fill('3.500');
  const firstPrice = frame.locator('#tarifs dd').first();
  // The line's unit as the site prints it after the amount (« / visite »), from the service's file.
  const unit = (parse(session.fixture.fileAt('main', `content/services/${SERVICE}.yml`)!) as { prices: { unit: PriceUnit }[] }).prices[0]!.unit;
  await expect(firstPrice).toHaveText(priceText({ min: 3500, unit }, 'fr'));
  expect(priceText({ min: 3500, unit }, 'fr')).toMatch(new RegExp(`^3${nnbsp}500${nbsp}FCFA`));
  await editor.field('Montant').fill('4 250');
  await expect(firstPrice).toHaveText(priceText({ min: 4250, unit }, 'fr'));

  // The service's text: Markdown as the build renders it, with French typography.
  const prose = frame.locator('article.prose');
  await expect(prose.locator('h2').first()).toBeVisible();
  await expect(prose.locator('ul li').first()).toBeVisible();
  expect(await prose.innerText()).toMatch(new RegExp(`\\S${nbsp}:`));

  // The title, typed: the page follows.
  await editor.field('Français', { scope: editor.group('Titre') }).fill('Soins à domicile: test');
  await expect(frame.locator('h1')).toHaveText(`Soins à domicile${nbsp}: test`);

  // The same page in English.
  await frame.getByRole('button', { name: 'English' }).click();
  await expect(firstPrice).toHaveText(priceText({ min: 4250, unit }, 'en'));
  expect(priceText({ min: 4250, unit }, 'en')).toMatch(new RegExp(`^4,250${nbsp}FCFA`));
  await expect(frame.locator('main')).toHaveAttribute('lang', 'en');
  expect(await frame.locator('html').getAttribute('lang')).toBe('en');
});

test('an article: its Markdown rendered with the build’s typography, following what staff type', async ({ page }) => {
  const article = articleWithStructure();
  const editor = new EditorPage(page);
  await editor.signIn();
  await editor.openEntry('articles', article.slug);
  // An article opens with its English column beside the French one; the eye swaps it for the page.
  await expect(page.locator('#preview-pane')).toHaveCount(0);
  await previewToggle(page).click();
  const frame = frameOf(page);
  const body = frame.locator('article .prose');
  await expect(frame.locator('h1')).toHaveText(article.title.replace(/ ([:;!?])/g, `${nbsp}$1`));
  await expect(body.locator('h2').first()).toHaveText(article.heading.replace(/ ([:;!?])/g, `${nbsp}$1`));
  await expect(body.locator('ul li').first()).toBeVisible();
  expect(await body.innerText()).toMatch(new RegExp(`\\S${nbsp}:`));
  expect(await body.innerText()).not.toMatch(/\S :/);
  await expect(frame.locator('article header time')).toHaveText(/^\d{1,2} \p{Lu}\p{Ll}+ \d{4}$/u);

  // Staff type in the lead: the page follows, with its typography.
  await editor.field('Chapeau').fill('À retenir: bouger chaque jour!');
  await expect(body.locator('p').first()).toHaveText(`À retenir${nbsp}: bouger chaque jour${nbsp}!`);
});


for (const device of [
  { name: 'on a computer', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'on a phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(device.name, () => {
    test.use(device.use);

    test('a service’s preview holds each heading of its live page, and sends nothing', async ({ page }) => {
      const editor = new EditorPage(page);
      await editor.signIn();
      await editor.openEntry('services', serviceFile(1));
      await (device.use.viewport.width < 400 ? previewToggle(page).tap() : previewToggle(page).click());
      const frame = frameOf(page);
      const headings = builtHeadings('ServiceDetails/1');
      // « Ce service comprend », « Nos tarifs », « Informations pratiques », « Rappelez-moi », the other services, the text's own.
      expect(headings.length).toBeGreaterThanOrEqual(6);
      await expect(frame.locator('main h1')).toHaveText(headings[0]!);
      // Each in the same order; the page's client parts may add their own once drawn (the share strip's dialog).
      const shown = (await frame.locator('main').locator('h1, h2, h3, h4, h5, h6').allTextContents()).map((text) => text.replace(/[ \t\n\r]+/g, ' ').trim());
      const missing: string[] = [];
      let from = 0;
      for (const heading of headings) {
        const at = shown.indexOf(heading, from);
        if (at < 0) missing.push(heading);
        else from = at + 1;
      }
      expect(missing, `headings of /ServiceDetails/1/ the preview lacks (it shows ${JSON.stringify(shown)})`).toEqual([]);
      // The call number, the estimator and « Rappelez-moi », drawn as a visitor first sees them; the form cannot be sent from here.
      await expect(frame.locator('a[href^="tel:"]').first()).toBeVisible();
      await expect(frame.locator('#tarifs details')).toHaveCount(1);
      const form = frame.locator('#rappel form');
      await expect(form).toBeVisible();
      expect(await form.evaluate((element) => (element as HTMLFormElement).inert)).toBe(true);
    });
  });
}

test('an article’s preview shows its related articles as its page does', async ({ page }) => {
  const editor = new EditorPage(page);
  await editor.signIn();
  const dir = join(PROJECT, 'content', 'articles', 'fr');
  const slug = readdirSync(dir).sort()[0]!.replace(/\.md$/, '');
  const id = (parse(/^---\n([\s\S]*?)\n---\n/.exec(readFileSync(join(dir, `${slug}.md`), 'utf8'))![1]!) as { id: number }).id;
  await editor.openEntry('articles', slug);
  await previewToggle(page).click();
  // « À lire aussi » and its cards' titles, as the built page of the same article has them.
  const built = builtHeadings(`blogDetails/${id}`, (element) => attributeOf(element, 'aria-labelledby') === 'related-title');
  expect(built.length).toBeGreaterThan(1);
  await expect(frameOf(page).locator('section[aria-labelledby="related-title"]').locator('h2, h3')).toHaveText(built);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the preview takes the form’s place, no wider than the screen, and gives it back', async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.signIn();
    await editor.openEntry('services', SERVICE);
    const toggle = previewToggle(page);
    const box = (await toggle.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await toggle.tap();
    const frame = frameOf(page);
    await expect(frame.locator('#tarifs dd').first()).toHaveText(/FCFA(\s\/\s\S+)?$/);
    await expect(editor.field('Montant')).toBeHidden();
    const widths = {
      page: await page.evaluate(() => document.documentElement.scrollWidth),
      frame: await page.locator('#preview-pane').evaluate((element) => (element as HTMLIFrameElement).getBoundingClientRect().right),
      inside: await frame.locator('html').evaluate((html) => html.scrollWidth),
    };
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.frame).toBeLessThanOrEqual(390);
    expect(widths.inside).toBeLessThanOrEqual(390);
    // The same button, now named by what it brings back.
    await page.getByRole('button', { name: 'Formulaire', exact: true }).tap();
    await expect(editor.field('Montant')).toBeVisible();
    await expect(page.locator('#preview-pane')).toHaveCount(0);
  });
});
