import { describe, expect, it } from 'vitest';
import { anyProvider, sendCopy, relayText, tellStaff } from '../../gateway/src/providers';
import { readSettings } from '../../gateway/src/settings';
import type { RequestContent } from '@/lib/request/payload';
import { noticeFacts, receivedNotice } from '@/lib/request/notice/notice';
import { marieValues } from '../request/appointment-request';
import { publishedRules } from '../request/published-rules';
import { doualaToday } from '@/lib/douala-date';

/*
 * The gateway's providers in Node, every one faked: which provider is asked, with which key, what the staff's
 * e-mail and notice say. The scenarios of tests/gateway/worker/ check the same through the Worker under workerd and the mailbox;
 * here the mutation bench can see it.
 */

const KEYS = {
  EMAILJS_SERVICE_ID: 'service_centre',
  EMAILJS_TEMPLATE_ID: 'template_rdv',
  EMAILJS_PUBLIC_KEY: 'public-key',
  EMAILJS_PRIVATE_KEY: 'private-key',
  EMAILJS_API_URL: 'https://emailjs.example/',
  RELAY_URL: 'https://relay.example/v3/smtp/email',
  RELAY_KEY: 'relay-key',
  RELAY_SENDER: 'site@aide-et-vie.cm',
  RELAY_TO: 'accueil@aide-et-vie.cm',
  NOTIFY_URL: 'https://ntfy.example/centre',
  NOTIFY_TOKEN: 'ntfy-token',
};
const content: RequestContent = { locale: 'fr', reference: 'AV-7K3Q', values: marieValues('Pour ma mère, 82 ans.') };

