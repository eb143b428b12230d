import AxeBuilder from '@axe-core/playwright';
import { site } from '../../content/site';
import { NEXT_STATIC } from '../../pipeline/lib/next-output';
import { navigation } from '../../copy/navigation';
import { ui } from '../../copy/ui';
import type { Locale } from '../../lib/i18n';
import { CALLBACK_ID, callbackPath, pagePath } from '../../lib/routes';
import { appointmentForm } from '../request/appointment-helpers';
import { expect, settled, test, type Locator, type Page } from '../fixtures';
import { menuToggle, openMenu } from '../menu';

/*
 * The contact bar at the bottom of a phone's screen (components/layout/contact-bar.tsx). It runs in
 * both projects: the phone's tests skip on the desktop and the other way round, so each check runs
 * on the screen it is about, in that project's own device (touch and all on the Pixel 7).
 */

const WIDE = 1200; // 75rem: from here the header has the Consultation button and the bar is gone.
// Decided from the project's viewport, before any page opens: a skipped test costs nothing.
const isWide = (viewport: { width: number } | null) => (viewport?.width ?? 0) >= WIDE;

/** The bar, found even while it is hidden (a role query would not see it then, and would wait). */
const bar = (page: Page, locale: Locale = 'fr') => page.locator(`nav[aria-label="${ui[locale].contactBar.label}"]`);

/** The form's controls, by name: the same in both languages. */
const FIELDS = ['fullName', 'email', 'phone', 'appointmentDate', 'appointmentTime', 'serviceType', 'message'] as const;

/** No smooth scrolling in the tests' own moves: each position must be exact at once. */
async function scrollBy(page: Page, pixels: number) {
  await page.evaluate((top) => window.scrollBy({ top, behavior: 'instant' }), pixels);
}

/**
 * Whether the bar, as the visitor sees it, covers any part of the element: the part of the element
 * on screen intersects the bar's box while the bar is visible (a transform moves the box with it).
 */
async function barCovers(page: Page, element: Locator, locale: Locale = 'fr'): Promise<boolean> {
  const barHandle = await bar(page, locale).elementHandle();
  return element.evaluate((target, nav) => {
    if (!nav) return false;
    const style = getComputedStyle(nav as Element);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    const a = target.getBoundingClientRect();
    const b = (nav as Element).getBoundingClientRect();
    const top = Math.max(a.top, b.top, 0);
    const bottom = Math.min(a.bottom, b.bottom, window.innerHeight);
    const left = Math.max(a.left, b.left);
    const right = Math.min(a.right, b.right);
    return bottom - top > 0.5 && right - left > 0.5;
  }, barHandle);
}

/**
 * What a finger finds on the element, where it is on screen: the element itself, or what covers it.
 * Nine points: its top, middle and bottom rows (1 px in), at its centre and at the centres of its
 * rounded ends (a pill's very corners are not part of it).
 */
async function whatIsHit(element: Locator): Promise<string[]> {
  return element.evaluate((target) => {
    const box = target.getBoundingClientRect();
    const inset = Math.min(box.width, box.height) / 2;
    const xs = [box.left + inset, box.left + box.width / 2, box.right - inset];
    const ys = [box.top + 1, box.top + box.height / 2, box.bottom - 1].filter((y) => y >= 0 && y <= window.innerHeight - 1);
    return ys.flatMap((y) =>
      xs.map((x) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit) return 'nothing';
        if (target.contains(hit)) return 'itself';
        const nav = hit.closest('nav');
        return `<${hit.tagName.toLowerCase()}> in ${nav?.getAttribute('aria-label') ?? hit.closest('header, footer, main')?.tagName.toLowerCase() ?? 'the page'}`;
      }),
    );
  });
}

