// The first taps a visitor makes, as the taps bench plays them (bench/lib/tap-bench.ts): where, what
// comes before unmeasured (scrolling to it, opening the menu), and the taps that are measured.
import type { Page } from '@playwright/test';
import { home } from '../../copy/home';
import { priceWords } from '../../copy/prices';
import { ui } from '../../copy/ui';
import { pagePath, servicePath } from '../../lib/routes';

export interface TapScenario {
  name: string;
  route: string;
  /** Unmeasured: what the visitor does before (scrolls to the control, opens the menu). */
  prepare?: (page: Page) => Promise<void>;
  /** The measured taps and keys. */
  act: (page: Page) => Promise<void>;
  /** A link that leaves the page: its next page is held back until the entries are read. */
  leavesTo?: string;
}

const fr = ui.fr;
/** As a visitor's thumb reads, then taps: the control on screen first, a moment of reading. */
const bringIntoView = async (page: Page, selector: string) => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
};
const faqQuestion = (page: Page) => page.getByRole('region', { name: home.fr.faq.title }).locator('summary').first();
const nameField = 'main input[autocomplete="name"]';
// « Menu »: a <summary> since the menu opens before the scripts (issue 51), a button in exports before it.
const menu = (page: Page) => page.getByRole('banner').locator('summary, button').filter({ hasText: fr.header.menu });

export const TAP_SCENARIOS: TapScenario[] = [
  {
    name: '« Menu » on /',
    route: pagePath('home', 'fr'),
    act: (page) => menu(page).tap(),
  },
  {
    name: '« Rappel » on /',
    route: pagePath('home', 'fr'),
    act: (page) => page.getByRole('navigation', { name: fr.contactBar.label }).getByRole('link', { name: new RegExp(`^${fr.contactBar.callback}`) }).tap(),
  },
  {
    name: '« Estimer le coût » + a choice',
    route: servicePath(1, 'fr'),
    prepare: (page) => bringIntoView(page, 'main details summary'),
    act: async (page) => {
      const details = page.locator('details').filter({ has: page.locator('summary', { hasText: priceWords.fr.estimate.summary }) });
      await details.locator('summary').tap();
      await page.waitForTimeout(1000);
      // A native picker on a phone: the page sees the choice, not the taps inside the picker.
      await details.locator('select').selectOption({ index: 1 });
    },
  },
  {
    name: 'FAQ question on /',
    route: pagePath('home', 'fr'),
    prepare: (page) => faqQuestion(page).scrollIntoViewIfNeeded().then(() => page.waitForTimeout(1000)),
    act: (page) => faqQuestion(page).tap(),
  },
  {
    name: 'slider arrow on /',
    route: pagePath('home', 'fr'),
    act: (page) => page.getByRole('button', { name: fr.carousel.next }).first().tap(),
  },
  {
    name: 'name field tapped on /appoitment/',
    route: pagePath('appointment', 'fr'),
    prepare: (page) => bringIntoView(page, nameField),
    act: (page) => page.locator(nameField).first().tap(),
  },
  {
    // The keys alone: the tap that focuses the field is the row above's.
    name: 'name typed on /appoitment/',
    route: pagePath('appointment', 'fr'),
    prepare: async (page) => {
      await bringIntoView(page, nameField);
      await page.locator(nameField).first().tap();
      await page.waitForTimeout(1000);
    },
    act: (page) => page.keyboard.type('Awa Mbarga', { delay: 120 }),
  },
  {
    name: 'language switch on /',
    route: pagePath('home', 'fr'),
    prepare: async (page) => {
      await menu(page).tap();
      await page.waitForTimeout(1000);
    },
    act: (page) => page.locator('a[hreflang="en"]').first().tap(),
    leavesTo: pagePath('home', 'en'),
  },
];
