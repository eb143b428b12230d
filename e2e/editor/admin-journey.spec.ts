import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { addDays } from '../../lib/douala-date';
import { expect, test, type Page } from '../fixtures';
import { setUpEditorSession } from './editor-session';
import { EditorPage } from './editor-page';

/*
 * The staff guide's tasks (docs/guide-du-personnel.md) in one journey, on a phone (390×844, touch:
 * project editor-phone) and on a computer (1280×800): sign in, the collections, a service, a price
 * typed as people write it (« 3.500 ») and one the build refuses (« 2500.75 »), save, the status,
 * publish, « Le centre » opened by its address right after, a phone number changed, the workflow tab.
 * At each screen: nothing wider than the screen, « Enregistrer », the status and « Publier » within
 * reach and 44 px high, fields in 16 px type at least, and none of the English Decap leaves in its
 * French. The editor is the built export's, against decap-server on a fixture repository
 * (e2e/editor/editor-fixture.ts); nothing leaves the machine.
 */

const SERVICE = { slug: 'soins-medicaux-a-domicile', file: 'content/services/soins-medicaux-a-domicile.yml' };
const CENTRE_FILE = 'content/settings/centre.yml';
const NEW_PHONE = '+237 6 99 88 77 66';

/**
 * Words Decap 3.16 shows in English in its French (its locale lacks them, or react-select's own), and
 * the capitals and jargon of its messages: none may be on a screen of the guide.
 */
const ENGLISH = [
  'Fill in from another locale',
  'English',
  'Oops',
  'Close',
  'Loading',
  'No options',
  'Set date to now',
  'Account options',
  'Unpublished',
  'view option',
  'Expand',
  'Collapse',
  'Toggle',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
  'ne correspond pas au schéma',
];

const session = setUpEditorSession();

const yamlAt = <T>(branch: string, file: string) => parse(session.fixture.fileAt(branch, file) ?? 'null') as T | null;

