import { expect, test, type Page } from '../fixtures';
import { homeSlides as homeSlidesByLocale } from '../../content/slides';
import { getService as getServiceIn, homeServiceCards as homeServiceCardsByLocale, services as servicesByLocale } from '../../content/services';
import { faqItems as faqItemsByLocale } from '../../content/faq';
import { proseBlocks } from '../../lib/prose';
import { testimonials as testimonialsByLocale } from '../../content/testimonials';
import { phoneList as phoneListIn, site as siteByLocale } from '../../content/site';
import { carousel, expectAdvancesAndWraps, expectSlide, mouseAway, openSlider } from './pages-slider';
import { followLink } from '../links';
import { finishTransitionsAtOnce, layoutShifts, recordLayoutShifts } from '../pipeline/layout-shifts';

// The French views: these tests check the French site (the English one has its own).
const homeSlides = homeSlidesByLocale.fr;
const getService = (id: number) => getServiceIn(id, 'fr');
const homeServiceCards = homeServiceCardsByLocale.fr;
const faqItems = faqItemsByLocale.fr;
const testimonials = testimonialsByLocale.fr;
const phoneList = phoneListIn('fr');
const site = siteByLocale.fr;

// the home slider advances every 7000 ms.
const HOME_INTERVAL = 7000;
const titles = homeSlides.map((slide) => slide.title);
const [first, second, third] = titles as [string, string, string];
const heroOf = (page: Page) => carousel(page, 'Présentation du centre');
const openHero = (page: Page) => openSlider(page, '/', 'Présentation du centre');

