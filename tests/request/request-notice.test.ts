import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Answer } from '@/lib/request/answers';
import type { Channel } from '@/lib/request/channels/channel';
import { sendWaiting } from '@/lib/request/deliver';
import { newEntry } from '@/lib/request/entry';
import { callbackValues } from '@/lib/request/callback';
import { failingNotice, NAMED_PER_NOTICE, newRequestsNotice, noticeFacts, noticeOf, NOTICE_TITLES, receivedNotice } from '@/lib/request/notice/notice';
import { noticeUrl, postNotice } from '@/lib/request/notice/send';
import { visitAnswerNotice } from '@/lib/request/notice/visits';
import { addRequest, claimRequest, LEASE_MS, listRequests, removeRequest, settleRequest } from '@/lib/request/store';
import { submit, type SubmitOptions } from '@/lib/request/submit';
import { marieValues } from './appointment-request';

const TOPIC = 'https://notify.example.test/aide-et-vie';
const marie = marieValues('Pour ma mère, à domicile si possible.');
/** Every word the visitor typed: none may reach a notice. */
const VISITOR_WORDS = ['Marie', 'Ngono', 'marie.ngono@example.com', '671234567', '2026-03-20', '14:30', '14\u00A0h\u00A030', 'Suivi de grossesse', 'grossesse', 'ma mère', '20 mars', '20\u00A0mars'];
// A call-back chosen on Monday 16 March 2026 at 9:00 in Yaoundé, for tomorrow afternoon, from a service page.
const callback = callbackValues(
  { phone: '+237671234567', name: 'Marie Ngono', date: '2026-03-17', slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: 'Suivi de grossesse' },
);

/** A fake ntfy: records each POST as ntfy would read it, and answers `statuses` in turn (then the last). */
function fakeNtfy(statuses: (number | 'network' | 'hang')[] = [200]) {
  const posts: { url: string; init: RequestInit }[] = [];
  const hanging: (() => void)[] = [];
  let hangs = true;
  const fetch = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    posts.push({ url: String(url), init });
    const status = statuses[Math.min(posts.length - 1, statuses.length - 1)]!;
    if (status === 'network' || (status === 'hang' && !hangs)) throw new TypeError('Failed to fetch');
    if (status === 'hang') {
      return new Promise<Response>((_, reject) => {
        const drop = () => reject(new DOMException('aborted', 'AbortError'));
        init.signal?.addEventListener('abort', drop);
        hanging.push(drop);
      });
    }
    return new Response('{}', { status });
  }) as unknown as typeof globalThis.fetch;
  /** The server drops what hangs, and fails at once from then on: no post is left waiting after its test. */
  const stopHanging = () => {
    hangs = false;
    for (const drop of hanging.splice(0)) drop();
  };
  return { posts, fetch, stopHanging, options: { url: TOPIC, fetch, pausesMs: [0, 0], timeoutMs: 50 } };
}

/** The whole of a POST as text: its URL (decoded as a server reads a query: « + » is a space), its headers and its body. */
const wholeOf = ({ url, init }: { url: string; init: RequestInit }) =>
  [decodeURIComponent(url.replace(/\+/g, ' ')), JSON.stringify(init.headers ?? {}), String(init.body)].join('\n');

