import { jobs, jobSources } from '../../content/jobs';
import { site } from '../../content/site';
import { careers } from '../../copy/careers';
import { pages } from '../../copy/pages';
import type { Locale } from '../../lib/i18n';
import { addDays, doualaToday } from '../../lib/douala-date';
import { frenchDay } from '../../lib/french-date';
import { EMPLOYMENT_TYPES } from '../../lib/jobs';
import { APPLICATION_ID, pagePath } from '../../lib/routes';
import { answerSends, TEST_KEYS, SEND_URL } from '../request/appointment-helpers';
import { network, outboxEntries } from '../offline/offline-helpers';
import { expect, test, type Page } from '../fixtures';

/*
 * /recrutement/ as a carer uses it, on a phone: why work with us and the open positions in both
 * languages, each position's JobPosting, an application from a position's « Postuler » (one POST, the
 * spec's eight keys, « Candidature » and the position first, a reference), and one sent without a
 * connection, kept, then sent once. The positions are whatever content/jobs/ holds open on the build's day;
 * with none open, the page says so and the application is a spontaneous one.
 */

const nbsp = '\u00A0';

function application(page: Page, locale: Locale = 'fr') {
  const words = careers[locale].form;
  const root = page.locator(`#${APPLICATION_ID}`);
  return {
    root,
    fullName: root.getByLabel(words.labels.fullName, { exact: true }),
    phone: root.getByRole('textbox', { name: words.labels.phone, exact: true }),
    position: root.getByLabel(words.labels.position, { exact: true }),
    diploma: root.getByLabel(`${words.labels.diploma}${words.optional}`),
    experience: root.getByLabel(`${words.labels.experience}${words.optional}`),
    quartier: root.getByLabel(`${words.labels.quartier}${words.optional}`),
    start: root.getByLabel(`${words.labels.start}${words.optional}`),
    message: root.getByLabel(`${words.labels.message}${words.optional}`),
    submit: root.getByRole('button', { name: new RegExp(`${words.submit}|${words.sending}`) }),
  };
}