test.describe('home hero slider', () => {
  test('has its slides, each with a call-to-action', async ({ page }) => {
    await page.goto('/');
    const hero = heroOf(page);
    const slides = hero.locator('[aria-roledescription="diapositive"]');
    await expect(slides).toHaveCount(homeSlides.length);
    for (const [index, slide] of homeSlides.entries()) {
      const link = slides.nth(index).getByRole('link', { name: slide.cta.label, includeHidden: true });
      await expect(link).toHaveAttribute('href', slide.cta.href);
    }
  });

  test('slide 1 image loads first with high priority, the others lazily', async ({ page }) => {
    await page.goto('/');
    const images = heroOf(page).locator('img');
    await expect(images).toHaveCount(homeSlides.length);
    await expect(images.nth(0)).toHaveAttribute('loading', 'eager');
    await expect(images.nth(0)).toHaveAttribute('fetchpriority', 'high');
    for (const index of [1, 2]) await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
    for (const index of [0, 1, 2]) {
      await expect(images.nth(index)).toHaveAttribute('width', /\d+/);
      await expect(images.nth(index)).toHaveAttribute('height', /\d+/);
    }
  });

  test('advances every 7 seconds and wraps from the last slide to the first', async ({ page }) => {
    const hero = await openHero(page);
    await expectAdvancesAndWraps(page, hero, titles, HOME_INTERVAL);
    // Automatic changes are not announced: only the visitor's own changes are.
    await expect(hero.locator('[aria-live="polite"]')).toHaveText('');
  });

  test('turning by itself moves nothing on the page: no layout shift as the next dot grows', async ({ page }) => {
    await recordLayoutShifts(page);
    const slider = await openHero(page);
    await finishTransitionsAtOnce(page);
    await mouseAway(page);
    await page.clock.runFor(HOME_INTERVAL + 100);
    await expectSlide(slider, second);
    // Let the dots' transition end.
    await page.clock.runFor(500);
    expect(await layoutShifts(page)).toEqual([]);
  });

  test('arrows move back and forth and wrap at both ends', async ({ page }) => {
    const hero = await openHero(page);
    const previous = hero.getByRole('button', { name: 'Diapositive précédente' });
    const next = hero.getByRole('button', { name: 'Diapositive suivante' });
    await previous.click();
    await expectSlide(hero, third);
    await expect(hero.locator('[aria-live="polite"]')).toHaveText(`Diapositive 3 sur 3\u00A0: ${third}`);
    await next.click();
    await expectSlide(hero, first);
    await next.click();
    await expectSlide(hero, second);
    await previous.click();
    await expectSlide(hero, first);
  });

  test('dots jump to a slide and mark the current one', async ({ page }) => {
    const hero = await openHero(page);
    const dots = titles.map((title, index) => hero.getByRole('button', { name: `Diapositive ${index + 1}\u00A0: ${title}` }));
    await expect(dots[0]!).toHaveAttribute('aria-current', 'true');
    await dots[2]!.click();
    await expectSlide(hero, third);
    await expect(dots[2]!).toHaveAttribute('aria-current', 'true');
    await expect(dots[0]!).not.toHaveAttribute('aria-current');
    await expect(dots[1]!).not.toHaveAttribute('aria-current');
    await dots[1]!.click();
    await expectSlide(hero, second);
    await expect(hero.locator('button[aria-current="true"]')).toHaveCount(1);
  });

  test('a change by hand restarts the 7-second timer', async ({ page }) => {
    const hero = await openHero(page);
    await page.clock.runFor(5000);
    // A tap that neither hovers nor focuses (as on a touch screen): only the timer logic is at play.
    await hero.getByRole('button', { name: 'Diapositive suivante' }).dispatchEvent('click');
    await expectSlide(hero, second);
    await page.clock.runFor(HOME_INTERVAL - 1000);
    await expectSlide(hero, second);
    await page.clock.runFor(1100);
    await expectSlide(hero, third);
  });

  test('the pause button stops the auto-advance until play is pressed', async ({ page }) => {
    const hero = await openHero(page);
    await hero.getByRole('button', { name: 'Mettre en pause le défilement' }).click();
    const play = hero.getByRole('button', { name: 'Lancer le défilement' });
    await expect(play).toBeVisible();
    await mouseAway(page);
    await page.clock.runFor(HOME_INTERVAL * 3);
    await expectSlide(hero, first);
    await play.click();
    await mouseAway(page);
    await expect(hero.getByRole('button', { name: 'Mettre en pause le défilement' })).toBeVisible();
    await page.clock.runFor(HOME_INTERVAL + 100);
    await expectSlide(hero, second);
  });

  test('hovering pauses the slider, leaving resumes it', async ({ page }) => {
    const hero = await openHero(page);
    await hero.getByRole('heading', { level: 2, name: first }).hover();
    await page.clock.runFor(HOME_INTERVAL * 2);
    await expectSlide(hero, first);
    await mouseAway(page);
    await page.clock.runFor(HOME_INTERVAL + 100);
    await expectSlide(hero, second);
  });

  test('is keyboard operable: focus pauses it and the arrow keys change slides', async ({ page }) => {
    const hero = await openHero(page);
    const pause = hero.getByRole('button', { name: 'Mettre en pause le défilement' });
    // Tab from the top of the page to the slider's first control, as a keyboard user would.
    for (let step = 0; step < 25 && !(await pause.evaluate((button) => button === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
    await page.clock.runFor(HOME_INTERVAL * 2);
    await expectSlide(hero, first);
    await page.keyboard.press('ArrowRight');
    await expectSlide(hero, second);
    await expect(hero.locator('[aria-live="polite"]')).toHaveText(`Diapositive 2 sur 3\u00A0: ${second}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectSlide(hero, third);
    // Enter on a dot works like a click.
    await page.keyboard.press('Tab'); // previous
    await page.keyboard.press('Tab'); // dot 1
    await page.keyboard.press('Enter');
    await expectSlide(hero, first);
  });

  test('arrow keys inside a slide keep the focus in the slider', async ({ page }) => {
    const hero = await openHero(page);
    const cta = hero.getByRole('link', { name: homeSlides[0]!.cta.label });
    await cta.focus();
    await page.keyboard.press('ArrowRight');
    await expectSlide(hero, second);
    // The link that was focused is now hidden: focus moved to the slide that replaced it.
    await expect(hero.getByRole('group', { name: '2 sur 3' })).toBeFocused();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('does not auto-advance, but can still be started', async ({ page }) => {
      const hero = await openHero(page);
      const play = hero.getByRole('button', { name: 'Lancer le défilement' });
      await expect(play).toBeVisible();
      await page.clock.runFor(HOME_INTERVAL * 3);
      await expectSlide(hero, first);
      await play.click();
      await mouseAway(page);
      await page.clock.runFor(HOME_INTERVAL + 100);
      await expectSlide(hero, second);
    });
  });
});

test.describe('home service cards', () => {
  test('shows its cards, each leading to its service', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /soins et une aide/i });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(homeServiceCards.length);
    for (const [index, expected] of homeServiceCards.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.title);
      await expect(card.getByRole('listitem')).toHaveCount(4);
      const link = card.getByRole('link', { name: /En savoir plus/ });
      await expect(link).toHaveAttribute('href', `/ServiceDetails/${homeServiceCards[index]!.serviceId}/`);
    }
    // And a real click on a card follows its link, to the service the card names.
    await page.getByRole('article').nth(0).getByRole('link', { name: /En savoir plus/ }).click();
    await expect(page).toHaveURL(new RegExp(`/ServiceDetails/${homeServiceCards[0]!.serviceId}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getService(homeServiceCards[0]!.serviceId)!.title);
  });

  test('« Voir tous nos services » leads to /services', async ({ page }) => {
    await page.goto('/');
    // Its title counts the services from content/services.ts.
    await expect(page.getByText(`${servicesByLocale.fr.length} services pour rester bien chez soi`, { exact: true })).toBeVisible();
    await followLink(page, '/', 'Voir tous nos services', /\/services\/$/);
  });
});

test('the call-to-action block links to /contact and to a phone number', async ({ page }) => {
  await page.goto('/');
  const cta = page.getByRole('region', { name: /Besoin d'aide/ });
  await expect(cta.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '/contact/');
  const call = cta.locator('a[href^="tel:"]');
  await expect(call).toHaveCount(1);
  const number = (await call.getAttribute('href'))!.replace('tel:', '');
  expect(phoneList.map((phone) => phone.e164)).toContain(number);
});

/** Role and expanded state of an element in Chromium's accessibility tree. */
async function summaryState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
  await cdp.detach();
  return { expandable: expanded !== undefined, expanded };
}

test.describe('home FAQ', () => {
  const question = (page: Page, index: number) =>
    page.locator('details').filter({ has: page.getByText(faqItems[index]!.question, { exact: true }) });

  test('has its questions, all closed at first', async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Vos questions, nos réponses' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(faqItems.length);
    for (const [index, item] of faqItems.entries()) {
      await expect(items.nth(index).locator('summary')).toHaveText(item.question);
      await expect(items.nth(index)).not.toHaveAttribute('open');
    }
  });

  test('opens one answer at a time; clicking the open one closes it', async ({ page }) => {
    await page.goto('/');
    const firstAnswer = proseBlocks(faqItems[0]!.answer)[0]!.text;
    const last = faqItems.length - 1;
    await question(page, 0).locator('summary').click();
    await expect(question(page, 0)).toHaveAttribute('open');
    await expect(page.getByText(firstAnswer)).toBeVisible();
    await question(page, last).locator('summary').click();
    await expect(question(page, last)).toHaveAttribute('open');
    await expect(question(page, 0)).not.toHaveAttribute('open');
    await expect(page.getByText(firstAnswer)).toBeHidden();
    await expect(page.locator('details[open]')).toHaveCount(1);
    await question(page, last).locator('summary').click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('is keyboard operable and exposes its expanded state', async ({ page }) => {
    await page.goto('/');
    const summary = question(page, 1).locator('summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(question(page, 1)).toHaveAttribute('open');
    // What Chromium tells assistive tech: the <summary> is an expandable control, now expanded.
    expect(await summaryState(page, `#faq-${faqItems[1]!.id} > summary`)).toEqual({ expandable: true, expanded: true });
    await page.keyboard.press('Space');
    await expect(question(page, 1)).not.toHaveAttribute('open');
  });

  test('an answer with the contacts gives the e-mail and a link to each phone line, then a link to /contact', async ({ page }) => {
    const index = faqItems.findIndex((item) => item.contacts);
    test.skip(index < 0, 'no answer of the FAQ lists the contacts');
    await page.goto('/');
    const contact = question(page, index);
    await contact.locator('summary').click();
    await expect(contact.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${site.email}`);
    const phones = contact.locator('a[href^="tel:"]');
    await expect(phones).toHaveCount(phoneList.length);
    const hrefs = await phones.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(phoneList.map((phone) => `tel:${phone.e164}`));
    for (const phone of phoneList) await expect(phones.filter({ hasText: phone.display.replace(/ /g, '\u00A0') })).toHaveCount(1);
    const faq = page.getByRole('region', { name: 'Vos questions, nos réponses' });
    await faq.getByRole('link', { name: 'Contactez-nous' }).click();
    await expect(page).toHaveURL(/\/contact\/$/);
  });

  test('an answer that names a page links to it', async ({ page }) => {
    const index = faqItems.findIndex((item) => item.link);
    test.skip(index < 0, 'no answer of the FAQ links to a page');
    const { link } = faqItems[index]!;
    await page.goto('/');
    await question(page, index).locator('summary').click();
    await question(page, index).getByRole('link', { name: link!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${link!.href}$`));
  });

  test('every answer is in the prerendered HTML', async ({ request }) => {
    const html = (await (await request.get('/')).text()).replace(/&#x27;/g, "'");
    for (const item of faqItems) {
      const texts = [
        ...proseBlocks(item.answer).map((block) => block.text),
        ...(item.contacts ?? []).map((entry) => (entry.type === 'phone' ? entry.phone.display : entry.value)),
      ];
      for (const text of texts) expect(html, text).toContain(text);
    }
  });
});

test.describe('home testimonials', () => {
  test('show a card per testimonial with its rating in accessible stars', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Ils nous ont fait confiance' });
    const cards = section.getByRole('figure');
    await expect(cards).toHaveCount(testimonials.length);
    for (const [index, { rating }] of testimonials.entries()) {
      const card = cards.nth(index);
      const stars = card.getByRole('img', { name: `Note\u00A0: ${rating} sur 5`, exact: true });
      await expect(stars).toHaveCount(1);
      // French typography: a no-break space before the colon (accessible names fold it into a space).
      await expect(stars).toHaveAttribute('aria-label', `Note\u00A0: ${rating} sur 5`);
      // The glyphs themselves stay silent.
      await expect(stars.locator('svg[aria-hidden="true"]')).toHaveCount(5);
      await expect(card).toContainText(testimonials[index]!.quote);
      await expect(card).toContainText(testimonials[index]!.author);
      await expect(card).toContainText(testimonials[index]!.role);
      const avatar = card.locator('img');
      await expect(avatar).toHaveAttribute('src', testimonials[index]!.image.src);
      await expect(avatar).toHaveAttribute('loading', 'lazy');
    }
  });

  test('lead to the about page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Ils nous ont fait confiance' }).getByRole('link', { name: /histoire/ }).click();
    await expect(page).toHaveURL(/\/about\/$/);
  });
});
