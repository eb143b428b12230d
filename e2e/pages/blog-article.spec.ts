import { expect, test, type Page } from '../fixtures';
import { blogPage } from '../../copy/blog-page';
import { articles as articlesByLocale, getArticle as getArticleIn, getRelatedArticles as getRelatedIn } from '../../site/articles';
import { site as siteByLocale } from '../../content/site';
import { formatDate } from '../../lib/format';
import { articlePath } from '../../lib/routes';
import { proseBlocks } from '../../lib/prose';
import { expectNoA11yViolations } from '../a11y/a11y';
import { followLink } from '../links';
import { unknownIds } from '../routes';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const getArticle = (id: number) => getArticleIn(id, 'fr');
const getRelatedArticles = (article: (typeof articles)[number]) => getRelatedIn(article, 'fr');
const healthTag = blogPage.fr.article.healthTag;
const site = siteByLocale.fr;

const CATEGORIES = Object.values(blogPage.fr.article.categories);
/** The page of one of the published articles, whichever the blog has (`nth` wraps round the list). */
const nthArticlePath = (nth: number) => articlePath(articles[nth % articles.length]!.id, 'fr');

/** The article's canonical URL, as the page itself declares it. */
async function canonicalUrl(page: Page) {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(href).toMatch(/^https?:\/\/.+\/blogDetails\/\d+\/$/);
  return href!;
}

const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Partager cet article' });

async function focusIsInside(page: Page) {
  return shareDialog(page).evaluate((dialog) => dialog.contains(document.activeElement) && document.activeElement !== dialog);
}