for (const locale of ['fr', 'en'] as const) {
  test(`the page in ${locale}: why work with us, every open position with its JobPosting, linked from the footer and the about page`, async ({ page }) => {
    const words = careers[locale];
    await page.goto(pagePath('careers', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[locale].careers.hero.title);
    await expect(page.getByRole('heading', { name: words.why.title })).toBeVisible();
    const open = jobs[locale];
    for (const job of open) {
      const card = page.locator(`#poste-${job.slug}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(job.title);
      await expect(card.getByRole('link', { name: words.positions.apply })).toHaveAttribute('href', `?poste=${job.slug}#${APPLICATION_ID}`);
    }
    await expect(page.locator('[data-no-position]')).toHaveCount(open.length > 0 ? 0 : 1);

    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const postings = graphs.flatMap((text) => (JSON.parse(text) as { '@graph'?: { '@type': string }[] })['@graph'] ?? []).filter((node) => node['@type'] === 'JobPosting') as { '@type': string; description?: string; identifier?: { value: string } }[];
    expect(postings).toHaveLength(open.length);
    for (const job of open) {
      const posting = postings.find((node) => node.identifier?.value === job.slug);
      expect(posting, job.slug).toMatchObject({
        title: job.title,
        datePosted: job.datePosted,
        // The last day to apply, to its end in Yaoundé (UTC+1).
        validThrough: `${job.validThrough}T23:59:59+01:00`,
        employmentType: EMPLOYMENT_TYPES[job.contract],
        hiringOrganization: { '@type': 'Organization', name: site[locale].name },
        jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: site[locale].address.city, addressCountry: 'CM' } },
        directApply: true,
        identifier: { '@type': 'PropertyValue', value: job.slug },
      });
      expect(posting?.description).toContain(job.requirements[0]!.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    }

    await expect(page.getByRole('contentinfo').getByRole('link', { name: locale === 'fr' ? 'Recrutement' : 'Careers' })).toHaveAttribute('href', pagePath('careers', locale));
    await page.goto(pagePath('about', locale));
    await page.getByRole('link', { name: words.aboutLink }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('careers', locale)}$`));
  });
}

test('an application from a position’s « Postuler »: the position chosen, years typed as people do, one POST in the spec’s eight keys, « Candidature » and the position first, the reference, and the CV offered by WhatsApp or e-mail', async ({ page }) => {
  const job = jobSources.find((one) => jobs.fr.some((open) => open.slug === one.slug));
  test.skip(!job, 'no position open on the build’s day: the spontaneous application is tested offline below');
  const requests = await answerSends(page, 200);
  const position = job!.title.fr;
  // A month ahead, in Yaoundé: a day one may start on whenever the test runs.
  const start = addDays(doualaToday(), 30);
  await page.goto(pagePath('careers', 'fr'));
  await page.locator(`#poste-${job!.slug}`).getByRole('link', { name: careers.fr.positions.apply }).click();
  const a = application(page);
  await expect(a.submit).toBeEnabled();
  await expect(a.position).toHaveValue(position);

  // Nothing typed: the name is asked for first, and nothing leaves.
  await a.submit.click();
  await expect(a.fullName).toBeFocused();
  expect(requests).toHaveLength(0);

  await a.fullName.fill('Brigitte Essomba');
  await a.phone.fill('6 71 23 45 67');
  await a.diploma.fill('Aucun, formation Croix-Rouge');
  await a.experience.fill('2,5');
  await a.quartier.fill('Biyem-Assi');
  await a.start.fill(start);
  await a.message.fill('Je parle ewondo et bulu.');
  await a.submit.click();

  await expect(page.getByRole('heading', { name: careers.fr.sent.title })).toBeFocused();
  const reference = (await a.root.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(/^AV-[2-9A-HJKMNP-TV-Z]{4}$/);
  expect(requests).toHaveLength(1);
  expect(requests[0]!.url()).toBe(SEND_URL);
  expect(requests[0]!.postDataJSON()).toEqual({
    lib_version: '4.4.1',
    ...TEST_KEYS,
    template_params: {
      from_name: 'Brigitte Essomba',
      from_email: '',
      reply_to: '',
      phone: '+237671234567',
      date: start,
      time: '',
      service: `Candidature — ${position}`,
      message: [
        `Référence${nbsp}: ${reference}`,
        `Candidature${nbsp}: ${position}`,
        `Disponible${nbsp}: à partir du ${frenchDay(start)}`,
        `Diplôme${nbsp}: Aucun, formation Croix-Rouge`,
        `Expérience${nbsp}: 2,5${nbsp}ans`,
        `Quartier${nbsp}: Biyem-Assi`,
        '',
        'Je parle ewondo et bulu.',
      ].join('\n'),
    },
  });
  // The CV, with no upload: the reference already written, to the centre's WhatsApp and e-mail.
  const whatsapp = await a.root.locator('[data-cv="whatsapp"]').getAttribute('href');
  expect(whatsapp).toContain(`https://wa.me/${site.fr.whatsapp}?text=`);
  expect(decodeURIComponent(whatsapp!.split('text=')[1]!)).toContain(reference);
  const email = await a.root.locator('[data-cv="email"]').getAttribute('href');
  expect(email).toMatch(new RegExp(`^mailto:${site.fr.email.replace(/[.]/g, '\\.')}\\?subject=`));
  expect(decodeURIComponent(email!)).toContain(reference);
});

test('without a connection: the application is kept on the device, then sent once when the connection comes back', async ({ page, context }) => {
  const net = await network(context, 200);
  await page.goto(`${pagePath('careers', 'en')}#${APPLICATION_ID}`);
  const a = application(page, 'en');
  await expect(a.submit).toBeEnabled();
  // The first touch brings the code a send needs, while the connection is there.
  await a.fullName.fill('Paul Mbarga');
  await a.phone.fill('699 88 77 66');
  await page.waitForLoadState('networkidle');
  await a.experience.fill('3 years');
  await net.cut();
  await a.submit.click();
  await expect(page.getByRole('heading', { name: careers.en.sent.keptTitle })).toBeFocused();
  const reference = (await a.root.locator('[data-reference]').textContent()) ?? '';
  expect(net.sends).toHaveLength(0);
  expect(await outboxEntries(page)).toEqual([expect.objectContaining({ kind: 'application', reference, status: 'waiting' })]);

  await net.restore();
  await expect.poll(() => net.sends.length).toBe(1);
  await expect.poll(() => outboxEntries(page)).toEqual([]);
  const params = net.sends[0]!.postDataJSON().template_params;
  expect(params.service).toBe('Candidature spontanée');
  expect(params.message).toContain(`Référence${nbsp}: ${reference}\n[Site anglais – répondre en anglais] Candidature${nbsp}: Candidature spontanée`);
  expect(params.message).toContain(`Expérience${nbsp}: 3${nbsp}ans`);
  // Once: nothing else leaves afterwards.
  await page.waitForTimeout(1500);
  expect(net.sends).toHaveLength(1);
});
