import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tryChannels, type Channel } from '@/lib/request/channels';
import { channelsFromEnv, channelsOf } from '@/lib/request/channels/choice';
import { RELAY_VARIABLES, relayConfigFromEnv } from '@/lib/request/channels/relay-config';
import { NOTICE_VARIABLES, noticeUrlFromEnv } from '@/lib/request/notice/notice-config';
import { emailJsChannel } from '@/lib/request/channels/emailjs';
import { readRelayAnswer, relayBody, relayChannel } from '@/lib/request/channels/relay';
import { retryDelay } from '@/lib/request/answers';
import { httpsOrigin } from '@/lib/request/https-origin';
import { sendWaiting } from '@/lib/request/deliver';
import { readEntry } from '@/lib/request/entry';
import { EMAILJS_SEND_URL } from '@/lib/request/channels/emailjs';
import { listRequests, removeRequest } from '@/lib/request/store';
import { submit } from '@/lib/request/submit';
import { connectSources } from '../../pipeline/lib/security-policy';
import { marieValues } from './appointment-request';

/*
 * The two channels (lib/request/channels/), each faked at its fetch: whose fault each answer is, the
 * failover from EmailJS to the relay, what the relay receives, and that each channel takes a request
 * at most once, across tries, pages and the worker.
 */

const config = { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' };
const RELAY = { url: 'https://relay.example.test/submit', key: 'relay_key' };
const values = marieValues('Pour ma mère.');
/** retryDelay's longest wait: after it, any kept request is due again. */
const LONGEST_WAIT = retryDelay(Number.POSITIVE_INFINITY);
const content = { id: 'request-1', values, locale: 'fr' as const, reference: 'AV-7K3Q' };

type Reply = { status: number; text?: string } | 'network' | 'offline' | 'silent';

/** A fetch that answers `reply` (or each reply in turn) and records what was posted. */
function fake(replies: Reply | Reply[]) {
  const queue = Array.isArray(replies) ? [...replies] : null;
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  const post = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    posted.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> });
    const reply = queue ? (queue.shift() ?? { status: 200 }) : (replies as Reply);
    if (reply === 'network' || reply === 'offline') {
      if (reply === 'offline') vi.stubGlobal('navigator', { onLine: false });
      throw new TypeError('Failed to fetch');
    }
    if (reply === 'silent') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return new Response(reply.text ?? '', { status: reply.status });
  });
  return { post: post as unknown as typeof fetch, posted, calls: () => posted.length };
}