for (const article of articles) {
  test(`article ${article.id}: banner, body, tags and 2 related links`, async ({ page }) => {
    await page.goto(`/blogDetails/${article.id}/`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.title);
    expect(CATEGORIES).toContain(article.categoryName);
    await expect(main.getByText(`Catégorie\u00A0: ${article.categoryName}`)).toBeVisible();
    // Its picture comes inside the HTML, as a data: URL (pipeline/first-paint.ts).
    await expect(main.getByRole('img', { name: article.image.alt })).toBeVisible();

    const date = main.locator('header time');
    await expect(date).toHaveAttribute('datetime', article.date);
    await expect(date).toHaveText(formatDate(article.date, 'fr'));
    await expect(main.locator('header')).toContainText(article.author.replace(/^L'/, "l'"));

    // The body: every heading of the text as an h2, every list item, the lead.
    await expect(main.getByText(article.lead)).toBeVisible();
    for (const block of proseBlocks(article.body)) {
      if (block.kind === 'heading') await expect(main.getByRole('heading', { level: 2, name: block.text })).toBeVisible();
      if (block.kind === 'item') await expect(main.getByRole('listitem').filter({ hasText: block.text }).first()).toBeVisible();
    }

    const tags = main.getByRole('list', { name: 'Mots-clés\u00A0:' }).getByRole('listitem');
    await expect(tags).toHaveText([article.categoryName, healthTag]);

    const related = page.getByRole('region', { name: 'À lire aussi' });
    const links = related.getByRole('link', { name: /^Lire l'article/ });
    // The articles it names first, then others: always two while the blog has three articles or more.
    await expect(links).toHaveCount(Math.min(2, articles.length - 1));
    for (const [index, id] of article.related.filter((related) => getArticle(related)).entries()) {
      const target = getArticle(id)!;
      await expect(links.nth(index)).toHaveAccessibleName(`Lire l'article\u00A0: ${target.title}`);
      await expect(links.nth(index)).toHaveAttribute('href', new RegExp(`^/blogDetails/${id}/?$`));
    }
  });
}

test('a related article opens its own page', async ({ page }) => {
  const article = articles[0]!;
  const target = getRelatedArticles(article).at(-1)!;
  await page.goto(`/blogDetails/${article.id}/`);
  await page.getByRole('region', { name: 'À lire aussi' }).getByRole('link', { name: `Lire l'article\u00A0: ${target.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blogDetails/${target.id}/$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
});

test('the back link returns to the blog', async ({ page }) => {
  await followLink(page, nthArticlePath(2), 'Retour au blog', /\/blog\/$/);
});

test('the share icons link to Facebook and WhatsApp with the canonical URL', async ({ page }) => {
  await page.goto(nthArticlePath(1));
  const url = await canonicalUrl(page);
  const banner = page.getByRole('main').locator('header');
  const facebook = banner.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' });
  await expect(facebook).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  const whatsapp = banner.getByRole('link', { name: 'Envoyer par WhatsApp (nouvel onglet)' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.?*+^$()|[\]\\]/g, '\\$&')}$`));
  for (const link of [facebook, whatsapp]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test.describe('share dialog', () => {
  test('opens from « Partager cet article », moves and keeps focus inside, closes on Escape', async ({ page }) => {
    await page.goto(nthArticlePath(0));
    const opener = page.getByRole('button', { name: 'Partager cet article' });
    await expect(shareDialog(page)).toBeHidden();
    await opener.click();
    await expect(shareDialog(page)).toBeVisible();
    await expect(shareDialog(page).getByRole('heading', { name: 'Partager cet article' })).toBeVisible();
    expect(await focusIsInside(page)).toBe(true);

    // Tab and Shift+Tab go round the dialog's controls and never leave it.
    const count = await shareDialog(page).locator('a[href], button, input').count();
    const seen = new Set<string>();
    for (let step = 0; step < count + 2; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page), `after Tab ${step + 1}`).toBe(true);
      seen.add(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 60) ?? ''));
    }
    expect(seen.size).toBe(count);
    for (let step = 0; step < count + 2; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusIsInside(page), `after Shift+Tab ${step + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(shareDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the × button closes it and gives focus back to the button that opened it', async ({ page }) => {
    await page.goto(nthArticlePath(3));
    const opener = page.getByRole('button', { name: "Plus d'options" });
    await opener.click();
    await expect(shareDialog(page)).toBeVisible();
    await shareDialog(page).getByRole('button', { name: 'Fermer' }).click();
    await expect(shareDialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a click on the backdrop closes it', async ({ page }) => {
    await page.goto(nthArticlePath(3));
    await page.getByRole('button', { name: 'Partager cet article' }).click();
    await expect(shareDialog(page)).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(shareDialog(page)).toBeHidden();
  });

  test('offers Facebook, WhatsApp, the profile link and the link to copy', async ({ page }) => {
    await page.goto(nthArticlePath(4));
    const url = await canonicalUrl(page);
    await page.getByRole('button', { name: 'Partager cet article' }).click();
    const dialog = shareDialog(page);
    await expect(dialog.getByRole('link', { name: /^Partager sur Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    await expect(dialog.getByRole('link', { name: /^Envoyer par WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expect(dialog.getByRole('link', { name: /^Suivre notre page Facebook/ })).toHaveAttribute('href', site.social.facebook);
    for (const link of await dialog.getByRole('link').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(dialog.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    const box = dialog.getByRole('textbox', { name: "Lien de l'article" });
    await expect(box).toHaveValue(url);
    await expect(box).toHaveAttribute('readonly', '');
  });

  test('« Copier » copies the canonical URL and says « Lien copié ! »', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(nthArticlePath(2));
    const url = await canonicalUrl(page);
    await page.getByRole('button', { name: 'Partager cet article' }).click();
    const status = shareDialog(page).getByRole('status');
    await expect(status).toHaveText('');
    await shareDialog(page).getByRole('button', { name: 'Copier', exact: true }).click();
    await expect(status).toHaveText(/^Lien copié\s!$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Closing clears the message; « Copier le lien » does the same job.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Partager cet article' }).click();
    await expect(status).toHaveText('');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await shareDialog(page).getByRole('button', { name: 'Copier le lien' }).click();
    await expect(status).toHaveText(/^Lien copié\s!$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});

test('no serious accessibility violation on an article, with the dialog closed and open', async ({ page }) => {
  await page.goto(nthArticlePath(0));
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Partager cet article' }).click();
  await expect(shareDialog(page)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('has no horizontal scroll', async ({ page }) => {
  await page.goto(nthArticlePath(1));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

for (const id of [String(unknownIds.article), '0']) {
  test(`an unknown article (/blogDetails/${id}/) shows « Article non trouvé »`, async ({ page }) => {
    const response = await page.goto(`/blogDetails/${id}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article non trouvé');
    await page.getByRole('link', { name: 'Retour au blog' }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the article, its share links and related links are all there', async ({ page }) => {
    const article = articles[1]!;
    await page.goto(`/blogDetails/${article.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByText(article.lead)).toBeVisible();
    await expect(page.getByRole('main').locator('header').getByRole('link', { name: /Facebook/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'À lire aussi' }).getByRole('link', { name: /^Lire l'article/ })).toHaveCount(2);
  });
});