/** What the screen shows that staff cannot use: wider than the screen, small type, English. */
async function screenProblems(page: Page, width: number) {
  return page.evaluate(
    ({ width, english }) => {
      const problems: string[] = [];
      const name = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} « ${(element.textContent ?? '').trim().slice(0, 30)} »`;
      if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
      // An element past the right edge, unless a box that hides its overflow cuts it at the screen's edge.
      // Decap's notices slide in and out from the right (position: fixed): not counted.
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 1 || element.closest('.Toastify') || !element.checkVisibility({ visibilityProperty: true })) continue;
        let clipped = false;
        for (let parent = element.parentElement; parent && !clipped; parent = parent.parentElement) {
          clipped = getComputedStyle(parent).overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1;
        }
        if (!clipped) problems.push(`${name(element)} ends at ${Math.round(box.right)} px`);
      }
      for (const field of document.querySelectorAll('input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea, [contenteditable=true]')) {
        if (!field.checkVisibility()) continue;
        const size = parseFloat(getComputedStyle(field).fontSize);
        if (size < 16) problems.push(`${name(field)}: type of ${size} px`);
      }
      const labels = [...document.querySelectorAll('button, a, input, [role=button], [role=menuitem], [role=radio]')].flatMap((element) =>
        ['aria-label', 'title', 'placeholder'].map((attribute) => element.getAttribute(attribute) ?? ''),
      );
      const shown = [document.body.innerText, ...labels].join('\n');
      for (const word of english) if (new RegExp(`\\b${word}\\b`).test(shown)) problems.push(`English: « ${word} »`);
      return problems.slice(0, 10);
    },
    { width, english: ENGLISH },
  );
}

test('the staff guide’s tasks, from the price to the publication, on this screen', async ({ page }) => {
  test.setTimeout(3 * 60_000);
  const editor = new EditorPage(page);
  const width = page.viewportSize()!.width;
  const phone = width < 800;
  /** The screen staff see now is usable: checked at each step. */
  const usable = async (step: string) => expect(await screenProblems(page, width), step).toEqual([]);
  /** « Enregistrer », the status and « Publier » on the screen; on a phone, 44 px high for a finger. */
  const withinReach = async () => {
    for (const button of [editor.saveButton, editor.statusButton, editor.publishButton]) {
      const box = (await button.boundingBox())!;
      const name = (await button.textContent()) ?? '';
      if (phone) expect(box.height, name).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
      expect(box.y + box.height, name).toBeLessThanOrEqual(page.viewportSize()!.height);
    }
  };

  // Sign in, the collections, the services.
  await editor.signIn();
  await usable('the collections');
  await editor.openCollection('Services');
  await page.getByText(/Soins médicaux à domicile/).first().waitFor();
  await usable('the services');

  // A price the build refuses: the sentence under the field, nothing saved anywhere.
  await editor.openEntry('services', SERVICE.slug);
  await usable('a service');
  const amount = editor.field('Montant');
  const head = session.fixture.git('rev-parse', 'main');
  await amount.fill('2500.75');
  const refusal = "« 2500.75 » n'est pas un montant en FCFA entier : le franc CFA n'a pas de centimes. Écrivez le montant en chiffres, par exemple 15000 ou 15 000.";
  await expect(amount.locator('xpath=following-sibling::p')).toHaveText(refusal);
  await editor.save();
  // Decap lists the refusal at the field's label too; it says nothing else (editor/widgets: a panel of problems is to come).
  await expect(editor.group('Prix').locator('ul').getByText(refusal)).toBeVisible();
  await expect(editor.saveButton).toBeEnabled();
  expect(session.fixture.branches()).toEqual(['main']);
  expect(session.fixture.git('rev-parse', 'main')).toBe(head);
  await usable('a price refused');

  // The price as people write it: 3500 in the draft, shown as the site prints it.
  await amount.fill('3.500');
  await expect(amount.locator('xpath=following-sibling::p')).toHaveText(/^Sur le site : 3\s500\sFCFA$/);
  await editor.save();
  await editor.saved();
  const draft = `cms/services/${SERVICE.slug}`;
  expect(yamlAt<{ prices: { min: number; max?: number }[] }>(draft, SERVICE.file)?.prices[0]).toEqual(expect.objectContaining({ min: 3500 }));
  expect(yamlAt<{ prices: object[] }>(draft, SERVICE.file)?.prices[0]).not.toHaveProperty('max');
  await usable('a price saved');
  await withinReach();

  // « Publier » while still « Brouillon »: a message of the page says what to do.
  await editor.publishButton.click();
  await page.getByRole('menuitem', { name: 'Publier maintenant' }).click();
  const notice = page.getByRole('dialog', { name: 'À savoir' });
  await expect(notice).toContainText("Choisissez d'abord le statut « Prêt »");
  await usable('the message before publishing');
  await notice.getByRole('button', { name: "J'ai compris" }).click();
  await expect(notice).toBeHidden();

  // The status, then publish.
  await editor.statusButton.click();
  await usable('the status menu');
  await page.getByRole('menuitem', { name: 'Prêt' }).click();
  await editor.statusButton.filter({ hasText: 'Prêt' }).waitFor();
  await withinReach();
  await editor.publishNow();
  expect(yamlAt<{ prices: { min: number }[] }>('main', SERVICE.file)?.prices[0]?.min).toBe(3500);

  // « Le centre » by its address, in the same tab, right after: the centre's own form, not the service's.
  await page.goto('/admin/#/collections/centre/entries/centre');
  // Reopening goes through the list and asks the local git server again for the entry, its draft and the
  // media (five requests, each a git command): seconds on a busy machine.
  await expect(editor.field('Nom court')).toHaveValue('Aide & Vie', { timeout: 20_000 });
  const reception = editor.field('Numéro', { scope: editor.group('Accueil') });
  await reception.fill(NEW_PHONE);
  await usable('a phone changed');
  await editor.save();
  await expect.poll(() => yamlAt<{ phones: { reception: { number: string } } }>('cms/centre/centre', CENTRE_FILE)?.phones.reception.number).toBe(NEW_PHONE);
  await editor.statusButton.waitFor();
  await withinReach();

  // The workflow tab: the draft, dated in French.
  await page.goto('/admin/#/workflow');
  await expect(page.getByText('Informations du centre')).toBeVisible();
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} à \d{1,2} h \d{2}/).first()).toBeVisible();
  await usable('the workflow tab');
});

test('« Offres d’emploi » on a phone: a position’s closing date pushed back and its hours changed, saved as a draft', async ({ page }) => {
  // The collection's fields are the schema's at any width; the phone is where staff are least at ease.
  test.skip(page.viewportSize()!.width >= 800, 'the phone is the screen this collection is checked on');
  const editor = new EditorPage(page);
  const width = page.viewportSize()!.width;
  // Whichever position content/jobs/ holds first: its closing date a month later.
  const slug = readdirSync(join(process.cwd(), 'content', 'jobs')).filter((name) => name.endsWith('.yml')).sort()[0]!.replace(/\.yml$/, '');
  const file = `content/jobs/${slug}.yml`;
  const before = yamlAt<{ validThrough: string; contract: string; title: { fr: string } }>('main', file)!;
  const later = addDays(String(before.validThrough), 30);
  await editor.signIn();
  await editor.openCollection("Offres d'emploi");
  await page.getByText(before.title.fr).first().waitFor();
  await editor.openEntry('jobs', slug);
  await editor.field('Français', { scope: editor.group('Horaires') }).fill('Gardes de 12 heures, le week-end');
  await editor.field("Ouverte jusqu'au").fill(later);
  expect(await screenProblems(page, width), 'a position').toEqual([]);
  await editor.save();
  await editor.saved();
  const draft = yamlAt<{ validThrough: string; hours: { fr: string; en: string }; contract: string }>(`cms/jobs/${slug}`, file);
  expect(draft).toMatchObject({ validThrough: later, contract: before.contract, hours: { fr: 'Gardes de 12 heures, le week-end' } });
  expect(yamlAt<{ validThrough: string }>('main', file)?.validThrough).toBe(before.validThrough);
});
