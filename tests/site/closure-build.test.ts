import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dayAdviceCopy } from '@/copy/request/day-advice';
import { adviceWords } from '@/lib/day-advice';
import { appointmentAdvice } from '@/lib/hours';
import type { CentreContacts } from '@/lib/request';
import { copyContent, projectDir, type ContentCopy } from '../content/content-fixture';

/*
 * « A build dated 20 December with a closure on 2 January shows it on /contact/ and beside the form »: the
 * content as staff save it (a copy of content/ with one closure), loaded as the build loads it (CONTENT_DIR),
 * on the build's day (BUILD_DATE), and the very components of /contact/ and of the form page rendered to HTML,
 * in a process of its own. Cheaper than an export (a few seconds, not minutes), and the same code: a page is
 * these components with the build's content; what the browser adds is the form's advice, whose input (the
 * form's contacts) is checked here and whose words are the same functions' (day-advice.tsx).
 */

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

interface Probe {
  contact: { fr: string; en: string };
  appointment: string;
  contacts: { fr: CentreContacts; en: CentreContacts };
}

function probe(dir: string, buildDate: string): Probe {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--import', join(__dirname, 'asset-stubs.mjs'), join(__dirname, 'closure-build-probe.tsx')], {
    cwd: projectDir,
    env: { ...process.env, CONTENT_DIR: dir, NEXT_PUBLIC_SITE_URL: 'https://www.example.com', BUILD_DATE: buildDate },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Probe;
}

describe('a closure staff entered, in the build of 20 December', () => {
  it('is said on /contact/ and beside the form, 13 days ahead, in both languages; the form knows it and names the next day', () => {
    copy = copyContent();
    copy.editYaml('settings/centre.yml', (document) =>
      document.set('closures', [{ from: '2027-01-02', reason: { fr: 'inventaire', en: 'stocktaking' }, emergencyLine: false }]),
    );
    const site = probe(copy.dir, '2026-12-20');
    const said = 'Fermé le 2 janvier 2027 (inventaire).';
    expect(site.contact.fr).toContain(said);
    expect(site.contact.en).toContain('Closed on 2 January 2027 (stocktaking).');
    expect(site.appointment).toContain(said);
    // Christmas, five days ahead, beside it; New Year's Day, 12 days ahead, not yet (a holiday is said a week before).
    expect(site.contact.fr).toContain('Fermé le 25 décembre (Noël).');
    expect(site.contact.fr).not.toContain('Jour de l’an');

    const { fr, en } = site.contacts;
    expect(fr.closures).toContainEqual({ from: '2027-01-02', to: '2027-01-02', reason: 'inventaire' });
    expect(en.closures).toContainEqual({ from: '2027-01-02', to: '2027-01-02', reason: 'stocktaking', centreReason: 'inventaire' });
    // The form knows the days closed as far as a family may choose: Assumption, 238 days ahead, too (once 140 at most).
    expect(fr.closures).toContainEqual({ from: '2027-08-15', to: '2027-08-15', reason: 'Assomption', holiday: true });
    // What the form says when a family chooses 2 January on 20 December, at 10 h in Yaoundé.
    const advice = appointmentAdvice('2027-01-02', null, fr, { now: { date: '2026-12-20', minutes: 600 }, lastDay: '2027-12-20' });
    if (!advice || advice.open) throw new Error('2 January should be closed');
    expect(adviceWords('2027-01-02', advice, dayAdviceCopy.fr, 'fr')).toMatchObject({
      why: 'Le samedi 2 janvier 2027, le centre est fermé (inventaire).',
      choose: 'Choisir lundi 4 janvier à\u00A08\u00A0h',
    });
  });
});