function channels(emailjs: Reply | Reply[], relay: Reply | Reply[] | null) {
  const e = fake(emailjs);
  const r = fake(relay ?? { status: 200 });
  const list: Channel[] = [
    emailJsChannel(config, { fetch: e.post, timeoutMs: 50 }),
    relayChannel(relay === null ? { url: '', key: '' } : RELAY, { fetch: r.post, timeoutMs: 50 }),
  ];
  return { list, emailjs: e, relay: r };
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  for (const entry of await listRequests()) await removeRequest(entry.id);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('each channel’s answers, read with one table', () => {
  const statuses = [400, 401, 402, 403, 404, 412, 413, 422, 426, 429, 451, 500, 503];
  const expected = (status: number) => (status === 413 ? 'refused' : 'retry');

  it.each(statuses)('EmailJS %i → the request %s', async (status) => {
    const { post } = fake({ status, text: 'EmailJS says' });
    const answer = await emailJsChannel(config, { fetch: post }).send(content, {});
    expect(answer.kind).toBe(expected(status));
    if (answer.kind === 'retry') expect(answer).toEqual({ kind: 'retry', cause: 'service', status, text: 'EmailJS says' });
  });

  it.each(statuses)('relay %i → the request %s', async (status) => {
    const { post } = fake({ status, text: '{"success":false}' });
    expect((await relayChannel(RELAY, { fetch: post }).send(content, {})).kind).toBe(expected(status));
  });

  it('a 2xx is sent on both; the relay’s 200 saying « success: false » is not', async () => {
    expect(await emailJsChannel(config, { fetch: fake({ status: 200, text: 'OK' }).post }).send(content, {})).toEqual({ kind: 'sent' });
    expect(await relayChannel(RELAY, { fetch: fake({ status: 200, text: '{"success":true}' }).post }).send(content, {})).toEqual({ kind: 'sent' });
    expect(await relayChannel(RELAY, { fetch: fake({ status: 200, text: '{"success":false,"message":"Invalid access key"}' }).post }).send(content, {})).toMatchObject({
      kind: 'retry',
      cause: 'service',
      status: 200,
    });
  });

  it('no answer in time, a network error, no connection: kept, each said as it is, on both channels', async () => {
    for (const make of [(post: typeof fetch) => emailJsChannel(config, { fetch: post, timeoutMs: 20 }), (post: typeof fetch) => relayChannel(RELAY, { fetch: post, timeoutMs: 20 })]) {
      expect(await make(fake('silent').post).send(content, {})).toEqual({ kind: 'retry', cause: 'timeout' });
      expect(await make(fake('network').post).send(content, {})).toEqual({ kind: 'retry', cause: 'network' });
      expect(await make(fake('offline').post).send(content, {})).toEqual({ kind: 'retry', cause: 'offline' });
      vi.unstubAllGlobals();
    }
  });

  it('a missing key: the channel is not set, and never posted to', async () => {
    const e = fake({ status: 200 });
    const r = fake({ status: 200 });
    expect(emailJsChannel({ ...config, publicKey: '' }, { fetch: e.post }).configured).toBe(false);
    expect(relayChannel({ url: '', key: '' }, { fetch: r.post }).configured).toBe(false);
    expect(relayChannel({ url: 'http://relay.example.test/', key: '' }).configured).toBe(false);
    const result = await tryChannels(content, [emailJsChannel({ ...config, publicKey: '' }, { fetch: e.post }), relayChannel(RELAY, { fetch: r.post })]);
    expect(result.answer).toEqual({ kind: 'sent' });
    expect(e.calls()).toBe(0);
    expect(r.posted[0]!.body).toMatchObject({ emailjs_statut: 'clés absentes', que_faire: expect.stringMatching(/clés EmailJS/) });
  });
});

describe('failover: EmailJS first, the relay at once when EmailJS does not take it', () => {
  it.each([426, 412, 403, 402, 400, 500])('EmailJS %i → one POST to the relay, with the reference, every field, EmailJS’s status and what to do', async (status) => {
    const { list, emailjs, relay } = channels({ status, text: 'Gmail_API: Invalid grant' }, { status: 200, text: '{"success":true}' });
    expect((await tryChannels(content, list)).answer).toEqual({ kind: 'sent' });
    expect(emailjs.calls()).toBe(1);
    expect(relay.calls()).toBe(1);
    const { url, body } = relay.posted[0]!;
    expect(url).toBe(RELAY.url);
    expect(Object.keys(body).slice(0, 4)).toEqual(['access_key', 'subject', 'from_name', 'alerte']);
    expect(body).toMatchObject({
      access_key: 'relay_key',
      subject: '[Canal de secours] Demande de rendez-vous AV-7K3Q',
      alerte: expect.stringMatching(/^L'envoi des demandes par e-mail \(EmailJS\) échoue/),
      emailjs_statut: String(status),
      emailjs_texte: 'Gmail_API: Invalid grant',
      reference: 'AV-7K3Q',
      nom: 'Marie Ngono',
      email: 'marie.ngono@example.com',
      telephone: '+237671234567',
      date: '2026-03-20',
      heure: '14:30',
      service: 'Suivi de grossesse',
      message: 'Référence\u00A0: AV-7K3Q\nPour ma mère.',
    });
  });

  it('tells staff what to do for the answers they can fix', async () => {
    const advice = async (status: number) => {
      const { list, relay } = channels({ status }, { status: 200 });
      await tryChannels(content, list);
      return relay.posted[0]!.body.que_faire;
    };
    expect(await advice(426)).toMatch(/quota du mois/);
    expect(await advice(412)).toMatch(/reconnectez la boîte Gmail/);
    expect(await advice(403)).toMatch(/ajoutez le domaine/);
    // Each answer its own step: none of them the « unexpected » line, which tells staff nothing to do.
    expect(await advice(400)).toMatch(/vérifiez leurs identifiants/);
    expect(await advice(404)).toMatch(/vérifiez leurs identifiants/);
    expect(await advice(401)).toMatch(/clé publique EmailJS est refusée/);
    expect(await advice(422)).toMatch(/To Email/);
    expect(await advice(429)).toMatch(/limite les envois/);
    expect(await advice(500)).toMatch(/en panne/);
    expect(await advice(418)).toMatch(/d'une façon inattendue/);
  });

  it('a call-back from the English site reaches the relay in French, with the English-site marker', async () => {
    const { list, relay } = channels({ status: 426 }, { status: 200 });
    const callback = {
      id: 'request-2',
      values: { phone: values.phone, fullName: values.fullName, day: values.appointmentDate, slot: 'afternoon 12:00-17:00', service: '' },
      locale: 'en' as const,
      reference: 'AV-7K3Q',
      kind: 'callback' as const,
    };
    await tryChannels(callback, list);
    const { body } = relay.posted[0]!;
    expect(body.subject).toBe('[Canal de secours] Demande de rappel AV-7K3Q');
    expect(body.heure).toMatch(/^l'après-midi/);
    expect(body.service).toBe('Rappel téléphonique');
    expect(body.message).toMatch(/^Référence\u00A0: AV-7K3Q\n\[Site anglais – répondre en anglais\] Rappel demandé au \+237671234567/);
  });

  it('EmailJS takes it: the relay is never posted', async () => {
    const { list, relay } = channels({ status: 200 }, { status: 200 });
    expect((await tryChannels(content, list)).answer).toEqual({ kind: 'sent' });
    expect(relay.calls()).toBe(0);
  });

  it('no connection: the relay is not tried (it could do no better)', async () => {
    const { list, relay } = channels('offline', { status: 200 });
    expect((await tryChannels(content, list)).answer).toEqual({ kind: 'retry', cause: 'offline' });
    expect(relay.calls()).toBe(0);
  });

  it('no answer from EmailJS while the connection works, or a network error: the relay at once', async () => {
    for (const reply of ['silent', 'network'] as const) {
      const { list, relay } = channels(reply, { status: 200 });
      expect((await tryChannels(content, list)).answer).toEqual({ kind: 'sent' });
      expect(relay.posted[0]!.body.emailjs_statut).toMatch(/pas de réponse/);
    }
  });

  it('one channel refusing the request and the other not answering: kept, as the unanswered try (a refusal counts only when every channel refuses)', async () => {
    for (const [emailjs, relay] of [[{ status: 413, text: 'too large' }, 'network'], ['network', { status: 413, text: 'too large' }]] as const) {
      expect((await tryChannels(content, channels(emailjs, relay).list)).answer).toEqual({ kind: 'retry', cause: 'network' });
    }
  });

  it('EmailJS not answering and the relay refusing for its account: kept as the account’s fault, so staff are told', async () => {
    const { list } = channels('silent', { status: 503, text: 'down' });
    expect((await tryChannels(content, list)).answer).toEqual({ kind: 'retry', cause: 'service', status: 503, text: 'down' });
  });

  it('both down: kept, as the service’s fault, with what each said', async () => {
    const { list } = channels({ status: 426, text: 'quota' }, { status: 503, text: 'down' });
    expect(await tryChannels(content, list)).toEqual({
      answer: { kind: 'retry', cause: 'service', status: 426, text: 'quota' },
      failures: { emailjs: { status: 426, text: 'quota' }, relay: { status: 503, text: 'down' } },
    });
  });

  it('the relay unset: kept, never refused for the account’s sake', async () => {
    const { list } = channels({ status: 403 }, null);
    expect((await tryChannels(content, list)).answer).toMatchObject({ kind: 'retry', cause: 'service', status: 403 });
  });

  it('refused only when every channel tried refused the request itself (413)', async () => {
    expect((await tryChannels(content, channels({ status: 413 }, { status: 413 }).list)).answer).toMatchObject({ kind: 'refused', status: 413 });
    expect((await tryChannels(content, channels({ status: 413 }, { status: 503 }).list)).answer).toMatchObject({ kind: 'retry' });
    expect((await tryChannels(content, channels({ status: 413 }, { status: 200 }).list)).answer).toEqual({ kind: 'sent' });
    expect((await tryChannels(content, channels({ status: 413 }, null).list)).answer).toMatchObject({ kind: 'refused', status: 413 });
  });
});

describe('what the relay tells the centre, and what it answers', () => {
  it('says EmailJS did not answer when no status of it is known, and names itself as the sender', () => {
    const body = relayBody(content, {}, '');
    expect(body.emailjs_statut).toMatch(/pas de réponse/);
    expect(body.emailjs_texte).toBe('');
    expect(body.from_name).toBe('Site du centre (canal de secours)');
    expect(body).not.toHaveProperty('access_key');
    // What EmailJS said, briefly: the e-mail is for people.
    expect(relayBody(content, { emailjs: { status: 400, text: 'x'.repeat(500) } }, 'k').emailjs_texte).toHaveLength(200);
  });

  it('asks for JSON, the only answer whose « success: false » it can read', async () => {
    const headers: unknown[] = [];
    const post = (async (_url: string | URL | Request, init?: RequestInit) => (headers.push(init?.headers), new Response('{"success":true}'))) as typeof fetch;
    await relayChannel(RELAY, { fetch: post }).send(content, {});
    expect(headers).toEqual([{ 'Content-type': 'application/json', Accept: 'application/json' }]);
  });

  it('believes its 2xx unless its JSON says « success: false »', () => {
    for (const text of ['', 'OK', 'null', '"success"', '{"success":true}', '{}']) expect(readRelayAnswer(200, text), text).toEqual({ kind: 'sent' });
    const refusal = JSON.stringify({ success: false, message: 'x'.repeat(500) });
    expect(readRelayAnswer(200, refusal)).toEqual({ kind: 'retry', cause: 'service', status: 200, text: refusal.slice(0, 200) });
  });
});

describe('what each channel said, as the relay and the staff’s notice read it', () => {
  it('an answer whose body is cut off on the way is read by its status alone', async () => {
    const cut = (async () => ({ status: 503, text: () => Promise.reject(new TypeError('connection reset')) }) as unknown as Response) as typeof fetch;
    expect(await emailJsChannel(config, { fetch: cut }).send(content, {})).toEqual({ kind: 'retry', cause: 'service', status: 503, text: '' });
  });

  /** A channel that answers `answer` without posting anything. */
  const saying = (name: Channel['name'], answer: Awaited<ReturnType<Channel['send']>>, configured = true): Channel => ({ name, configured, send: async () => answer });

  it('EmailJS without its keys is « not configured » (status 0); another channel without its address says nothing', async () => {
    expect((await tryChannels(content, [saying('emailjs', { kind: 'sent' }, false), saying('relay', { kind: 'sent' })])).failures).toEqual({ emailjs: { status: 0, text: 'not configured' } });
    // EmailJS's own answer stays when the relay after it is not set.
    const { list } = channels({ status: 503, text: 'down' }, null);
    expect((await tryChannels(content, list)).failures).toEqual({ emailjs: { status: 503, text: 'down' } });
  });

  it('a network error while the browser says it is online is the network’s, and so in a Worker, whose navigator has no onLine', async () => {
    for (const navigator of [{ onLine: true }, { userAgent: 'Cloudflare-Workers' }]) {
      vi.stubGlobal('navigator', navigator);
      expect(await emailJsChannel(config, { fetch: fake('network').post }).send(content, {}), JSON.stringify(navigator)).toEqual({ kind: 'retry', cause: 'network' });
    }
  });

  it('says in the console which service failed and how, for whoever debugs a phone; a sent request says nothing', async () => {
    const logged = vi.mocked(console.error);
    await emailJsChannel(config, { fetch: fake({ status: 200 }).post }).send(content, {});
    expect(logged).not.toHaveBeenCalled();
    await emailJsChannel(config, { fetch: fake({ status: 503 }).post }).send(content, {});
    expect(logged).toHaveBeenLastCalledWith('Request not sent: api.emailjs.com answered 503');
    await emailJsChannel(config, { fetch: fake('network').post }).send(content, {});
    expect(logged).toHaveBeenLastCalledWith('Request not sent:', expect.any(TypeError));
  });

  it('an answer without a status or a text is kept as « no answer » and its cause', async () => {
    const result = await tryChannels(content, [saying('emailjs', { kind: 'retry', cause: 'timeout' }), saying('relay', { kind: 'retry', cause: 'network' })]);
    expect(result.failures).toEqual({ emailjs: { status: -1, text: 'timeout' }, relay: { status: -1, text: 'network' } });
  });

  it('no channel set at all: kept as the account’s fault, never refused', async () => {
    expect((await tryChannels(content, [saying('emailjs', { kind: 'sent' }, false), saying('relay', { kind: 'sent' }, false)])).answer).toEqual({
      kind: 'retry',
      cause: 'service',
      status: 0,
      text: 'not configured',
    });
  });
});

describe('the build’s channels', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('EmailJS, then the relay, which is fetched when EmailJS did not take it and posts to the build’s address', async () => {
    vi.stubEnv(RELAY_VARIABLES.url, RELAY.url);
    vi.stubEnv(RELAY_VARIABLES.key, RELAY.key);
    const relay = fake({ status: 200, text: '{"success":true}' });
    vi.stubGlobal('fetch', relay.post);
    const [emailjs, lazy] = channelsFromEnv();
    expect([emailjs?.name, lazy?.name, lazy?.configured]).toEqual(['emailjs', 'relay', true]);
    expect(await lazy!.send(content, { emailjs: { status: 426, text: 'quota' } })).toEqual({ kind: 'sent' });
    expect(relay.posted).toEqual([{ url: RELAY.url, body: expect.objectContaining({ access_key: RELAY.key, reference: 'AV-7K3Q', emailjs_statut: '426' }) }]);
    vi.stubEnv(RELAY_VARIABLES.url, 'http://relay.example.test/submit');
    expect(channelsFromEnv()[1]?.configured).toBe(false);
  });

  it('reads the relay’s address and key without the spaces pasted around them, and unset as empty', () => {
    vi.stubEnv(RELAY_VARIABLES.url, ` ${RELAY.url}\n`);
    vi.stubEnv(RELAY_VARIABLES.key, ' relay_key ');
    expect(relayConfigFromEnv()).toEqual(RELAY);
    vi.stubEnv(RELAY_VARIABLES.url, undefined);
    vi.stubEnv(RELAY_VARIABLES.key, undefined);
    expect(relayConfigFromEnv()).toEqual({ url: '', key: '' });
  });

  it('reads the staff’s topic the same way: pasted with spaces it is still the topic, unset no notice', () => {
    vi.stubEnv(NOTICE_VARIABLES.url, ' https://ntfy.sh/aide-et-vie-x7k2 ');
    expect(noticeUrlFromEnv()).toBe('https://ntfy.sh/aide-et-vie-x7k2');
    vi.stubEnv(NOTICE_VARIABLES.url, undefined);
    expect(noticeUrlFromEnv()).toBe('');
  });

  it('the tests’ EmailJS keys or POST in place of the build’s, the relay still behind', async () => {
    const sent: unknown[] = [];
    const [byPost, relay] = channelsOf({ send: async (body) => (sent.push(body), { kind: 'sent' }) });
    expect([byPost?.name, relay?.name]).toEqual(['emailjs', 'relay']);
    expect(await byPost!.send(content, {})).toEqual({ kind: 'sent' });
    expect(sent).toEqual([expect.objectContaining({ template_params: expect.objectContaining({ from_name: 'Marie Ngono' }) })]);
    const [byKeys] = channelsOf({ config });
    expect([byKeys?.name, byKeys?.configured]).toEqual(['emailjs', true]);
    expect(channelsOf({ config: { ...config, publicKey: '' } })[0]?.configured).toBe(false);
  });
});

describe('kept on the device through hours of outage, each channel posted once a try', () => {
  const submitWith = (list: Channel[]) => submit(values, { locale: 'fr', reference: 'AV-7K3Q', channels: list, online: () => true, takeTurn: () => true });

  it('EmailJS 426 and the relay 503 at « Envoyer »: kept, waiting, with what each said; later the relay is back: sent once, with EmailJS’s status', async () => {
    const first = channels({ status: 426, text: 'quota' }, { status: 503 });
    const result = await submitWith(first.list);
    expect(result).toMatchObject({ kind: 'kept', request: { status: 'waiting', cause: 'service' } });
    const [kept] = await listRequests();
    expect(kept).toMatchObject({ status: 'waiting', cause: 'service', channels: { emailjs: { status: 426 }, relay: { status: 503 } } });
    expect(first.emailjs.calls() + first.relay.calls()).toBe(2);

    // Not due yet: nothing is posted.
    const early = channels({ status: 426 }, { status: 200 });
    expect(await sendWaiting({ channels: early.list })).toMatchObject({ sent: 0, waiting: 1 });
    expect(early.emailjs.calls() + early.relay.calls()).toBe(0);

    // Due (the longest wait later): EmailJS again, then the relay, once each; the relay is told EmailJS's status.
    const later = channels({ status: 426, text: 'quota' }, { status: 200 });
    expect(await sendWaiting({ channels: later.list, now: () => Date.now() + LONGEST_WAIT })).toMatchObject({ sent: 1, waiting: 0 });
    expect([later.emailjs.calls(), later.relay.calls()]).toEqual([1, 1]);
    expect(later.relay.posted[0]!.body).toMatchObject({ reference: 'AV-7K3Q', emailjs_statut: '426' });
    expect(await listRequests()).toEqual([]);

    // Confirmed: no channel is posted again.
    const after = channels({ status: 200 }, { status: 200 });
    await sendWaiting({ channels: after.list, force: true });
    expect(after.emailjs.calls() + after.relay.calls()).toBe(0);
  });

  it('a round with no channel set (a build without keys) leaves each kept request as it was: no try counted, none pushed back', async () => {
    await submitWith(channels({ status: 426 }, { status: 503 }).list);
    const [before] = await listRequests();
    const none = channels({ status: 200 }, null);
    none.list[0] = emailJsChannel({ ...config, publicKey: '' }, { fetch: none.emailjs.post });
    expect(await sendWaiting({ channels: none.list, force: true })).toEqual({ sent: 0, refused: 0, waiting: 1 });
    expect(await listRequests()).toEqual([before]);
  });

  it('three senders at once (two tabs and the worker): each channel posted once', async () => {
    await submitWith(channels({ status: 426 }, { status: 503 }).list);
    const shared = channels({ status: 426 }, { status: 200 });
    await Promise.all([1, 2, 3].map(() => sendWaiting({ channels: shared.list, force: true })));
    expect([shared.emailjs.calls(), shared.relay.calls()]).toEqual([1, 1]);
    expect(await listRequests()).toEqual([]);
  });

  it('the relay unset and EmailJS refusing for the account: kept, tried again, never dropped', async () => {
    const down = channels({ status: 412 }, null);
    expect(await submitWith(down.list)).toMatchObject({ kind: 'kept' });
    for (let round = 1; round <= 5; round += 1) {
      await sendWaiting({ channels: down.list, now: () => Date.now() + round * LONGEST_WAIT });
    }
    expect(down.emailjs.calls()).toBe(6);
    expect(await listRequests()).toMatchObject([{ status: 'waiting', cause: 'service', attempts: 6 }]);
    const back = channels({ status: 200 }, null);
    await sendWaiting({ channels: back.list, now: () => Date.now() + 6 * LONGEST_WAIT });
    expect(await listRequests()).toEqual([]);
  });

  it('a stored entry with damaged channel records is read without them, and still sent', () => {
    const raw = {
      v: 2,
      id: 'x',
      reference: 'AV-7K3Q',
      createdAt: Date.now(),
      status: 'waiting',
      locale: 'fr',
      values,
      attempts: 2,
      channels: { emailjs: { status: 'quatre cent' }, relay: 'down', other: { status: 1 } },
    };
    expect(readEntry(raw)).not.toHaveProperty('channels');
    expect(readEntry({ ...raw, channels: { emailjs: { status: 426, text: 42 } } })).toMatchObject({ channels: { emailjs: { status: 426, text: '' } } });
    expect(readEntry({ ...raw, channels: null })).toMatchObject({ status: 'waiting' });
  });
});

describe('the policy names the relay and the notices’ topic only when the build sets them', () => {
  const none = { relay: '', notice: '', gateway: '' };
  it('connect-src: the site and EmailJS, plus the relay’s origin when set', () => {
    expect(connectSources(none)).toBe("'self' https://api.emailjs.com");
    expect(connectSources({ ...none, relay: 'https://api.web3forms.com/submit' })).toBe("'self' https://api.emailjs.com https://api.web3forms.com");
    expect(connectSources({ ...none, relay: 'not a url' })).toBe("'self' https://api.emailjs.com");
    expect(httpsOrigin('http://insecure.example/')).toBe('');
  });

  it('plain http to this machine only: any loopback address, no host that merely starts or ends like one, no other scheme', () => {
    expect(httpsOrigin('http://127.10.200.254:8787/')).toBe('http://127.10.200.254:8787');
    for (const url of ['http://x127.0.0.1/', 'http://localhost.example.com/', 'http://my-localhost/', 'ws://localhost:8787/', 'ftp://127.0.0.1/']) expect(httpsOrigin(url), url).toBe('');
  });

  it('connect-src: the notices’ topic by its origin, the same way, once when it shares the relay’s', () => {
    expect(connectSources({ ...none, notice: 'https://ntfy.sh/aide-et-vie-x7k2' })).toBe("'self' https://api.emailjs.com https://ntfy.sh");
    expect(connectSources({ ...none, relay: 'https://api.web3forms.com/submit', notice: 'https://ntfy.sh/aide-et-vie-x7k2' })).toBe(
      "'self' https://api.emailjs.com https://api.web3forms.com https://ntfy.sh",
    );
    expect(connectSources({ ...none, relay: 'https://push.example.cm/relay', notice: 'https://push.example.cm/aide-et-vie' })).toBe("'self' https://api.emailjs.com https://push.example.cm");
    expect(connectSources({ ...none, notice: 'http://ntfy.example.cm/topic' })).toBe("'self' https://api.emailjs.com");
  });

  it('EmailJS’s address is the one the policy allows', () => {
    expect(new URL(EMAILJS_SEND_URL).origin).toBe('https://api.emailjs.com');
  });
});