test.describe('on a phone', () => {
  test.skip(({ viewport }) => isWide(viewport), 'the contact bar is for phones');

  for (const path of [pagePath('home', 'fr'), pagePath('services', 'en')]) {
    const locale: Locale = path.startsWith('/en/') ? 'en' : 'fr';

    test(`${path}: four labelled actions at the bottom of the screen, with their targets, and no request of their own`, async ({ page, baseURL }) => {
      const words = ui[locale].contactBar;
      const reception = site[locale].phones.reception;
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      const response = await page.goto(path);
      await settled(page);

      const nav = bar(page, locale);
      await expect(nav).toBeVisible();
      const box = (await nav.boundingBox())!;
      expect(box.y + box.height, 'flush with the bottom of the screen').toBeCloseTo(page.viewportSize()!.height, 0);

      const links = nav.getByRole('link');
      await expect(links).toHaveCount(4);
      const call = links.nth(0);
      await expect(call).toHaveAttribute('href', `tel:${reception.e164}`);
      await expect(call).toHaveAccessibleName(`${words.call} ${words.callWho}${ui[locale].footer.colon}${reception.display}`);
      const whatsapp = links.nth(1);
      await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${site[locale].whatsapp}`);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(whatsapp).toHaveAccessibleName(new RegExp(`^WhatsApp.*${ui[locale].newTab.replace(/[()]/g, '\\$&')}$`));
      const callback = links.nth(2);
      // The contact page's « Rappelez-moi » (a page that has its own goes there: see below).
      await expect(callback).toHaveAttribute('href', callbackPath(locale));
      await expect(callback).toHaveAccessibleName(`${words.callback} (${words.callbackWhat})`);
      const appointment = links.nth(3);
      await expect(appointment).toHaveAttribute('href', pagePath('appointment', locale));
      await expect(appointment).toHaveAccessibleName(navigation[locale].consultation.label);
      await expect(appointment).not.toHaveAttribute('aria-current');

      // Written words, not icons alone; targets a finger can hit.
      for (const [link, label] of [[call, words.call], [whatsapp, 'WhatsApp'], [callback, words.callback], [appointment, navigation[locale].consultation.label]] as const) {
        await expect(link).toContainText(label);
        const target = (await link.boundingBox())!;
        expect(target.height, `${label}: height`).toBeGreaterThanOrEqual(48);
        expect(target.width, `${label}: width`).toBeGreaterThanOrEqual(48);
        expect(await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)), `${label}: text size`).toBeGreaterThanOrEqual(16);
      }

      // A keyboard's focus ring, whole inside the bar and the screen (Tab from the footer's last link).
      await page.getByRole('contentinfo').getByRole('link').last().focus();
      for (const link of [call, whatsapp, callback, appointment]) {
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        const ring = await link.evaluate((element) => {
          const style = getComputedStyle(element);
          const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
          const box = element.getBoundingClientRect();
          const frame = element.closest('nav')!.getBoundingClientRect();
          return {
            drawn: element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
            inside: box.top - reach >= frame.top && box.bottom + reach <= Math.min(frame.bottom, window.innerHeight) && box.left - reach >= 0 && box.right + reach <= window.innerWidth,
          };
        });
        expect(ring).toEqual({ drawn: true, inside: true });
      }

      // Nothing to fetch of its own: no picture, no background, no web resource of any kind; its icons point
      // into the icon file the header's icons use too.
      const resources = await nav.evaluate((element) =>
        [element, ...element.querySelectorAll('*')].flatMap((node) => {
          const style = getComputedStyle(node);
          const found = ['src', 'srcset', 'data', 'poster'].filter((name) => node.hasAttribute(name));
          if (node.matches('img, picture, video, audio, iframe, object, embed, image, link')) found.push(node.tagName);
          if (node.matches('use')) {
            const file = node.getAttribute('href')?.split('#')[0] ?? '';
            const shared = [...document.querySelectorAll('header use')].some((use) => use.getAttribute('href')?.startsWith(`${file}#`));
            if (!file || !shared) found.push(`<use href="${node.getAttribute('href')}">`);
          }
          for (const value of [style.backgroundImage, style.maskImage, style.listStyleImage, style.borderImageSource]) {
            if (value && value !== 'none') found.push(value);
          }
          return found;
        }),
      );
      expect(resources).toEqual([]);
      // And every file the page fetched is one its HTML names (or its stylesheets, for the fonts).
      const html = await response!.text();
      const css = (await Promise.all([...html.matchAll(/href="(\/[^"]+\.css)"/g)].map(async ([, href]) => (await page.request.get(href!)).text()))).join('');
      const origin = new URL(baseURL!).origin;
      const unexpected = requested
        .map((url) => new URL(url))
        .filter((url) => url.origin === origin && url.href !== new URL(path, origin).href)
        .map((url) => url.pathname)
        .filter((pathname) => !html.includes(pathname) && !css.includes(pathname));
      expect(unexpected, 'requests the page’s HTML does not name').toEqual([]);

      await expect(page.getByRole('contentinfo')).toBeVisible();
      const axe = await new AxeBuilder({ page }).include(`nav[aria-label="${words.label}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }

  test('« Rappel » is one tap from the page’s own « Rappelez-moi », its number box focused; from a page without one, the contact page’s', async ({ page }) => {
    await page.goto(pagePath('home', 'fr'));
    await bar(page).getByRole('link', { name: new RegExp(`^${ui.fr.contactBar.callback}`) }).tap();
    const phone = page.locator(`#${CALLBACK_ID}`).getByRole('textbox', { name: 'Votre numéro de téléphone' });
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(pagePath('home', 'fr'));
    await page.goto(pagePath('about', 'en'));
    await bar(page, 'en').getByRole('link', { name: new RegExp(`^${ui.en.contactBar.callback}`) }).tap();
    await expect(page).toHaveURL(new RegExp(`${callbackPath('en')}$`));
    await expect(page.locator(`#${CALLBACK_ID}`)).toBeInViewport();
  });

  test('on the form page, the appointment link says it is the current page, as the header’s does', async ({ page }) => {
    await page.goto(pagePath('appointment', 'en'));
    await expect(bar(page, 'en').getByRole('link', { name: navigation.en.consultation.label })).toHaveAttribute('aria-current', 'page');
    await openMenu(page);
    await expect(page.getByRole('banner').getByRole('link', { name: navigation.en.consultation.label })).toHaveAttribute('aria-current', 'page');
  });

  test('the page keeps the bar’s room from its own HTML, and nothing moves while it loads', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(pagePath('contact', 'fr'));
    await settled(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), 'layout shifts').toEqual([]);

    // Without any stylesheet (they come after the first paint), the bar already sits at the bottom
    // and the body already keeps its room: both are in the page's inline critical CSS.
    await page.route(`**${NEXT_STATIC}**/*.css`, (route) => route.abort());
    await page.goto(pagePath('home', 'fr'));
    const nav = bar(page);
    await expect(nav).toBeVisible();
    const layout = await nav.evaluate((element) => ({
      position: getComputedStyle(element).position,
      bottom: element.getBoundingClientRect().bottom,
      height: element.getBoundingClientRect().height,
      padding: parseFloat(getComputedStyle(document.body).paddingBottom),
      variable: getComputedStyle(document.documentElement).getPropertyValue('--contact-bar-height').trim(),
      scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom),
    }));
    expect(layout.position).toBe('fixed');
    expect(layout.bottom).toBeCloseTo(page.viewportSize()!.height, 0);
    expect(layout.height).toBeGreaterThan(48);
    expect(layout.padding, 'the body keeps the bar’s height free').toBeCloseTo(layout.height, 0);
    expect(layout.variable).not.toBe('');
    expect(layout.scrollPadding, 'scrolling stops above the bar').toBeGreaterThan(layout.height);
  });

  test('the last link of the footer can be scrolled clear of the bar', async ({ page }) => {
    await page.goto(pagePath('privacy', 'en'));
    await scrollBy(page, 100_000);
    const last = page.getByRole('contentinfo').getByRole('link').last();
    await expect(last).toBeInViewport({ ratio: 1 });
    expect(await barCovers(page, last, 'en')).toBe(false);
    expect(await whatIsHit(last)).toEqual(Array(9).fill('itself'));
  });

  for (const path of [pagePath('appointment', 'fr'), pagePath('contact', 'en')]) {
    const locale: Locale = path.startsWith('/en/') ? 'en' : 'fr';

    /** The form page, once its scripts run (the submit button turns on at hydration). */
    const openForm = async (page: Page) => {
      await page.goto(path);
      const form = appointmentForm(page);
      const submit = form.locator('button[type="submit"]');
      await expect(submit).toBeEnabled();
      const nav = bar(page, locale);
      return { form, submit, nav, barHeight: (await nav.boundingBox())!.height, viewport: page.viewportSize()!.height };
    };

    test(`${path}: a focused field is never under the bar`, async ({ page }) => {
      const { form, nav, barHeight, viewport } = await openForm(page);
      for (const name of FIELDS) {
        await test.step(`the ${name} field`, async () => {
          const field = form.locator(`[name="${name}"]:not([type="hidden"])`).first();
          // A field whose top just shows above the bar, tapped there: the tap scrolls nothing.
          const top = (await field.boundingBox())!.y;
          await scrollBy(page, top - (viewport - barHeight - 8));
          await field.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
          await expect(field).toBeFocused();
          await expect.poll(() => barCovers(page, field, locale), { message: `${name} under the bar`, timeout: 2_000 }).toBe(false);
          await field.blur();
          // Back at the top of the page (the browser may have scrolled a date or time box, and the
          // page with it, towards the submit button, which keeps the bar away on its own account).
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expect(nav, 'the bar comes back when the field is left').toBeVisible();
        });
      }
    });

    test(`${path}: the submit button is never under the bar, wherever it is on the screen`, async ({ page }) => {
      const { submit, nav, barHeight, viewport } = await openForm(page);
      // From its first pixel on screen, down at the bottom, to its bottom edge on the screen's, then higher.
      const box = (await submit.boundingBox())!;
      for (const [where, bottom] of [
        // A few pixels: the page above may put the button at a fractional position, and a sample 1 px in must land on screen.
        ['peeking at the bottom', viewport + box.height - 4],
        ['half on screen', viewport + box.height / 2],
        ['bottom edge on the screen’s', viewport],
        ['just above where the bar was', viewport - barHeight + 4],
        ['in the middle', viewport / 2 + box.height / 2],
      ] as const) {
        await test.step(`the submit button ${where}`, async () => {
          const current = (await submit.boundingBox())!;
          await scrollBy(page, current.y + current.height - bottom);
          const placed = (await submit.boundingBox())!;
          expect((await whatIsHit(submit)).length, 'some of the button is on screen').toBeGreaterThan(0);
          // Nothing in the way of a finger, and nothing of the bar in sight over it (once it has slid away).
          const inTheWay = async () => [
            ...(await whatIsHit(submit)).filter((hit) => hit !== 'itself'),
            ...((await barCovers(page, submit, locale)) ? ['the bar, in sight'] : []),
          ];
          await expect.poll(inTheWay, { message: `what covers the button ${where}`, timeout: 2_000 }).toEqual([]);
          // The bar moved away on its own: the page did not move.
          expect(await submit.boundingBox(), 'the button stayed where it was').toEqual(placed);
        });
      }

      // Away from the button, the bar is back (at the page's top: on /contact, « Rappelez-moi »'s own
      // button, a little higher, keeps the bar away too).
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(nav).toBeVisible();
      await expect.poll(() => nav.evaluate((element) => element.getBoundingClientRect().bottom)).toBeCloseTo(viewport, 0);
    });
  }

  test('a link of the bar reached with the keyboard stays in sight; a tapped one does not keep the bar over the button', async ({ page }) => {
    await page.goto(pagePath('appointment', 'fr'));
    const submit = appointmentForm(page).locator('button[type="submit"]');
    await expect(submit).toBeEnabled();
    const nav = bar(page);
    const call = nav.getByRole('link').first();
    const away = page.locator(`nav[aria-label="${ui.fr.contactBar.label}"] >> xpath=preceding-sibling::*[1][@hidden]`);
    const showButton = () => submit.evaluate((button) => button.scrollIntoView({ block: 'center', behavior: 'instant' }));

    // From the footer's last link, Tab leads into the bar.
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(call).toBeFocused();
    await showButton();
    await expect(away, 'the button is on screen').toHaveCount(1);
    await expect(nav, 'the focused link stays in sight').toBeVisible();
    await call.blur();
    await expect(nav).toBeHidden();

    // A tap (its call kept from leaving the page) focuses the link without a keyboard's focus ring.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(nav).toBeVisible();
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { capture: true }));
    await call.tap();
    await expect(call).toBeFocused();
    await showButton();
    await expect(nav, 'the tapped link does not keep the bar over the button').toBeHidden();
  });

  test('the menu, and the overlay of a page change, cover the bar; the bar slides without motion when asked', async ({ page }) => {
    // Short enough for the open menu to reach the bottom of the screen.
    await page.setViewportSize({ width: 412, height: 480 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pagePath('about', 'fr'));
    const nav = bar(page);
    await expect(nav).toBeVisible();
    const durations = await nav.evaluate((element) => getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value)));
    expect(Math.max(...durations), 'no slide for who asked for less motion').toBeLessThan(0.01);

    // What is drawn at the bar's centre: now, or at the moment the overlay of a page change appears.
    // The overlay stays one second (OVERLAY_MS); a loaded machine can take longer than that between
    // seeing it and looking under it, so the page itself looks as it inserts the overlay.
    type Probe = typeof window & { overlayLook?: Promise<string | null | undefined> };
    const centreOfBar = (when: 'now' | 'when the overlay appears') =>
      page.evaluate(
        ([label, when]) => {
          const look = () => {
            const box = document.querySelector(`nav[aria-label="${label}"]`)!.getBoundingClientRect();
            const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return hit?.closest('header') ? 'header' : hit?.closest('[data-testid="route-overlay"]') ? 'overlay' : hit?.closest('nav')?.getAttribute('aria-label');
          };
          if (when === 'now') return look();
          (window as Probe).overlayLook = new Promise((resolve) => {
            const observer = new MutationObserver(() => {
              if (!document.querySelector('[data-testid="route-overlay"]')) return;
              observer.disconnect();
              resolve(look());
            });
            observer.observe(document.body, { childList: true, subtree: true });
          });
          return null;
        },
        [ui.fr.contactBar.label, when] as const,
      );
    await openMenu(page);
    expect(await centreOfBar('now'), 'the open menu is over the bar').toBe('header');
    await menuToggle(page).click();
    expect(await centreOfBar('now')).toBe(ui.fr.contactBar.label);

    await centreOfBar('when the overlay appears');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByTestId('route-overlay')).toBeVisible();
    const underOverlay = await page.evaluate(() => (window as Probe).overlayLook);
    expect(underOverlay, 'the loading overlay is over the bar').toBe('overlay');
  });
});

