import { closedJobs, frenchTitles, jobs, jobSources } from '../../content/jobs';
import { site } from '../../content/site';
import { careers } from '../../copy/careers';
import { formWords } from '../../copy/request/form-words';
import { pages } from '../../copy/pages';
import type { Locale } from '../../lib/i18n';
import { addDays, doualaToday } from '../../lib/douala-date';
import { frenchDay } from '../../lib/french-date';
import { CLOSED_NOTICE_SLUG } from '../../lib/jobs';
import { APPLICATION_ID, pagePath, positionPath } from '../../lib/routes';
import { answerSends, TEST_KEYS, SEND_URL } from '../request/appointment-helpers';
import { network, outboxEntries } from '../offline/offline-helpers';
import { expect, settled, test, type Page } from '../fixtures';

/*
 * /recrutement/ as a carer uses it, on a phone: why work with us and the open positions in both
 * languages, each linking its own page, which alone carries its JobPosting; an application from a
 * position's page (one POST, the spec's eight keys, « Candidature » and the position first, a
 * reference); a closed position's address; and an application sent without a connection, kept, then
 * sent once. The positions are whatever content/jobs/ holds open on the build's day; with none open,
 * the page says so and the application is a spontaneous one.
 */

const nbsp = '\u00A0';

function application(page: Page, locale: Locale = 'fr') {
  const words = { ...formWords[locale], ...careers[locale].form };
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

/** The JSON-LD nodes of a page's HTML, a @graph unfolded. */
function jsonLdNodes(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, json]) => {
    const data = JSON.parse(json!) as Record<string, unknown> & { '@graph'?: Record<string, unknown>[] };
    return data['@graph'] ?? [data];
  });
}

/** Google's required and recommended properties of a JobPosting (tests/careers/job-posting.test.ts holds them to schema.org's names). */
const JOB_POSTING_PROPERTIES = ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation', 'employmentType', 'identifier', 'directApply', 'url'];

