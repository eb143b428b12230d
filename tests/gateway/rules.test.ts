import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSiteRules, RULES_FRESH_MS, RULES_RETRY_MS, siteRules } from '../../gateway/src/rules';

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