const channel = (answers: Answer[]): Channel & { calls: number } => {
  const one = { name: 'emailjs' as const, configured: true, calls: 0, send: async () => answers[Math.min(one.calls++, answers.length - 1)]! };
  return one;
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// The notice's chunk (post-notice.ts) is imported when the first notice goes: loaded once here, so that
// a notice left unsent within `settle` is one that was never sent, not one still being loaded.
beforeAll(() => import('@/lib/request/notice/post-notice'));

beforeEach(async () => {
  for (const entry of await listRequests()) await removeRequest(entry.id);
});

describe('what a notice says: the reference and the kind, nothing the visitor typed', () => {
  it('an appointment: its kind as the title, its reference, « voir la boîte mail »', () => {
    const notice = noticeOf('sent', noticeFacts({ values: marie, locale: 'fr', reference: 'AV-7K3Q' }));
    expect(notice).toEqual({ title: 'Nouvelle demande de rendez-vous', message: 'Référence AV-7K3Q. Voir la boîte mail.', tags: ['bell'], priority: 4 });
  });

  it('a call-back: « Rappel demandé » and the slot promised, not the number nor the name', () => {
    const notice = noticeOf('sent', noticeFacts({ values: callback, locale: 'en', reference: 'AV-2345', kind: 'callback' }));
    expect(notice.title).toBe('Rappel demandé');
    expect(notice.message).toBe("Référence AV-2345. Créneau promis\u00A0: le mardi 17\u00A0mars\u00A02026, l'après-midi (12\u00A0h – 17\u00A0h). Voir la boîte mail.");
  });

  it('the e-mail failing: what the channels answered (statuses only), that the request waits, and where to read what to do', () => {
    const notice = noticeOf('failing', noticeFacts({ values: marie, locale: 'fr', reference: 'AV-7K3Q' }), { emailjs: { status: 412, text: 'Invalid grant: marie.ngono@example.com' }, relay: { status: -1, text: 'network' } });
    expect(notice.title).toBe("L'e-mail échoue\u00A0: une demande attend");
    expect(notice.message).toContain('Nouvelle demande de rendez-vous, référence AV-7K3Q.');
    expect(notice.message).toContain('EmailJS\u00A0: 412, le second canal\u00A0: pas de réponse');
    expect(notice.message).toContain('«\u00A0L\'e-mail échoue\u00A0»');
    // A provider's text may quote the visitor (an address in an error): it is never passed on.
    expect(notice.message).not.toContain('marie');
  });

  it('an application is announced as one, and a failure the gateway saw names it', () => {
    const application = noticeFacts({ values: marie, locale: 'fr', reference: 'AV-7K3Q', kind: 'application' });
    expect(noticeOf('sent', application).title).toBe('Nouvelle candidature');
    expect(noticeOf('failing', application, { gateway: { status: 503, text: 'providers' } }).message).toMatch(/^Nouvelle candidature, référence AV-7K3Q\. Aucun canal e-mail ne l'a prise \(la passerelle\u00A0: 503\)\. /);
  });

  it('a new request rings with a bell, a failing e-mail with a warning: staff tell them apart on the lock screen', () => {
    const facts = noticeFacts({ values: marie, locale: 'fr', reference: 'AV-7K3Q' });
    expect(noticeOf('sent', facts).tags).toEqual(['bell']);
    expect(noticeOf('failing', facts).tags).toEqual(['warning']);
    expect(new URL(noticeUrl(TOPIC, { ...noticeOf('failing', facts), tags: ['warning', 'email'] })).searchParams.get('tags')).toBe('warning,email');
  });

  it('only a call-back promises a slot, and only when its time is one: an appointment whose time reads like one does not', () => {
    const facts = noticeFacts({ values: { ...marie, appointmentTime: callback.slot }, locale: 'fr', reference: 'AV-7K3Q' });
    expect(facts).toEqual({ reference: 'AV-7K3Q', kind: 'appointment' });
    expect(noticeFacts({ values: { ...callback, slot: '14:30' }, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' })).toEqual({ reference: 'AV-7K3Q', kind: 'callback' });
  });

  it('the e-mail failing with no key set, or with nothing known of the channels: said plainly, no empty brackets', () => {
    const facts = noticeFacts({ values: marie, locale: 'fr', reference: 'AV-7K3Q' });
    expect(noticeOf('failing', facts, { emailjs: { status: 0, text: 'not configured' } }).message).toContain("ne l'a prise (EmailJS : non réglé). ");
    expect(noticeOf('failing', facts).message).toContain("Aucun canal e-mail ne l'a prise. Elle reste");
  });

  it.each([
    ['sent', 'appointment'],
    ['sent', 'callback'],
    ['failing', 'appointment'],
    ['failing', 'callback'],
  ] as const)('%s, %s: none of the visitor’s words in the URL, headers or body posted', async (event, kind) => {
    const values = kind === 'callback' ? callback : marie;
    const notice = noticeOf(event, noticeFacts({ values, locale: 'fr', reference: 'AV-7K3Q', ...(kind === 'callback' ? { kind } : {}) }), { emailjs: { status: 426, text: 'Marie Ngono' } });
    const ntfy = fakeNtfy();
    await postNotice(TOPIC, notice, ntfy.options);
    const whole = wholeOf(ntfy.posts[0]!);
    expect(whole).toContain('AV-7K3Q');
    expect(whole).toContain(event === 'sent' ? NOTICE_TITLES[kind] : "L'e-mail échoue");
    for (const word of VISITOR_WORDS) expect(whole).not.toContain(word);
  });
});

describe('a family’s answer to its visit, told to the phone of her who holds it (lib/request/notice/visits.ts)', () => {
  it('says « la famille a répondu » and the request’s reference, never « la famille de AV-… » nor the visit’s day (issue 83)', () => {
    const coming = visitAnswerNotice({ reference: 'AV-7K3Q', holder: 'Awa', answer: 'coming' }, 'https://inbox.example/inbox/');
    expect(coming.message).toBe('Awa, la famille a répondu «\u00A0Je serai là\u00A0» au rendez-vous de la demande AV-7K3Q.');
    const change = visitAnswerNotice({ reference: 'AV-7K3Q', answer: 'change' }, 'https://inbox.example/inbox/');
    expect(change.message).toMatch(/^La famille a répondu «\u00A0Je dois changer\u00A0» au rendez-vous de la demande AV-7K3Q\. Appelez-la/);
    for (const notice of [coming, change]) expect(notice.message).not.toMatch(/famille de/);
  });
});

describe('a notice never holds a link (the staff guide: a real one never does)', () => {
  // A link in a notice is what a fake « L'e-mail échoue » would use to send staff to a fake sign-in page.
  const LINK = /https?:|www\.|\b[\w-]+\.(cm|com|net|org|sh|fr|io)\b|\]\(/i;
  it.each([
    ...(['sent', 'failing'] as const).flatMap((event) => (['appointment', 'callback', 'application'] as const).map((kind) => [event, kind] as const)),
  ])('%s, %s', (event, kind) => {
    const values = kind === 'callback' ? callback : marie;
    const notice = noticeOf(event, noticeFacts({ values, locale: 'fr', reference: 'AV-7K3Q', ...(kind !== 'appointment' ? { kind } : {}) }), {
      emailjs: { status: 403, text: 'See https://dashboard.emailjs.com/admin/account/security' },
    });
    expect(`${notice.title} ${notice.message}`).not.toMatch(LINK);
  });

  it('nor do the gateway’s notices, whose one link is a button opening its inbox (issue 66)', () => {
    const inbox = 'https://passerelle.aide-et-vie.cm/inbox/';
    const facts = noticeFacts({ values: callback, locale: 'fr', reference: 'AV-7K3Q', kind: 'callback' });
    const notices = [receivedNotice(facts, inbox), newRequestsNotice({ named: [facts, facts], check: [facts] }, inbox), newRequestsNotice({ named: [], check: [facts, facts, facts] }, inbox), failingNotice(3, { emailjs: { status: 426, text: 'https://dashboard.emailjs.com' } }, inbox)];
    for (const notice of notices) {
      expect(`${notice.title} ${notice.message}`).not.toMatch(LINK);
      expect(notice.action).toEqual({ label: 'Ouvrir la boîte', url: inbox });
      expect(new URL(noticeUrl(TOPIC, notice)).searchParams.get('actions')).toBe(`view, Ouvrir la boîte, ${inbox}`);
    }
    // Without an inbox, no button at all.
    expect(receivedNotice(facts, '')).not.toHaveProperty('action');
    expect(new URL(noticeUrl(TOPIC, receivedNotice(facts, ''))).searchParams.has('actions')).toBe(false);
    // What the gateway may say of a request: its kind, its reference, a call-back's slot; nothing the visitor typed.
    expect(receivedNotice(facts, inbox)).toMatchObject({ title: 'Rappel demandé', priority: 4 });
    expect(receivedNotice(facts, inbox).message).toMatch(/^Référence AV-7K3Q\. Créneau promis\u00A0: le .+\. Elle est dans la boîte des demandes\.$/);
  });

  it('« L’e-mail échoue » from the gateway says how many requests wait, and that they are in the inbox', () => {
    expect(failingNotice(1, {}, '').message).toMatch(/^1 demande attend sa copie par e-mail\. /);
    expect(failingNotice(3, { emailjs: { status: 426, text: '' }, relay: { status: -1, text: 'timeout' } }, '').message).toMatch(
      /^3 demandes attendent leur copie par e-mail \(EmailJS\u00A0: 426, le second canal\u00A0: pas de réponse\)\. Elles sont dans la boîte des demandes/,
    );
    expect(failingNotice(3, {}, '')).toMatchObject({ title: "L'e-mail échoue", tags: ['warning'], priority: 4 });
  });

  it('many at once from the gateway: one notice names each by its reference, those « À vérifier » after them; nothing else of them (issues 72 and 78)', () => {
    const inbox = 'https://passerelle.aide-et-vie.cm/inbox/';
    const facts = (reference: string) => noticeFacts({ values: callback, locale: 'fr', reference, kind: 'callback' });
    expect(newRequestsNotice({ named: [facts('AV-2222'), facts('AV-3333'), facts('AV-4444')], check: [facts('AV-5555'), facts('AV-6666')] }, inbox)).toEqual({
      title: '3 nouvelles demandes',
      message: '3 nouvelles demandes\u00A0: AV-2222, AV-3333, AV-4444\u00A0; à vérifier\u00A0: AV-5555, AV-6666. Elles sont dans la boîte des demandes.',
      tags: ['bell'],
      priority: 4,
      action: { label: 'Ouvrir la boîte', url: inbox },
    });
    // A slot, a name: never in a notice of several (each request's slot is in the inbox).
    expect(newRequestsNotice({ named: [facts('AV-2222'), facts('AV-3333')], check: [] }, '').message).toBe('2 nouvelles demandes\u00A0: AV-2222, AV-3333. Elles sont dans la boîte des demandes.');
    // Alone, it reads as every request's notice did, those « À vérifier » after it.
    expect(newRequestsNotice({ named: [facts('AV-2222')], check: [facts('AV-5555')] }, '').message).toMatch(/^Référence AV-2222\. Créneau promis\u00A0: .+\. Elle est dans la boîte des demandes\. Aussi à vérifier\u00A0: AV-5555\.$/);
    // Hundreds at once: the first NAMED_PER_NOTICE by reference, then how many more; ntfy's 4,096 bytes never reached.
    const many = newRequestsNotice({ named: Array.from({ length: NAMED_PER_NOTICE + 23 }, () => facts('AV-2222')), check: [facts('AV-5555')] }, inbox);
    expect(many.message).toContain(' et 23 autres\u00A0; 1\u00A0à vérifier. ');
    expect(new TextEncoder().encode(many.message).length).toBeLessThan(4_096);
    const mixed = newRequestsNotice({ named: Array.from({ length: NAMED_PER_NOTICE - 1 }, () => facts('AV-2222')), check: [facts('AV-5555'), facts('AV-6666')] }, inbox);
    expect(mixed.message).toContain('\u00A0; à vérifier\u00A0: AV-5555 et 1 autre. ');
  });

  it('« À vérifier » alone from the gateway: each by its reference, in a quieter notice that says a family may be among them (issue 78)', () => {
    const facts = (reference: string) => noticeFacts({ values: callback, locale: 'fr', reference, kind: 'callback' });
    expect(newRequestsNotice({ named: [], check: [facts('AV-5555'), facts('AV-6666')] }, '')).toEqual({
      title: '2 demandes à vérifier',
      message:
        "À vérifier\u00A0: AV-5555, AV-6666. Elles en répètent d'autres (un même numéro, message ou nom) et attendent à part, sans copie e-mail. " +
        "Une vraie famille peut s'y trouver\u00A0: lisez-les avant de les marquer indésirables.",
      tags: ['warning'],
      priority: 3,
    });
    expect(newRequestsNotice({ named: [], check: [facts('AV-5555')] }, '')).toMatchObject({ title: 'Une demande à vérifier', message: expect.stringContaining('lisez-la avant de la marquer indésirable.') });
  });
});

describe('how a notice is posted: one simple POST, tried a few times, never thrown', () => {
  it('the text as the body, the title, tags and priority in the query, no header: no CORS preflight, no RFC 2047', async () => {
    const ntfy = fakeNtfy();
    const notice = noticeOf('sent', { reference: 'AV-7K3Q', kind: 'appointment' });
    expect(await postNotice(TOPIC, notice, ntfy.options)).toBe(200);
    const [post] = ntfy.posts;
    expect(post!.url).toBe(noticeUrl(TOPIC, notice));
    const url = new URL(post!.url);
    expect(url.origin + url.pathname).toBe(TOPIC);
    expect(Object.fromEntries(url.searchParams)).toEqual({ title: 'Nouvelle demande de rendez-vous', tags: 'bell', priority: '4' });
    expect(post!.init).toMatchObject({ method: 'POST', body: 'Référence AV-7K3Q. Voir la boîte mail.', keepalive: true, credentials: 'omit', referrerPolicy: 'no-referrer' });
    expect(post!.init.headers).toBeUndefined();
  });

  it.each([
    ['the service down (500), three times', [500], 3, 500],
    ['refusing (403: a reserved topic): once, no use trying again', [403], 1, 403],
    ['rate-limited (429), then taken', [429, 200], 2, 200],
    ['no connection, then taken', ['network', 200], 2, 200],
    ['no answer within the timeout, three times', ['hang'], 3, null],
    ['down, then no connection twice: the last try had no answer', [500, 'network', 'network'], 3, null],
  ] as const)('%s', async (_, statuses, tries, last) => {
    const ntfy = fakeNtfy([...statuses]);
    expect(await postNotice(TOPIC, noticeOf('sent', { reference: 'AV-7K3Q', kind: 'appointment' }), ntfy.options)).toBe(last);
    expect(ntfy.posts).toHaveLength(tries);
  });

  it('gives the topic 2 s, then 8 s to recover, never a pause before the first try', async () => {
    const ntfy = fakeNtfy([503]);
    const pauses: number[] = [];
    const wait = async (ms: number) => void pauses.push(ntfy.posts.length, ms);
    await postNotice(TOPIC, noticeOf('sent', { reference: 'AV-7K3Q', kind: 'appointment' }), { fetch: ntfy.fetch, timeoutMs: 50, wait });
    // After the first post, 2 s; after the second, 8 s; after the third, none.
    expect(pauses).toEqual([1, 2_000, 2, 8_000]);
  });

  it('really pauses between tries', async () => {
    const times: number[] = [];
    const fetch = (async () => (times.push(performance.now()), new Response('', { status: 503 }))) as typeof globalThis.fetch;
    await postNotice(TOPIC, noticeOf('sent', { reference: 'AV-7K3Q', kind: 'appointment' }), { fetch, timeoutMs: 50, pausesMs: [30, 30] });
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(25);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(25);
  });
});

describe('once per event, and after the request, whoever sends it', () => {
  const submitWith = (answers: Answer[], ntfy: ReturnType<typeof fakeNtfy>, changes: Partial<SubmitOptions> = {}) => {
    const emailjs = channel(answers);
    return { emailjs, options: { locale: 'fr', reference: 'AV-7K3Q', channels: [emailjs], online: () => true, takeTurn: () => true, notice: ntfy.options, ...changes } as SubmitOptions };
  };

  it('sent by the page: one notice, after the channel took it', async () => {
    const ntfy = fakeNtfy();
    const { emailjs, options } = submitWith([{ kind: 'sent' }], ntfy);
    expect(await submit(marie, options)).toEqual({ kind: 'sent' });
    await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
    await settle();
    expect(emailjs.calls).toBe(1);
    expect(ntfy.posts).toHaveLength(1);
    expect(ntfy.posts[0]!.init.body).toBe('Référence AV-7K3Q. Voir la boîte mail.');
  });

  it('the notice service down changes nothing: the visitor has the answer while the notice still hangs, the request is sent once', async () => {
    const ntfy = fakeNtfy(['hang']);
    // ntfy answers nothing for a minute: an answer that waited for the notice would not come within the test.
    const { emailjs, options } = submitWith([{ kind: 'sent' }], ntfy, { notice: { ...ntfy.options, timeoutMs: 60_000 } });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stillWaiting = new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting for the notice'), 2_000)));
    expect(await Promise.race([submit(marie, options), stillWaiting])).toEqual({ kind: 'sent' });
    clearTimeout(timer);
    await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
    expect(emailjs.calls).toBe(1);
    ntfy.stopHanging();
    await settle();
  });

  it('offline: nothing; then sent by a later round: one notice', async () => {
    const ntfy = fakeNtfy();
    const { options } = submitWith([{ kind: 'sent' }], ntfy, { online: () => false });
    expect((await submit(marie, options)).kind).toBe('kept');
    await settle();
    expect(ntfy.posts).toHaveLength(0);
    const later = channel([{ kind: 'sent' }]);
    expect(await sendWaiting({ channels: [later], connectionBack: true, notice: ntfy.options, waitForNotices: true })).toMatchObject({ sent: 1 });
    expect(ntfy.posts).toHaveLength(1);
    expect(String(ntfy.posts[0]!.init.body)).toContain('AV-7K3Q');
  });

  it('no mail channel takes it for the account’s sake: one « failing » notice, however many tries fail, then one when it is sent', async () => {
    const ntfy = fakeNtfy();
    const quota: Answer = { kind: 'retry', cause: 'service', status: 426, text: 'quota' };
    const { options } = submitWith([quota], ntfy);
    expect((await submit(marie, options)).kind).toBe('kept');
    await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
    expect(ntfy.posts.map((post) => new URL(post.url).searchParams.get('title'))).toEqual(["L'e-mail échoue\u00A0: une demande attend"]);
    for (let round = 0; round < 3; round += 1) {
      await sendWaiting({ channels: [channel([quota])], force: true, notice: ntfy.options, waitForNotices: true });
    }
    expect(ntfy.posts).toHaveLength(1);
    await sendWaiting({ channels: [channel([{ kind: 'sent' }])], force: true, notice: ntfy.options, waitForNotices: true });
    expect(ntfy.posts.map((post) => new URL(post.url).searchParams.get('title'))).toEqual(["L'e-mail échoue\u00A0: une demande attend", 'Nouvelle demande de rendez-vous']);
  });

  it('a page’s round does not wait for its notices: the next send must not; the worker’s does', async () => {
    const ntfy = fakeNtfy(['hang']);
    const notice = { ...ntfy.options, timeoutMs: 60_000 };
    expect((await submit(marie, submitWith([{ kind: 'retry', cause: 'network' }], ntfy).options)).kind).toBe('kept');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stillWaiting = new Promise((resolve) => (timer = setTimeout(() => resolve('still waiting for the notice'), 2_000)));
    const round = sendWaiting({ channels: [channel([{ kind: 'sent' }])], force: true, notice });
    expect(await Promise.race([round, stillWaiting])).toMatchObject({ sent: 1 });
    clearTimeout(timer);
    await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
    ntfy.stopHanging();
    await settle();
  });

  it('the device’s storage failing once the request has gone: staff are still told it was sent, by the page and by a round', async () => {
    const ntfy = fakeNtfy();
    const open = IDBDatabase.prototype.transaction;
    const breaking = (answer: Answer): Channel => ({
      name: 'emailjs',
      configured: true,
      send: async () => {
        IDBDatabase.prototype.transaction = () => {
          throw new DOMException('storage failed', 'UnknownError');
        };
        return answer;
      },
    });
    try {
      expect(await submit(marie, { ...submitWith([], ntfy).options, channels: [breaking({ kind: 'sent' })] })).toEqual({ kind: 'sent' });
      await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
      IDBDatabase.prototype.transaction = open;
      expect((await submit(marie, { ...submitWith([{ kind: 'retry', cause: 'network' }], ntfy).options, reference: 'AV-2345' })).kind).toBe('kept');
      await sendWaiting({ channels: [breaking({ kind: 'sent' })], force: true, notice: ntfy.options, waitForNotices: true });
      expect(ntfy.posts.map((post) => post.init.body)).toEqual(['Référence AV-7K3Q. Voir la boîte mail.', 'Référence AV-2345. Voir la boîte mail.']);
    } finally {
      IDBDatabase.prototype.transaction = open;
    }
  });

  it('without IndexedDB: a request sent is told, one that failed is not (nothing remembers it to tell once)', async () => {
    const realOpen = indexedDB.open;
    indexedDB.open = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      // A fresh module: the outbox's database is opened once per page.
      vi.resetModules();
      const fresh = await import('@/lib/request/submit');
      const ntfy = fakeNtfy();
      expect(await fresh.submit(marie, submitWith([{ kind: 'sent' }], ntfy).options)).toEqual({ kind: 'sent' });
      await vi.waitFor(() => expect(ntfy.posts).toHaveLength(1));
      const quota: Answer = { kind: 'retry', cause: 'service', status: 426, text: '' };
      expect((await fresh.submit(marie, submitWith([quota], ntfy).options)).kind).toBe('refused');
      await settle();
      expect(ntfy.posts.map((post) => new URL(post.url).searchParams.get('title'))).toEqual(['Nouvelle demande de rendez-vous']);
    } finally {
      indexedDB.open = realOpen;
      vi.resetModules();
    }
  });

  it('a connection that fails is no account’s fault: no « failing » notice', async () => {
    const ntfy = fakeNtfy();
    const { options } = submitWith([{ kind: 'retry', cause: 'network' }], ntfy);
    expect((await submit(marie, options)).kind).toBe('kept');
    await settle();
    expect(ntfy.posts).toHaveLength(0);
  });

  it('the outbox decides who tells: two answers for one request (a tab and the worker) make one « sent », two failures one « failing »', async () => {
    const now = Date.now();
    const entry = newEntry({ values: marie, locale: 'fr', reference: 'AV-7K3Q' }, { token: 'tab', until: now + LEASE_MS }, now);
    await addRequest(entry);
    const quota: Answer = { kind: 'retry', cause: 'service', status: 426, text: '' };
    expect(await settleRequest(entry.id, 'tab', quota, now)).toBe('failing');
    expect((await listRequests()).find((one) => one.id === entry.id)).toMatchObject({ failingTold: true });
    expect(await claimRequest(entry.id, 'worker', now, { force: true })).not.toBeNull();
    expect(await settleRequest(entry.id, 'worker', quota, now)).toBeNull();
    expect(await claimRequest(entry.id, 'tab', now, { force: true })).not.toBeNull();
    expect(await settleRequest(entry.id, 'tab', { kind: 'sent' }, now)).toBe('sent');
    expect(await settleRequest(entry.id, 'worker', { kind: 'sent' }, now)).toBeNull();
  });
});