test.describe('on a phone without JavaScript', () => {
  test.skip(({ viewport }) => isWide(viewport), 'the contact bar is for phones');
  test.use({ javaScriptEnabled: false });

  test('the bar is there with its four links, and steps aside from a focused field', async ({ page }) => {
    await page.goto(pagePath('appointment', 'fr'));
    const nav = bar(page);
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(4);
    await expect(nav.getByRole('link').nth(0)).toHaveAttribute('href', `tel:${site.fr.phones.reception.e164}`);
    await expect(nav.getByRole('link').nth(2)).toHaveAttribute('href', callbackPath('fr'));
    await expect(nav.getByRole('link').nth(3)).toHaveAttribute('aria-current', 'page');
    await appointmentForm(page).locator('[name="email"]').focus();
    await expect(nav).toBeHidden();
  });
});

test.describe('on a wide screen', () => {
  test.skip(({ viewport }) => !isWide(viewport), 'the header holds the appointment button from 1200 px');

  test('no bar and no room kept for it: the header has the Consultation button', async ({ page }) => {
    await page.goto(pagePath('home', 'fr'));
    await expect(page.getByRole('banner').getByRole('link', { name: navigation.fr.consultation.label })).toBeVisible();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--contact-bar-height').trim())).toBe('0px');
  });
});
