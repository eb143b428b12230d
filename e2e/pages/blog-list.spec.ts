import { expect, settled, test } from '../fixtures';
import { articles as articlesByLocale } from '../../site/articles';
import { blogPage } from '../../copy/blog-page';
import { ctas } from '../../copy/ctas';
import { blogSlides as blogSlidesByLocale } from '../../content/slides';
import { formatDate } from '../../lib/format';
import { expectNoA11yViolations } from '../a11y/a11y';

// The French views: these tests check the French site (the English one has its own).
const articles = articlesByLocale.fr;
const blogHighlights = blogPage.fr.careTeam.highlights;
const blogIntro = blogPage.fr.intro;
const careTeamAbout = blogPage.fr.careTeam;
const blogCta = ctas.fr.blog;
const blogSlides = blogSlidesByLocale.fr;

test('shows the heading, the intro and a card per article, newest first', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIntro.title);
  await expect(page.getByText(blogIntro.lead)).toBeVisible();

  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(articles.length);
  for (const [index, article] of articles.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
    await expect(card.locator('img')).toHaveAttribute('src', article.image.src);
    await expect(card.locator('svg').first()).toBeVisible(); // the article's icon badge
    const date = card.locator('time');
    await expect(date).toHaveAttribute('datetime', article.date);
    await expect(date).toHaveText(formatDate(article.date, 'fr'));
    if (index > 0) expect(article.date <= articles[index - 1]!.date, article.date).toBe(true);
    await expect(card).toContainText(article.excerpt);
    await expect(card).toContainText(article.categoryName);
    const link = card.getByRole('link', { name: `Lire l'article\u00A0: ${article.title}` });
    await expect(link).toHaveText(/^Lire l'article/);
    await expect(link).toHaveAttribute('href', new RegExp(`^/blogDetails/${article.id}/?$`));
  }
});

test('dates are French, like « 15 Mai 2024 »', async ({ page }) => {
  await page.goto('/blog/');
  const dates = page.getByRole('main').getByRole('article').locator('time');
  await expect(dates.first()).toHaveText(/^\d{1,2} (Janvier|Février|Mars|Avril|Mai|Juin|Juillet|Août|Septembre|Octobre|Novembre|Décembre) \d{4}$/);
  await expect(dates).toHaveText(articles.map((article) => formatDate(article.date, 'fr')));
});

test('every « Lire l\'article » link opens its article', async ({ page }) => {
  test.slow(); // five page loads and five navigations
  for (const article of articles) {
    await page.goto('/blog/');
    await page.getByRole('link', { name: `Lire l'article\u00A0: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blogDetails/${article.id}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  }
});

test('a click anywhere on a card opens its article', async ({ page }) => {
  await page.goto('/blog/');
  const article = articles[2]!;
  // The card's centre, over its text: the stretched link takes the click.
  await page.getByRole('main').getByRole('article').nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/blogDetails/${article.id}/$`));
});

test('shows the care team, its 4 highlights and the call to action', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.getByRole('heading', { level: 2, name: careTeamAbout.title })).toBeVisible();
  for (const highlight of blogHighlights) {
    await expect(page.getByRole('heading', { level: 3, name: highlight.title })).toBeVisible();
    await expect(page.getByText(highlight.description)).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 2, name: blogCta.title })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Contactez-nous' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
});

test('the carousel causes no layout shift while Swiper takes over', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { carouselShifts: string[] }).carouselShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
        for (const source of entry.sources ?? []) {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (element?.closest('[aria-roledescription="carrousel"]')) shifts.push(element.outerHTML.slice(0, 80));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/blog/');
  await expect(page.getByRole('button', { name: 'Aller à la diapositive 1' })).toHaveAttribute('aria-current', 'true');
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { carouselShifts: string[] }).carouselShifts)).toEqual([]);
});

test('has no horizontal scroll', async ({ page }) => {
  await page.goto('/blog/');
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('no serious accessibility violation on /blog', async ({ page }) => {
  await page.goto('/blog/');
  await expect(page.getByRole('button', { name: 'Aller à la diapositive 1' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the text, the links and the first slide are all there', async ({ page }) => {
    await page.goto('/blog/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogIntro.title);
    await expect(page.getByRole('link', { name: /^Lire l'article/ })).toHaveCount(articles.length);
    const first = blogSlides[0]!;
    await expect(page.getByText(first.title)).toBeInViewport();
    const picture = page.getByRole('img', { name: first.alt });
    await expect(picture).toBeInViewport();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The other slides wait, clipped, beside the first one.
    await expect(page.getByText(blogSlides[1]!.title)).not.toBeInViewport();
    // Controls that could do nothing without a script are not shown.
    await expect(page.getByRole('button', { name: /diapositive|diaporama/i })).toHaveCount(0);
  });
});
