import { describe, expect, it } from 'vitest';
import { isAllowed } from '../../gateway/src/http';
import { CLAIM_DEFAULTS, DEFAULT_NORMAL_DAY, DEFAULT_NOTICE_GAP_SECONDS, DEFAULT_PROVIDER_TIMEOUT_SECONDS, DEFAULT_REPEATS_ON_TOP, KEEP_DEFAULTS, DEFAULT_DAILY_LIMIT, EMAILJS_DEFAULT_API_URL, EMAILJS_FREE_MONTH, GATEWAY_SECRETS, GATEWAY_SETTINGS, PROOF_DEFAULTS, readOrigins, readSettings, sayRefused } from '../../gateway/src/settings';
import { randomBytes } from 'node:crypto';
import { DEFAULT_NUMBERS, siteSays } from '@/lib/gateway-settings';
import { readFileSync } from 'node:fs';

/* The gateway's settings as the centre types them in Cloudflare's dashboard: spaces, a trailing slash, a number mistyped. */

describe('the gateway’s settings', () => {
  it('reads origins as browsers send them, and drops what is not one', () => {
    expect(readOrigins(' https://www.aide-et-vie.cm/ ,https://aide-et-vie.cm,, pas une adresse ,http://127.0.0.1:4173')).toEqual([
      'https://www.aide-et-vie.cm',
      'https://aide-et-vie.cm',
      'http://127.0.0.1:4173',
    ]);
  });

  it('keeps one bad day to a tenth of EmailJS’s free month, unless the centre sets its own ceiling', () => {
    expect(DEFAULT_DAILY_LIMIT * 10).toBeLessThanOrEqual(EMAILJS_FREE_MONTH);
    expect(readSettings({}).dailyLimit).toBe(DEFAULT_DAILY_LIMIT);
    expect(readSettings({ DAILY_LIMIT: ' 50 ' }).dailyLimit).toBe(50);
    for (const typo of ['cinquante', '-3', '0', '2.5']) expect(readSettings({ DAILY_LIMIT: typo }).dailyLimit).toBe(DEFAULT_DAILY_LIMIT);
  });

  it('reads each value without the spaces pasted around it, and nothing that is not text', () => {
    const settings = readSettings({ EMAILJS_SERVICE_ID: ' service_centre\n', RELAY_KEY: '\tclé ', NOTIFY_TOKEN: 42, PROOF_SECRET: undefined });
    expect(settings.emailjs.serviceId).toBe('service_centre');
    expect(settings.relay.key).toBe('clé');
    expect(settings.notify.token).toBe('');
    expect(settings.proof.secret).toBe('');
  });

  it('stops at an origin typed without its scheme, which reads as « null », and never lets « null » in (67.8)', () => {
    const settings = readSettings({ ALLOWED_ORIGINS: 'https://www.aide-et-vie.cm, www.aide-et-vie.cm:443, localhost:3000' });
    expect({
      origins: settings.origins,
      nullAllowed: isAllowed('null', settings.origins),
      problems: (settings as { problems?: string[] }).problems,
    }).toEqual({
      origins: ['https://www.aide-et-vie.cm'],
      nullAllowed: false,
      problems: [expect.stringMatching(/ALLOWED_ORIGINS.*«\u00A0www\.aide-et-vie\.cm:443\u00A0».*«\u00A0localhost:3000\u00A0»/)],
    });
    // Even a list that names it.
    expect(isAllowed('null', ['null', 'https://www.aide-et-vie.cm'])).toBe(false);
  });

  it('reads the inbox’s and the budgets’ settings, each with its default', () => {
    expect(readSettings({})).toMatchObject({
      keep: KEEP_DEFAULTS,
      normalDay: DEFAULT_NORMAL_DAY,
      notify: { gapMs: DEFAULT_NOTICE_GAP_SECONDS * 1_000 },
      repeatsOnTop: DEFAULT_REPEATS_ON_TOP,
      inboxUrl: '',
      providerTimeoutMs: DEFAULT_PROVIDER_TIMEOUT_SECONDS * 1_000,
      proof: { freePerAddress: PROOF_DEFAULTS.freePerAddress },
      claims: CLAIM_DEFAULTS,
      meter: false,
      testClock: false,
      problems: [],
    });
    expect(readSettings({ UNCLAIMED_MINUTES: ' 1 ', CLAIM_HOURS: 'deux', METER_ROWS: 'yes', TEST_CLOCK: '1', ACCESS_TEAM_DOMAIN: 'http://127.0.0.1:4190' })).toMatchObject({
      claims: { unclaimedMinutes: 1, claimHours: CLAIM_DEFAULTS.claimHours },
      meter: false,
      testClock: true,
    });
    expect(readSettings({ NORMAL_DAY: '10', NOTICE_GAP_SECONDS: '0', REPEATS_ON_TOP: '5', PROVIDER_TIMEOUT_SECONDS: '5', PROOF_FREE_PER_ADDRESS: '4' })).toMatchObject({
      normalDay: 10,
      notify: { gapMs: 0 },
      repeatsOnTop: 5,
      providerTimeoutMs: 5_000,
      proof: { freePerAddress: 4 },
      refused: [],
    });
  });

  it('refuses, for its default, a number it cannot read as meant, and says which and why; nothing stops for it', () => {
    const settings = readSettings({ DAILY_LIMIT: 'cinquante', CLAIM_HOURS: '-2', PROOF_COST: '2.5', REMINDER_HOUR: '24', NOTICE_GAP_SECONDS: '3600', UNCLAIMED_MINUTES: '0' });
    expect({ dailyLimit: settings.dailyLimit, claims: settings.claims, cost: settings.proof.cost, hour: settings.numbers.REMINDER_HOUR, gapMs: settings.notify.gapMs, problems: settings.problems }).toEqual({
      dailyLimit: DEFAULT_DAILY_LIMIT,
      claims: CLAIM_DEFAULTS,
      cost: PROOF_DEFAULTS.cost,
      hour: 10,
      gapMs: 120_000,
      problems: [],
    });
    expect(settings.refused).toEqual([
      'NOTICE_GAP_SECONDS: «\u00A03600\u00A0» is over 120: 120 is used.',
      'DAILY_LIMIT: «\u00A0cinquante\u00A0» is not a whole number of 1 or more: 20 is used.',
      'UNCLAIMED_MINUTES: «\u00A00\u00A0» is not a whole number of 1 or more: 10 is used.',
      'CLAIM_HOURS: «\u00A0-2\u00A0» is not a whole number of 1 or more: 2 is used.',
      'PROOF_COST: «\u00A02.5\u00A0» is not a whole number of 1 or more: 1000 is used.',
      'REMINDER_HOUR: «\u00A024\u00A0» is not a whole number from 0 to 23: 10 is used.',
    ]);
  });

  it('refuses a value the site does not say to families (the privacy page quotes the table), and takes one it says the same way (issue 84)', () => {
    const settings = readSettings({ DONE_KEEP_DAYS: '7', JUNK_HOURS: '48', CONFIRM_FALLBACK_MINUTES: ' 15 ', REMINDER_HOUR: '9' });
    expect({ keep: settings.keep, fallbackMs: settings.messages.fallbackMs, hour: settings.numbers.REMINDER_HOUR, problems: settings.problems }).toEqual({ keep: KEEP_DEFAULTS, fallbackMs: 15 * 60_000, hour: 9, problems: [] });
    expect(settings.refused).toEqual([
      'DONE_KEEP_DAYS: 7, but the site says 30 ({passerelle.garde}, «\u00A030 jours\u00A0»): 30 is used. Change its row in lib/gateway-settings.ts, and the site says it at its next build.',
      'JUNK_HOURS: 48, but the site says 24 ({passerelle.indesirable}, «\u00A0un jour\u00A0»): 24 is used. Change its row in lib/gateway-settings.ts, and the site says it at its next build.',
    ]);
    // 14 h is not « le matin », nor 30 minutes « le quart d'heure »; each refusal quotes what the page says (the table's words, whatever they are).
    const says = siteSays(DEFAULT_NUMBERS, 'fr');
    expect(readSettings({ REMINDER_HOUR: '14', CONFIRM_FALLBACK_MINUTES: '30' }).refused).toEqual([
      expect.stringContaining(`CONFIRM_FALLBACK_MINUTES: 30, but the site says 15 ({passerelle.sms}, «\u00A0${says.sms}\u00A0»)`),
      expect.stringContaining(`REMINDER_HOUR: 14, but the site says 10 ({passerelle.rappel}, «\u00A0${says.rappel}\u00A0»)`),
    ]);
  });

  it('says each refused value once an isolate, not at every call', () => {
    const lines: string[] = [];
    const settings = readSettings({ DAILY_LIMIT: 'vingt', DONE_KEEP_DAYS: '60' });
    for (let call = 0; call < 3; call += 1) sayRefused(settings, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/^Setting refused: DAILY_LIMIT/), expect.stringMatching(/^Setting refused: DONE_KEEP_DAYS/)]);
  });

  it('never shows on the console a long text typed for a number: a key pasted in the wrong box', () => {
    const key = randomBytes(32).toString('hex');
    expect(readSettings({ PROOF_COST: key }).refused).toEqual(['PROOF_COST: a text of 64 characters is not a whole number of 1 or more: 1000 is used.']);
  });

  it('honours METER_ROWS and TEST_CLOCK only beside this machine’s Access (a local stand-in), never beside a real team (issue 78)', () => {
    const tests = { METER_ROWS: '1', TEST_CLOCK: '1', ACCESS_AUD: 'aud', STAFF_NAMES: 'awa@centre.cm=Awa' };
    expect(readSettings({ ...tests, ACCESS_TEAM_DOMAIN: 'http://127.0.0.1:4190' })).toMatchObject({ meter: true, testClock: true });
    for (const team of ['https://aide-et-vie.cloudflareaccess.com', 'https://127.0.0.1:4190', '']) {
      expect(readSettings({ ...tests, ACCESS_TEAM_DOMAIN: team }), team).toMatchObject({ meter: false, testClock: false });
    }
  });

  it('refuses a weak PROOF_SECRET as a missing one, and says why: short, or of few different characters (issue 78)', () => {
    for (const weak of ['x', 'secret', 'le secret du centre', 'a'.repeat(64), 'ab'.repeat(32), '0123456789'.repeat(3)]) {
      const settings = readSettings({ PROOF_SECRET: weak });
      expect(settings.problems, weak).toEqual([expect.stringMatching(/^PROOF_SECRET is too weak/)]);
      // Never the secret itself, in the console.
      if (weak.length > 6) expect(settings.problems.join(' '), weak).not.toContain(weak);
    }
    for (const strong of [randomBytes(32).toString('hex'), randomBytes(32).toString('base64'), randomBytes(32).toString('base64url')]) {
      expect(readSettings({ PROOF_SECRET: strong }), strong).toMatchObject({ proof: { secret: strong }, problems: [] });
    }
  });

  it('refuses a secret that repeats a pattern, or draws on few characters, whatever its length (issue 83)', () => {
    const patterns = ['0123456789abcdef0123456789abcdef', 'abcd'.repeat(16), 'Xy7#'.repeat(8), 'a1b2c3d4e5f6g7h8'.repeat(4), '9f3Kq0Lz'.repeat(5), 'abcdabcdaaaabbbbccccddddabcdabcd'.repeat(2)];
    for (const weak of patterns) {
      expect(readSettings({ PROOF_SECRET: weak }).problems, weak).toEqual([expect.stringMatching(/^PROOF_SECRET is too weak/)]);
      expect(readSettings({ PROOF_SECRET: randomBytes(32).toString('hex'), PROOF_SECRET_PREVIOUS: weak }).problems, weak).toEqual([expect.stringMatching(/^PROOF_SECRET_PREVIOUS is too weak/)]);
    }
    // What the guide says to make (openssl rand -hex 32), a thousand times: never refused.
    for (let i = 0; i < 1_000; i += 1) {
      const strong = randomBytes(32).toString('hex');
      expect(readSettings({ PROOF_SECRET: strong }).problems, strong).toEqual([]);
    }
  });

  it('names every request on the staff’s phones within two minutes, whatever the gap typed (issue 72)', () => {
    expect(readSettings({ NOTICE_GAP_SECONDS: '3600' }).notify.gapMs).toBe(120_000);
    for (const typo of ['une minute', '-5', '1.5']) expect(readSettings({ NOTICE_GAP_SECONDS: typo }).notify.gapMs).toBe(DEFAULT_NOTICE_GAP_SECONDS * 1_000);
  });

  it('takes the notices’ link from INBOX_URL alone: https with its path (http on this machine), else none (issue 72)', () => {
    const url = (typed: string) => readSettings({ INBOX_URL: typed }).inboxUrl;
    expect(url(' https://passerelle.aide-et-vie.cm/inbox/ ')).toBe('https://passerelle.aide-et-vie.cm/inbox/');
    expect(url('http://127.0.0.1:8787/inbox/')).toBe('http://127.0.0.1:8787/inbox/');
    for (const refused of ['http://passerelle.aide-et-vie.cm/inbox/', 'passerelle.aide-et-vie.cm/inbox/', 'javascript:alert(1)', 'https://x@evil.example/inbox/', 'https://passerelle.aide-et-vie.cm/inbox/?next=https://evil.example', '']) {
      expect(url(refused), refused).toBe('');
    }
  });

  it('reads the site’s rules from SITE_URL, else from the first origin served', () => {
    expect(readSettings({ ALLOWED_ORIGINS: 'https://www.aide-et-vie.cm, https://aide-et-vie.cm' }).siteUrl).toBe('https://www.aide-et-vie.cm');
    expect(readSettings({ ALLOWED_ORIGINS: 'https://www.aide-et-vie.cm', SITE_URL: 'https://aide-et-vie.pages.dev/' }).siteUrl).toBe('https://aide-et-vie.pages.dev');
    expect(readSettings({ ALLOWED_ORIGINS: 'https://www.aide-et-vie.cm', SITE_URL: 'aide-et-vie.pages.dev' }).siteUrl).toBe('https://www.aide-et-vie.cm');
    expect(readSettings({}).siteUrl).toBe('');
  });

  it('serves the origins the centre lists', () => {
    expect(readSettings({ ALLOWED_ORIGINS: 'https://www.aide-et-vie.cm, https://aide-et-vie.cm' }).origins).toEqual(['https://www.aide-et-vie.cm', 'https://aide-et-vie.cm']);
    expect(readSettings({}).origins).toEqual([]);
  });

  it('calls EmailJS’s own API unless told another, without the trailing slashes', () => {
    expect(readSettings({}).emailjs.apiUrl).toBe(EMAILJS_DEFAULT_API_URL);
    expect(readSettings({ EMAILJS_API_URL: '  ' }).emailjs.apiUrl).toBe(EMAILJS_DEFAULT_API_URL);
    expect(readSettings({ EMAILJS_API_URL: 'http://127.0.0.1:4180//' }).emailjs.apiUrl).toBe('http://127.0.0.1:4180');
  });

  it('asks the proof’s default work unless the centre sets its own', () => {
    expect(readSettings({}).proof).toEqual({ secret: '', previous: '', ...PROOF_DEFAULTS });
    expect(readSettings({ PROOF_COST: '5000', PROOF_COUNTER_MIN: '10', PROOF_COUNTER_MAX: '20', PROOF_MINUTES: '5' }).proof).toMatchObject({ cost: 5000, counterMin: 10, counterMax: 20, minutes: 5 });
  });

  it('never lets the proof’s highest counter fall under its lowest', () => {
    expect(readSettings({ PROOF_COUNTER_MIN: '900', PROOF_COUNTER_MAX: '100' }).proof).toMatchObject({ counterMin: 900, counterMax: 900 });
  });

  it('names every setting in .env.example, and none of the secrets with a value', () => {
    const example = readFileSync('.env.example', 'utf8');
    for (const name of GATEWAY_SETTINGS) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
    }
    for (const name of GATEWAY_SECRETS) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
  });
});
