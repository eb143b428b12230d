import type { JobPosting, MonetaryAmount, PostalAddress } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { Job } from '@/content/jobs';
import { site } from '@/content/site';
import { careers } from '@/copy/careers';
import { employmentTypes, isOpen } from '@/lib/jobs';
import { publicationDay } from '@/lib/publication';
import { closesAt, jobPostingNode, positionJsonLd } from '@/site/structured-data';

/*
 * A position's JobPosting (site/structured-data/jobs.ts) against Google's job-posting guidelines
 * (developers.google.com/search/docs/appearance/structured-data/job-posting): every required property,
 * and the recommended ones the centre has. The property names are checked by the compiler against
 * schema.org's vocabulary as schema-dts types it: a name that is not JobPosting's does not build.
 */

type Props<T> = readonly (keyof Exclude<T, string> & string)[];
const GOOGLE_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough'] as const satisfies Props<JobPosting>;
const GOOGLE_RECOMMENDED = ['employmentType', 'directApply', 'identifier', 'baseSalary'] as const satisfies Props<JobPosting>;
const OURS = ['url'] as const satisfies Props<JobPosting>;
const ADDRESS = ['streetAddress', 'addressLocality', 'addressRegion', 'addressCountry'] as const satisfies Props<PostalAddress>;

type Plain = Record<string, unknown>;
const plain = (value: unknown) => value as Plain;

const headings = (() => {
  const { hours, quartiers, requirements, offer } = careers.fr.positions;
  return { hours, quartiers, requirements, offer };
})();

/** A position as the loader gives it (tests say what they change). */
const base: Job = {
  slug: 'aide-soignant-test',
  title: 'Aide-soignant(e) <à domicile> & nuit',
  contract: 'cdi',
  partTime: false,
  hours: '40 heures par semaine',
  quartiers: ['Bastos', 'Essos'],
  summary: 'Vous aidez chaque jour des personnes âgées.',
  requirements: ['Un diplôme'],
  offer: ['Une formation'],
  datePosted: '2026-11-02',
  validThrough: '2027-01-31',
};

const posting = (job: Partial<Job> = {}) => plain(jobPostingNode({ ...base, ...job }, 'fr', headings));

describe("a position's JobPosting", () => {
  it('has every property Google requires and those it recommends, the pay included when given', () => {
    const node = posting({ pay: { min: 90_000, per: 'month' } });
    for (const key of [...GOOGLE_REQUIRED, ...GOOGLE_RECOMMENDED, ...OURS]) expect(node[key], key).toBeDefined();
    expect(node['@type']).toBe('JobPosting');
    // Its own page's address, never the list's anchor.
    expect(node.url).toBe(`${site.fr.url}/recrutement/aide-soignant-test/`);
    expect(node.directApply).toBe(true);
    expect(node.identifier).toEqual({ '@type': 'PropertyValue', name: site.fr.name, value: 'aide-soignant-test' });
    expect(plain(node.hiringOrganization)).toMatchObject({ '@type': 'Organization', name: site.fr.name, logo: `${site.fr.url}/icons/icon-512.png` });
  });

  it('is where the centre is: a full PostalAddress from the settings', () => {
    const place = plain(posting().jobLocation);
    expect(place['@type']).toBe('Place');
    const address = plain(place.address);
    for (const key of ADDRESS) expect(address[key], key).toBeTruthy();
    expect(address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: `${site.fr.address.street}, ${site.fr.address.district}`,
      addressLocality: site.fr.address.city,
      addressRegion: site.fr.address.region,
      addressCountry: site.fr.address.countryCode,
    });
  });

  it('gives a single figure as a value, in XAF, by its period', () => {
    expect(posting({ pay: { min: 90_000, per: 'month' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'XAF',
      value: { '@type': 'QuantitativeValue', value: 90_000, unitText: 'MONTH' },
    } satisfies MonetaryAmount);
  });

  it('gives a range as minValue and maxValue', () => {
    expect(posting({ pay: { min: 15_000, max: 25_000, per: 'day' } }).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'XAF',
      value: { '@type': 'QuantitativeValue', minValue: 15_000, maxValue: 25_000, unitText: 'DAY' },
    });
  });

  it('names a pay by the week or by the hour as Google reads them, not only by the month or the day', () => {
    expect(posting({ pay: { min: 20_000, per: 'week' } }).baseSalary).toMatchObject({ value: { unitText: 'WEEK' } });
    expect(posting({ pay: { min: 2_500, per: 'hour' } }).baseSalary).toMatchObject({ value: { unitText: 'HOUR' } });
  });

  it('has no baseSalary when the centre gives no figure', () => {
    expect('baseSalary' in posting()).toBe(false);
  });

  it('names the schedule and the contract: a part-time fixed-term post is PART_TIME and TEMPORARY', () => {
    expect(posting({ contract: 'cdd', partTime: true }).employmentType).toEqual(['PART_TIME', 'TEMPORARY']);
    expect(posting({ contract: 'cdd', partTime: false }).employmentType).toEqual(['FULL_TIME', 'TEMPORARY']);
    expect(posting({ contract: 'cdi', partTime: false }).employmentType).toEqual(['FULL_TIME']);
    expect(posting({ contract: 'cdi', partTime: true }).employmentType).toEqual(['PART_TIME']);
    expect(employmentTypes({ contract: 'vacations', partTime: false })).toEqual(['PER_DIEM']);
    expect(employmentTypes({ contract: 'stage', partTime: true })).toEqual(['PART_TIME', 'INTERN']);
  });

  it('closes at midnight in Yaoundé: valid through 23:59:59 UTC+1 of its last day, gone from the build of the next', () => {
    expect(posting().validThrough).toBe('2027-01-31T23:59:59+01:00');
    expect(new Date(closesAt('2027-01-31')).toISOString()).toBe('2027-01-31T22:59:59.000Z');
    // 23:30 in Yaoundé on its last day: still open; 00:30 the next day (23:30 UTC): closed.
    expect(isOpen(base, publicationDay(new Date('2027-01-31T22:30:00Z')))).toBe(true);
    expect(isOpen(base, publicationDay(new Date('2027-01-31T23:30:00Z')))).toBe(false);
  });

  it('describes the job in HTML, the centre’s words escaped', () => {
    const description = String(posting().description);
    expect(description).toContain('<p>Vous aidez chaque jour des personnes âgées.</p>');
    expect(description).toContain('<ul><li>Un diplôme</li></ul>');
    expect(String(posting({ summary: 'Soins <script>alert(1)</script> & toilette' }).description)).toContain('Soins &lt;script&gt;alert(1)&lt;/script&gt; &amp; toilette');
  });

  it('stands alone on its page, with its context', () => {
    expect(plain(positionJsonLd(base, 'en', headings))['@context']).toBe('https://schema.org');
    expect(plain(positionJsonLd(base, 'en', headings)).url).toBe(`${site.en.url}/en/recrutement/aide-soignant-test/`);
  });
});