interface Call {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers with the statuses given, in turn (the last one after); « no answer »: the connection cut, or silence until the gateway gives up. */
function providers(...statuses: (number | 'no answer' | 'cut')[]) {
  const calls: Call[] = [];
  const post = (async (url: string | URL | Request, init?: RequestInit) => {
    const text = typeof init?.body === 'string' ? init.body : '';
    calls.push({ url: String(url), headers: { ...(init?.headers as Record<string, string> | undefined) }, body: text.startsWith('{') ? JSON.parse(text) : text });
    const status = statuses[Math.min(calls.length, statuses.length) - 1] ?? 200;
    if (status === 'cut') throw new TypeError('Network connection lost.');
    if (status === 'no answer') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return new Response(status === 200 ? '{}' : 'refusé', { status });
  }) as typeof fetch;
  return { calls, post };
}

const deliver = (content: RequestContent, settings: ReturnType<typeof readSettings>, post: typeof fetch) => sendCopy(content, settings, post);

describe('the gateway’s providers', () => {
  it('sends to EmailJS first, with the private key, and stops there when it takes it', async () => {
    const { calls, post } = providers(200);
    expect(await deliver(content, readSettings(KEYS), post)).toEqual({ kind: 'sent' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://emailjs.example/api/v1.0/email/send');
    expect(calls[0]?.body).toMatchObject({ service_id: 'service_centre', template_id: 'template_rdv', user_id: 'public-key', accessToken: 'private-key' });
    expect(calls[0]?.body).toMatchObject({ template_params: { from_name: 'Marie Ngono', phone: '+237671234567' } });
  });

  it('sends an application through its own template when the centre set one', async () => {
    const { calls, post } = providers(200);
    const { fullName, email, phone, message } = content.values;
    const application: RequestContent = { ...content, kind: 'application', values: { fullName, email, phone, message, start: '', position: 'Infirmier(ère)' } } as RequestContent;
    await deliver(application, readSettings({ ...KEYS, EMAILJS_APPLICATION_TEMPLATE_ID: 'template_candidature' }), post);
    expect(calls[0]?.body).toMatchObject({ template_id: 'template_candidature' });
  });

  it('writes the line about the hours from the site’s rules, never the one a page posted (issue 69)', async () => {
    const rules = { hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] as const, opens: '08:00', closes: '18:00' }].map((row) => ({ ...row, days: [...row.days] })), closures: [] };
    // 22 March 2026 was a Sunday; the page's own line is a stranger's words.
    const sunday: RequestContent = { ...content, values: { ...content.values, appointmentDate: '2026-03-22', appointmentTime: '10:00' }, hoursNote: 'Cliquez ici' };
    const judged = providers(200);
    await sendCopy(sunday, readSettings(KEYS), judged.post, { day: '2026-03-01', services: { fr: [], en: [] }, serviceTitles: [], positions: [], ...rules });
    // In a key of its own (`notice`, which the centre's template prints): the spec's message is the family's words.
    const { message, notice } = (judged.calls[0]?.body as { template_params: { message: string; notice: string } }).template_params;
    expect(notice.replace(/[\u00A0\u202F]/g, ' ')).toMatch(/^Attention : le dimanche 22 mars 2026, le centre ne prend pas de rendez-vous/);
    expect(message).toBe(`Référence\u00A0: AV-7K3Q\n${content.values.message}`);
    expect(`${message}${notice}`).not.toContain('Cliquez ici');
    // Without the site's rules (it could not be read), no line at all, and still not the page's.
    const unjudged = providers(200);
    await sendCopy(sunday, readSettings(KEYS), unjudged.post);
    const plain = (unjudged.calls[0]?.body as { template_params: { message: string; notice: string } }).template_params;
    expect(plain.notice).toBe('');
    expect(plain.message).not.toContain('Attention');
    expect(plain.message).not.toContain('Cliquez ici');
  });

  it('falls back to the relay with its key when EmailJS refuses, the visitor as the one to answer', async () => {
    const { calls, post } = providers(400, 200);
    expect(await deliver(content, readSettings(KEYS), post)).toEqual({ kind: 'sent' });
    expect(calls.map((call) => call.url)).toEqual(['https://emailjs.example/api/v1.0/email/send', KEYS.RELAY_URL]);
    const relay = calls[1]!;
    expect(relay.headers).toMatchObject({ 'api-key': 'relay-key', Accept: 'application/json' });
    expect(relay.body).toMatchObject({
      sender: { name: 'Site du centre (canal de secours)', email: KEYS.RELAY_SENDER },
      to: [{ email: KEYS.RELAY_TO }],
      replyTo: { email: 'marie.ngono@example.com' },
      subject: '[Canal de secours] Demande de rendez-vous AV-7K3Q',
    });
    expect((relay.body as { textContent: string }).textContent).toContain('emailjs_statut\u00A0: 400');
    // The relay's key travels in its header only, never in the e-mail.
    expect((relay.body as { textContent: string }).textContent).not.toContain('access_key');
    // What each said, by name, for the staff's notice.
    expect(await deliver(content, readSettings(KEYS), providers(400, 500).post)).toEqual({
      kind: 'failed',
      failures: { emailjs: { status: 400, text: 'refusé' }, relay: { status: 500, text: 'refusé' } },
    });
  });

  it('asks no other provider when one did not answer: it may have sent the copy, which is then unknown (issue 67)', async () => {
    const settings = readSettings({ ...KEYS, PROVIDER_TIMEOUT_SECONDS: '1' });
    for (const silence of ['no answer', 'cut'] as const) {
      const { calls, post } = providers(silence, 200);
      expect(await deliver(content, settings, post), silence).toMatchObject({ kind: 'unknown', failures: { emailjs: { status: -1 } } });
      expect(calls.map((call) => call.url), silence).toEqual(['https://emailjs.example/api/v1.0/email/send']);
    }
    // The relay's silence too: nothing after it anyway, and the copy is unknown, not failed.
    expect(await deliver(content, settings, providers(500, 'no answer').post)).toMatchObject({ kind: 'unknown', failures: { emailjs: { status: 500 }, relay: { status: -1 } } });
    expect(await deliver(content, readSettings({ ...KEYS, EMAILJS_PRIVATE_KEY: '', RELAY_KEY: '' }), providers(200).post)).toEqual({ kind: 'none' });
  });

  it('gives the relay no address to answer when the visitor left none', async () => {
    const { calls, post } = providers(400, 200);
    await deliver({ ...content, values: { ...content.values, email: '' } }, readSettings(KEYS), post);
    expect(calls[1]?.body).not.toHaveProperty('replyTo');
  });

  it('asks no provider that lacks a key, and says when none has them all', async () => {
    for (const missing of ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_PRIVATE_KEY'] as const) {
      const { calls, post } = providers(200);
      await deliver(content, readSettings({ ...KEYS, [missing]: '' }), post);
      expect(calls.map((call) => call.url), missing).toEqual([KEYS.RELAY_URL]);
    }
    for (const missing of ['RELAY_URL', 'RELAY_KEY', 'RELAY_SENDER', 'RELAY_TO'] as const) {
      const { calls, post } = providers(500, 200);
      await deliver(content, readSettings({ ...KEYS, [missing]: '' }), post);
      expect(calls.map((call) => call.url), missing).toEqual(['https://emailjs.example/api/v1.0/email/send']);
    }
    expect(anyProvider(readSettings(KEYS))).toBe(true);
    expect(anyProvider(readSettings({ ...KEYS, EMAILJS_PRIVATE_KEY: '' }))).toBe(true);
    expect(anyProvider(readSettings({ ...KEYS, RELAY_KEY: '' }))).toBe(true);
    expect(anyProvider(readSettings({ ...KEYS, EMAILJS_PRIVATE_KEY: '', RELAY_KEY: '' }))).toBe(false);
  });

  it('writes the relay’s e-mail as the centre reads it: the alert, what to do, then one field a line', () => {
    const text = relayText({ subject: 'Sujet', from_name: 'Site', alerte: 'ALERTE', que_faire: 'À faire', reference: 'AV-7K3Q', nom: 'Marie Ngono' });
    expect(text).toBe('ALERTE\nÀ faire\n\nreference\u00A0: AV-7K3Q\nnom\u00A0: Marie Ngono');
  });

  /*
   * Issue 67.2: EmailJS sends the acknowledgement to reply_to. The gateway lets it go only for a request it could
   * hold to the site's published lists at the moment it sends: without them (the site's file unread), or for a
   * request taken while they were unread whose service they do not hold, the centre still gets its copy and the
   * visitor's address (from_email), and no acknowledgement leaves.
   */
  it('lets the acknowledgement go only for a request the site’s published lists hold (67.2)', async () => {
    const rules = publishedRules(doualaToday());
    const listed: RequestContent = { ...content, values: { ...content.values, serviceType: rules.services.fr[0]!, appointmentDate: doualaToday() } };
    const paramsOf = async (sent: RequestContent, siteRules: typeof rules | null) => {
      const { calls, post } = providers(200);
      await sendCopy(sent, readSettings(KEYS), post, siteRules);
      return (calls[0]?.body as { template_params: Record<string, string> }).template_params;
    };
    expect(await paramsOf(listed, rules)).toMatchObject({ reply_to: 'marie.ngono@example.com', from_email: 'marie.ngono@example.com' });
    expect(await paramsOf(listed, null)).toMatchObject({ reply_to: '', from_email: 'marie.ngono@example.com' });
    const unlisted = { ...listed, values: { ...listed.values, serviceType: 'Gagnez 500 000 FCFA' } };
    expect(await paramsOf(unlisted, rules)).toMatchObject({ reply_to: '', from_email: 'marie.ngono@example.com', service: 'Gagnez 500 000 FCFA', reference: 'AV-7K3Q' });
  });

  it('keeps each field of the relay’s text on its own line: a message’s line breaks never write a line that reads as a field (67.3)', () => {
    const text = relayText({
      subject: 'Sujet',
      from_name: 'Site',
      alerte: 'ALERTE',
      que_faire: 'À faire',
      telephone: '+237671234567',
      message: 'Référence\u00A0: AV-7K3Q\nBonjour\ntelephone\u00A0: +33612345678\r\nservice\u00A0: Gagnez',
    });
    expect(text.split('\n').filter((line) => /^\S+\u00A0: /.test(line))).toEqual(['telephone\u00A0: +237671234567', 'message\u00A0: Référence\u00A0: AV-7K3Q']);
    // Every line of the message is still there, for the staff.
    for (const line of ['Bonjour', 'telephone\u00A0: +33612345678', 'service\u00A0: Gagnez']) expect(text).toContain(line);
  });

  it('tells the staff with the topic’s token, and not at all without a topic', async () => {
    const notice = receivedNotice(noticeFacts(content), 'https://passerelle.example/inbox/');
    expect(notice.title).toBe('Nouvelle demande de rendez-vous');
    const told = providers(200);
    await tellStaff(readSettings(KEYS), notice, told.post);
    expect(told.calls).toHaveLength(1);
    expect(told.calls[0]?.url.startsWith('https://ntfy.example/centre?')).toBe(true);
    expect(told.calls[0]?.headers).toEqual({ Authorization: 'Bearer ntfy-token' });
    expect(told.calls[0]?.body).toBe(notice.message);
    const open = providers(200);
    await tellStaff(readSettings({ ...KEYS, NOTIFY_TOKEN: '' }), notice, open.post);
    expect(open.calls[0]?.headers).toEqual({});
    const none = providers(200);
    await tellStaff(readSettings({ ...KEYS, NOTIFY_URL: '' }), notice, none.post);
    expect(none.calls).toHaveLength(0);
  });
});