for (const locale of ['fr', 'en'] as const) {
  test(`in ${locale}: the list links each open position's page, carrying no JobPosting; each page has its post, its form with the post chosen, and its one JobPosting`, async ({ page }) => {
    const words = careers[locale];
    const open = jobs[locale];
    await page.goto(pagePath('careers', locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[locale].careers.hero.title);
    await expect(page.getByRole('heading', { name: words.why.title })).toBeVisible();
    for (const job of open) {
      const card = page.locator(`#poste-${job.slug}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(job.title);
      await expect(card.getByRole('link', { name: words.positions.more })).toHaveAttribute('href', positionPath(job.slug, locale));
    }
    await expect(page.locator('[data-no-position]')).toHaveCount(open.length > 0 ? 0 : 1);
    expect(jsonLdNodes(await page.content()).filter((node) => node['@type'] === 'JobPosting'), 'none on the list').toEqual([]);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: locale === 'fr' ? 'Recrutement' : 'Careers' })).toHaveAttribute('href', pagePath('careers', locale));

    // Every position's page, as Google fetches it: its HTML, its one JobPosting.
    for (const job of open) {
      const path = positionPath(job.slug, locale);
      const html = await (await page.request.get(path)).text();
      const postings = jobPostingsOf(html);
      expect(postings, path).toHaveLength(1);
      const posting = postings[0]!;
      for (const key of JOB_POSTING_PROPERTIES) expect(posting[key], `${path}: ${key}`).toBeDefined();
      expect(posting, path).toMatchObject({
        url: `${site[locale].url}${path}`,
        title: job.title,
        datePosted: job.datePosted,
        // The last day to apply, to its end in Yaoundé (UTC+1).
        validThrough: `${job.validThrough}T23:59:59+01:00`,
        hiringOrganization: { '@type': 'Organization', name: site[locale].name },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            streetAddress: expect.stringContaining(site[locale].address.district),
            addressLocality: site[locale].address.city,
            addressRegion: site[locale].address.region,
            addressCountry: site[locale].address.countryCode,
          },
        },
        directApply: true,
        identifier: { '@type': 'PropertyValue', value: job.slug },
      });
      expect(posting.employmentType, path).toEqual(expect.arrayContaining([job.partTime ? 'PART_TIME' : expect.any(String)]));
      if (job.pay) expect(posting.baseSalary, path).toMatchObject({ '@type': 'MonetaryAmount', currency: 'XAF' });
      // An empty pay: no figure for Google.
      else expect(posting.baseSalary, path).toBeUndefined();
      expect(String(posting.description)).toContain(job.requirements[0]!.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
      expect(html).not.toContain('name="robots"');
    }

    // One as a candidate opens it, from the list (reached from the about page): the post, what it asks and offers, and the form with the post chosen.
    await page.goto(pagePath('about', locale));
    await page.getByRole('link', { name: words.aboutLink }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('careers', locale)}$`));
    const first = open[0];
    if (!first) return;
    await page.locator(`#poste-${first.slug}`).getByRole('link', { name: words.positions.more }).click();
    await expect(page).toHaveURL(new RegExp(`${positionPath(first.slug, locale)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site[locale].url}${positionPath(first.slug, locale)}`);
    await expect(page.getByRole('heading', { name: words.positions.requirements })).toBeVisible();
    for (const item of first.offer) await expect(page.getByText(item, { exact: true })).toBeVisible();
    await expect(application(page, locale).position).toHaveValue(frenchTitles[first.slug]!);
  });
}

/** The JobPostings of a page's HTML. */
function jobPostingsOf(html: string): Record<string, unknown>[] {
  return jsonLdNodes(html).filter((node) => node['@type'] === 'JobPosting');
}

test('a closed position’s address answers: « filled or closed », noindex, no JobPosting, the open positions and the spontaneous application', async ({ page }) => {
  // The notice every build keeps, and the address of each position closed within the grace period.
  const addresses = [CLOSED_NOTICE_SLUG, ...closedJobs.fr.map((job) => job.slug)].map((slug) => positionPath(slug, 'fr'));
  for (const path of addresses.slice(1)) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toContain('content="noindex, follow"');
    expect(jobPostingsOf(html), path).toEqual([]);
  }
  const response = await page.goto(addresses[0]!);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(careers.fr.position.closedTitle);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  expect(jobPostingsOf(await page.content())).toEqual([]);
  for (const job of jobs.fr) await expect(page.locator(`#poste-${job.slug}`).getByRole('link', { name: careers.fr.positions.more })).toHaveAttribute('href', positionPath(job.slug, 'fr'));
  await expect(application(page).position).toHaveValue('');
});

test('an application from a position’s page: the position chosen, years typed as people do, one POST in the spec’s eight keys, « Candidature » and the position first, the reference, and the CV offered by WhatsApp or e-mail', async ({ page }) => {
  const job = jobSources.find((one) => jobs.fr.some((open) => open.slug === one.slug));
  test.skip(!job, 'no position open on the build’s day: the spontaneous application is tested offline below');
  const requests = await answerSends(page, 200);
  const position = job!.title.fr;
  // A month ahead, in Yaoundé: a day one may start on whenever the test runs.
  const start = addDays(doualaToday(), 30);
  await page.goto(positionPath(job!.slug, 'fr'));
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
      reference,
      // What the centre adds for itself (a closed day's line) travels apart: none for an application.
      notice: '',
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
  await settled(page);
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
  expect(params).toMatchObject({ service: 'Candidature spontanée', reference });
  expect(params.message).toContain(`Référence${nbsp}: ${reference}\n[Site anglais – répondre en anglais] Candidature${nbsp}: Candidature spontanée`);
  expect(params.message).toContain(`Expérience${nbsp}: 3${nbsp}ans`);
  // Once: nothing else leaves afterwards.
  await page.waitForTimeout(1500);
  expect(net.sends).toHaveLength(1);
});
