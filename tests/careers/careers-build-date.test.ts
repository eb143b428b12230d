import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { addDays } from '@/lib/douala-date';

/*
 * « A build with a date after every validThrough lists no position and no JobPosting »: the site's own
 * modules (the list /recrutement/ renders, its structured data, the routes and the sitemap) run in a
 * process of their own with BUILD_DATE set, the day the build takes as today (lib/publication.ts), as
 * the daily rebuild does. The dates come from content/jobs/ as shipped, so the test follows staff edits.
 */

const projectDir = join(__dirname, '..', '..');
const jobsDir = join(projectDir, 'content', 'jobs');
const dates = readdirSync(jobsDir)
  .filter((name) => name.endsWith('.yml'))
  .map((name) => parse(readFileSync(join(jobsDir, name), 'utf8')) as { datePosted: string | Date; validThrough: string | Date })
  .map(({ datePosted, validThrough }) => ({ datePosted: String(datePosted instanceof Date ? datePosted.toISOString().slice(0, 10) : datePosted), validThrough: String(validThrough instanceof Date ? validThrough.toISOString().slice(0, 10) : validThrough) }));

interface Probe {
  jobs: Record<'fr' | 'en', string[]>;
  structuredData: Record<'fr' | 'en', { '@graph': { '@type': string }[] } | null>;
  routes: string[];
  sitemap: string[];
}

function buildOn(day: string): Probe {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'careers-probe.ts')], {
    cwd: projectDir,
    env: { ...process.env, BUILD_DATE: day, NEXT_PUBLIC_SITE_URL: 'https://www.example.com' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Probe;
}

describe('a build on a given day (BUILD_DATE, Yaoundé)', () => {
  it('on the day the last position was posted: those still open that day listed, each with its JobPosting, in both languages', () => {
    const day = dates.map((job) => job.datePosted).sort().at(-1)!;
    const open = dates.filter((job) => job.datePosted <= day && day <= job.validThrough).length;
    expect(open).toBeGreaterThan(0);
    const probe = buildOn(day);
    expect(probe.jobs.fr).toHaveLength(open);
    expect(probe.jobs.en).toHaveLength(open);
    expect(probe.structuredData.fr?.['@graph'].filter((node) => node['@type'] === 'JobPosting')).toHaveLength(open);
    expect(probe.structuredData.en?.['@graph'].filter((node) => node['@type'] === 'JobPosting')).toHaveLength(open);
  });

  it('the day after every validThrough: no position, no JobPosting, and the page still there to take a spontaneous application', () => {
    const day = addDays(dates.map((job) => job.validThrough).sort().at(-1)!, 1);
    const probe = buildOn(day);
    expect(probe.jobs).toEqual({ fr: [], en: [] });
    expect(probe.structuredData).toEqual({ fr: null, en: null });
    expect(probe.routes).toEqual(expect.arrayContaining(['/recrutement/', '/en/recrutement/']));
    expect(probe.sitemap).toContain('https://www.example.com/recrutement/');
    expect(probe.sitemap.filter((url) => url.includes('poste'))).toEqual([]);
  });
});
