import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkAgainstSite, forgetSiteRules, RULES_FRESH_MS, RULES_RECHECK_MS, RULES_RETRY_MS, siteRules } from '../../gateway/src/rules';

/* The site's published rules, as the gateway reads them (issues 66, 67): kept a few minutes; without them, nobody refused. */

const RULES = {
  day: '2026-03-10',
  services: { fr: ['Soins infirmiers à domicile', 'Autre'], en: ['Soins infirmiers à domicile', 'Autre'] },
  serviceTitles: ['Soins médicaux à domicile'],
  positions: [{ title: 'Aide-soignant(e)', datePosted: '2026-03-01', validThrough: '2026-04-01' }],
  hours: [{ days: ['Monday'], opens: '08:00', closes: '18:00' }],
  closures: [],
};

function site(...answers: (unknown | Error)[]) {
  const asked: string[] = [];
  const get = (async (url: string | URL | Request) => {
    asked.push(String(url));
    const answer = answers[Math.min(asked.length, answers.length) - 1];
    if (answer instanceof Error) throw answer;
    return typeof answer === 'number' ? new Response('', { status: answer }) : Response.json(answer);
  }) as typeof fetch;
  return { asked, get };
}

const SITE = { siteUrl: 'https://www.aide-et-vie.cm' };
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetSiteRules();
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the site’s rules', () => {
  it('are read from the site at REQUEST_RULES_PATH, then kept a few minutes', async () => {
    const { asked, get } = site(RULES);
    const now = Date.parse('2026-03-10T09:00:00Z');
    expect(await siteRules(SITE, now, get)).toEqual(RULES);
    expect(await siteRules(SITE, now + RULES_FRESH_MS - 1, get)).toEqual(RULES);
    expect(asked).toEqual(['https://www.aide-et-vie.cm/request-rules.json']);
    await siteRules(SITE, now + RULES_FRESH_MS, get);
    expect(asked).toHaveLength(2);
    expect(error).not.toHaveBeenCalled();
  });

  it('are none when the site cannot be read or publishes another shape: nobody is refused for it, and the console says so; tried again a minute later', async () => {
    const now = Date.parse('2026-03-10T09:00:00Z');
    for (const answer of [new TypeError('fetch failed'), 404, { day: 'hier' }]) {
      forgetSiteRules();
      const { asked, get } = site(answer, RULES);
      expect(await siteRules(SITE, now, get)).toBeNull();
      expect(await siteRules(SITE, now + RULES_RETRY_MS - 1, get)).toBeNull();
      expect(await siteRules(SITE, now + RULES_RETRY_MS, get)).toEqual(RULES);
      expect(asked).toHaveLength(2);
    }
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^Site rules: https:\/\/www\.aide-et-vie\.cm\/request-rules\.json could not be read .*checked without them\.$/);
  });

  it('are not asked for when the gateway knows no site', async () => {
    const { asked, get } = site(RULES);
    expect(await siteRules({ siteUrl: '' }, Date.now(), get)).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('a request held to the site’s rules', () => {
  // Tuesday 10 March 2026 in Yaoundé; the form's first service, and one a deploy adds.
  const NOW = Date.parse('2026-03-10T09:00:00Z');
  const ADDED = 'Kinésithérapie';
  const appointment = (serviceType: string) => ({
    values: { fullName: 'Awa Ngono', email: 'awa@example.cm', phone: '', appointmentDate: '2026-03-16', appointmentTime: '10:00', serviceType, message: '' },
    locale: 'fr' as const,
    reference: 'AV-7K3Q',
  });
  const NEWER = { ...RULES, services: { fr: [...RULES.services.fr, ADDED], en: [...RULES.services.en, ADDED] } };

  it('from a stale list: a choice the rules kept refuse is checked again against the rules read anew, once they are a minute old', async () => {
    const { asked, get } = site(RULES, NEWER);
    expect(await checkAgainstSite(appointment('Soins infirmiers à domicile'), SITE, NOW, get)).toEqual({ ok: true });
    // A page of the new deploy offers the service within the minute: the rules kept are fresh, and say no.
    expect(await checkAgainstSite(appointment(ADDED), SITE, NOW + RULES_RECHECK_MS - 1, get)).toEqual({ ok: false, field: 'serviceType' });
    expect(asked).toHaveLength(1);
    // A minute later the refusal has the rules read again: the new list takes it, and keeps it for the next.
    expect(await checkAgainstSite(appointment(ADDED), SITE, NOW + RULES_RECHECK_MS, get)).toEqual({ ok: true });
    expect(await checkAgainstSite(appointment(ADDED), SITE, NOW + RULES_RECHECK_MS + 1, get)).toEqual({ ok: true });
    expect(asked).toHaveLength(2);
  });

  it('refuses what the list read anew does not hold either, « toString » and « __proto__ » among them, at most one read a minute whatever a stranger posts', async () => {
    const { asked, get } = site(RULES, RULES, RULES);
    await siteRules(SITE, NOW, get);
    for (const [index, typed] of ['Pas dans la liste', 'toString', '__proto__'].entries()) {
      expect(await checkAgainstSite(appointment(typed), SITE, NOW + RULES_RECHECK_MS + index, get), typed).toEqual({ ok: false, field: 'serviceType' });
    }
    expect(asked).toHaveLength(2);
  });
});
