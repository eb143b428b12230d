import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addDays } from '@/lib/douala-date';
import { CLOSED_NOTICE_SLUG, CLOSED_POST_DAYS } from '@/lib/jobs';

/*
 * « The site built as of a day after every validThrough has no position page, no JobPosting and no
 * sitemap entry, and still its list page »: the routes themselves (their params, their metadata, the
 * HTML they render), the sitemap and the list of pages run in a process of their own with BUILD_DATE
 * set, the day the build takes as today (lib/publication.ts), as the daily rebuild does
 * (careers-probe.ts). The dates and the grace period come from content/ as shipped, so the test
 * follows staff edits.
 */

const projectDir = join(__dirname, '..', '..');
const jobsDir = join(projectDir, 'content', 'jobs');
const day = (value: string | Date) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
const positions = readdirSync(jobsDir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => ({ slug: name.replace(/\.yml$/, ''), ...(parse(readFileSync(join(jobsDir, name), 'utf8')) as { datePosted: string | Date; validThrough: string | Date }) }))
  .map(({ slug, datePosted, validThrough }) => ({ slug, datePosted: day(datePosted), validThrough: day(validThrough) }));
const centre = parse(readFileSync(join(projectDir, 'content', 'settings', 'centre.yml'), 'utf8')) as { recruitment?: { closedPostDays?: number } };
const graceDays = centre.recruitment?.closedPostDays ?? CLOSED_POST_DAYS;

interface PositionPage {
  slug: string;
  noindex: boolean;
  jsonLd: string[];
}

interface Probe {
  positions: Record<'fr' | 'en', PositionPage[]>;
  /** The JSON-LD types /recrutement/ itself renders. */
  list: Record<'fr' | 'en', string[]>;
  routes: string[];
  exported: string[];
  sitemap: string[];
}

function buildOn(today: string): Probe {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', './tests/careers/asset-stubs-register.mjs', join(__dirname, 'careers-probe.ts')], {
    cwd: projectDir,
    env: { ...process.env, BUILD_DATE: today, NEXT_PUBLIC_SITE_URL: 'https://www.example.com' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Probe;
}

const lastDay = positions.map((job) => job.validThrough).sort().at(-1)!;
const isPositionUrl = (url: string) => /\/recrutement\/[^/]+\/$/.test(new URL(url, 'https://www.example.com').pathname);

describe('a build on a given day (BUILD_DATE, Yaoundé)', () => {
  it('on the day the last position was posted: a page per open position with its one JobPosting, in the sitemap, and none on the list', () => {
    const today = positions.map((job) => job.datePosted).sort().at(-1)!;
    const open = positions.filter((job) => job.datePosted <= today && today <= job.validThrough).map((job) => job.slug).sort();
    expect(open.length).toBeGreaterThan(0);
    const probe = buildOn(today);
    for (const locale of ['fr', 'en'] as const) {
      const indexed = probe.positions[locale].filter((page) => !page.noindex);
      expect(indexed.map((page) => page.slug).sort()).toEqual(open);
      for (const page of indexed) expect(page.jsonLd).toEqual(['JobPosting']);
      expect(probe.list[locale]).not.toContain('JobPosting');
    }
    expect(probe.sitemap.filter(isPositionUrl)).toHaveLength(open.length * 2);
  });

  it('the day after every validThrough: no position page, no JobPosting, no sitemap entry; the list page still there, each closed address saying so (noindex)', () => {
    const probe = buildOn(addDays(lastDay, 1));
    for (const locale of ['fr', 'en'] as const) {
      expect(probe.positions[locale].filter((page) => !page.noindex)).toEqual([]);
      expect(probe.positions[locale].flatMap((page) => page.jsonLd)).toEqual([]);
      // Closed within the grace period: the address answers, « filled or closed ».
      expect(probe.positions[locale].map((page) => page.slug).sort()).toEqual([...positions.map((job) => job.slug), CLOSED_NOTICE_SLUG].sort());
      expect(probe.list[locale]).toEqual([]);
    }
    expect(probe.sitemap.filter(isPositionUrl)).toEqual([]);
    expect(probe.routes.filter((path) => isPositionUrl(path))).toEqual([]);
    expect(probe.routes).toEqual(expect.arrayContaining(['/recrutement/', '/en/recrutement/']));
    expect(probe.sitemap).toEqual(expect.arrayContaining(['https://www.example.com/recrutement/', 'https://www.example.com/en/recrutement/']));
  });

  it(`past the grace period (${graceDays} days after every last day): only the notice that names no position is left`, () => {
    const probe = buildOn(addDays(lastDay, graceDays + 1));
    for (const locale of ['fr', 'en'] as const) expect(probe.positions[locale]).toEqual([{ slug: CLOSED_NOTICE_SLUG, noindex: true, jsonLd: [] }]);
    expect(probe.exported.filter(isPositionUrl)).toEqual([`/recrutement/${CLOSED_NOTICE_SLUG}/`, `/en/recrutement/${CLOSED_NOTICE_SLUG}/`]);
  });
});
