// A local mailbox: one small server that stands in for every provider the request gateway calls (EmailJS's
// REST API, the relay's, ntfy's topic), records each e-mail and notice it is sent, and shows them on a page.
// `npm run preview` points the local gateway at it, so a newcomer with no account sees a request go from the
// form to the centre's inbox and the staff's phone; the gateway's tests (tests/gateway/) and the e2e tests
// point the gateway at it too, and read what it recorded, or tell it how to answer, over HTTP:
//   POST /emailjs/api/v1.0/email/send   EmailJS's send (the gateway's EMAILJS_API_URL is <mailbox>/emailjs)
//   POST /relay                         the relay's send (RELAY_URL)
//   POST /ntfy/<topic>                  a notice (NOTIFY_URL is <mailbox>/ntfy/<topic>)
//   POST /graph/<version>/<id>/messages a visit's WhatsApp message (WHATSAPP_API_URL is <mailbox>/graph/v24.0), and
//   POST /sms                           its SMS (SMS_URL): fakes of Meta's and Brevo's, which post their statuses
//                                       back to the gateway (harness/messaging.ts); PUT /messaging sets how
//                                       (where the gateway is, the app's secret, a number not on WhatsApp…)
//   GET  /                              the page: every e-mail and notice, newest first
//   GET  /messages   DELETE /messages   what was recorded, as JSON; forget it all
//   PUT  /answers                       how the providers answer from now on ({ emailjs: 503 }: a status, a
//                                       status after a pause ({ status, delayMs }), or « hang »: no answer
//                                       until the gateway gives up); DELETE: all 200 at once again
//   GET  /request-rules.json            the site's published rules, as a test set them (PUT /rules); 404
//                                       until then (the gateway's SITE_URL may point here: gateway/src/rules.ts)
//   GET  /phone/, /phone/<number>       the family's phone: each number's WhatsApp thread, where one answers as the
//                                       family (harness/family-phone.ts: its routes, Meta's media endpoints, /family)
// No dependencies; 127.0.0.1 only. Nothing here ever reaches a real provider.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FamilyPhone, type FamilyInput, type FamilyPost } from './family-phone';
import { page } from './mailbox-page';
import { followSms, followWhatsApp, smsAnswer, whatsappAnswer, type MessagingSettings } from './messaging';

export type { Provider, Recorded } from './recorded';
import type { Provider, Recorded } from './recorded';

export type ProviderAnswer = number | 'hang' | { status: number; delayMs: number };
export type Answers = Partial<Record<Provider, ProviderAnswer>>;

const HOST = '127.0.0.1';
const ROUTES: [RegExp, Provider][] = [
  [/^\/emailjs\/api\/v1\.0\/email\/send$/, 'emailjs'],
  [/^\/relay\/?$/, 'relay'],
  [/^\/ntfy\/[\w-]+$/, 'ntfy'],
  [/^\/graph\/v[\d.]+\/\d+\/messages$/, 'whatsapp'],
  [/^\/sms\/?$/, 'sms'],
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface Mailbox {
  url: string;
  /** The URLs to give the gateway (harness/gateway.ts): EMAILJS_API_URL, RELAY_URL, NOTIFY_URL, WHATSAPP_API_URL, SMS_URL. */
  upstreams: { EMAILJS_API_URL: string; RELAY_URL: string; NOTIFY_URL: string; WHATSAPP_API_URL: string; SMS_URL: string };
  messages: Recorded[];
  answers: Answers;
  close(): Promise<void>;
}

export async function startMailbox({ port = 0, topic = 'aide-et-vie' }: { port?: number; topic?: string } = {}): Promise<Mailbox> {
  const messages: Recorded[] = [];
  // The messages' ids, as Meta's and Brevo's, unique for the mailbox's life: a test that empties the list (DELETE
  // /messages) must not make the next send reuse an id the gateway already holds (its messages.provider_id is unique).
  const sentCount = { whatsapp: 0, sms: 0 };
  let answers: Answers = {};
  let rules: string | null = null;
  let messaging: MessagingSettings = {};
  const hanging = new Set<ServerResponse>();
  const phone = new FamilyPhone();
  let url = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = req.url ?? '/';
    const { pathname } = new URL(path, 'http://mailbox');
    const method = req.method ?? 'GET';
    if (pathname === '/' && method === 'GET') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page(messages));
      return;
    }
    if (pathname === '/messages') {
      if (method === 'DELETE') messages.length = 0;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
      return;
    }
    if (pathname === '/rules' && method === 'PUT') {
      rules = await readBody(req);
      res.writeHead(204).end();
      return;
    }
    if (pathname === '/request-rules.json' && method === 'GET') {
      if (rules === null) res.writeHead(404).end();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end(rules);
      return;
    }
    if (pathname === '/messaging') {
      messaging = method === 'PUT' ? (JSON.parse(await readBody(req)) as MessagingSettings) : {};
      res.writeHead(204).end();
      return;
    }
    if (pathname === '/answers') {
      answers = method === 'PUT' ? (JSON.parse(await readBody(req)) as Answers) : {};
      res.writeHead(204).end();
      return;
    }
    if (await phone.handle(req, res, { settings: messaging, sent: messages, base: url, body: () => readBody(req) })) return;
    const provider = ROUTES.find(([route]) => route.test(pathname))?.[1];
    if (!provider || method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const text = await readBody(req);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A notice's body is its text.
    }
    // The centre's « mark as read » of a family's message (Meta's POST /messages with a status): recorded, never a send.
    if (provider === 'whatsapp' && typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'read') {
      phone.markRead(String((body as { message_id?: unknown }).message_id ?? ''));
      messages.push({ provider, at: Date.now(), status: 200, path, headers: {}, body });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true }));
      return;
    }
    const planned = answers[provider] ?? 200;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
    const answer = typeof planned === 'object' ? planned.status : planned;
    messages.push({ provider, at: Date.now(), status: answer === 'hang' ? 0 : answer, path, headers, body });
    if (typeof planned === 'object') await new Promise((resolve) => setTimeout(resolve, planned.delayMs));
    if (answer === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    // A visit's message, unless a test planned a failure: answered as its provider does, its statuses after.
    if ((provider === 'whatsapp' || provider === 'sms') && answer === 200) {
      answerMessage(provider, body, messages.at(-1)!, res);
      return;
    }
    const ok = answer >= 200 && answer < 300;
    res.writeHead(answer, { 'Content-Type': ok && provider !== 'emailjs' ? 'application/json' : 'text/plain' });
    res.end(ok ? (provider === 'emailjs' ? 'OK' : JSON.stringify({ messageId: `<${messages.length}@mailbox>` })) : 'The mailbox answers as a provider that fails.');
  }

  /** A visit's message, answered as its provider answers (unless a test planned another status), its statuses posted back after. */
  function answerMessage(provider: 'whatsapp' | 'sms', body: unknown, recorded: Recorded, res: ServerResponse): void {
    const sent = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    recorded.statuses = [];
    const record = (status: string) => recorded.statuses!.push(status);
    const count = sentCount[provider]++;
    const to = String(provider === 'whatsapp' ? sent.to : sent.recipient);
    const id = provider === 'whatsapp' ? `wamid.HBgLMjM3${String(count).padStart(8, '0')}` : 1_511_882_900_000_000 + count;
    const { status, body: said } = provider === 'whatsapp' ? whatsappAnswer(messaging, to, String(id)) : smsAnswer(messaging, to, Number(id));
    recorded.status = status;
    if (provider === 'whatsapp' && status < 300) recorded.id = String(id);
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(said));
    if (status >= 300) return;
    const outsideWindow = provider === 'whatsapp' && sent.type !== undefined && sent.type !== 'template' && !phone.wroteWithin(to, 24 * 3_600_000);
    if (provider === 'whatsapp') void followWhatsApp(messaging, { id: String(id), to, callback: String(sent.biz_opaque_callback_data ?? ''), outsideWindow }, record);
    else void followSms(messaging, { id: Number(id), to, ...(typeof sent.webUrl === 'string' ? { webUrl: sent.webUrl } : {}) }, record);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`mailbox: ${req.url}: ${String(error)}`);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, resolve);
  });
  url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    upstreams: { EMAILJS_API_URL: `${url}/emailjs`, RELAY_URL: `${url}/relay`, NOTIFY_URL: `${url}/ntfy/${topic}`, WHATSAPP_API_URL: `${url}/graph/v24.0`, SMS_URL: `${url}/sms` },
    messages,
    get answers() {
      return answers;
    },
    set answers(value: Answers) {
      answers = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The mailbox seen from another process (a test file, an e2e test): what it recorded, and how it answers. */
export function mailboxClient(url: string) {
  return {
    messages: async (): Promise<Recorded[]> => (await fetch(`${url}/messages`)).json() as Promise<Recorded[]>,
    clear: async () => void (await fetch(`${url}/messages`, { method: 'DELETE' })),
    answer: async (answers: Answers) => void (await fetch(`${url}/answers`, { method: 'PUT', body: JSON.stringify(answers) })),
    reset: async () => void (await fetch(`${url}/answers`, { method: 'DELETE' })),
    /** How the fakes of WhatsApp and of the SMS behave, and where they post their statuses (harness/messaging.ts). */
    messaging: async (settings: MessagingSettings) => void (await fetch(`${url}/messaging`, { method: 'PUT', body: JSON.stringify(settings) })),
    /** What the family's phone does (harness/family-phone.ts): posted to the gateway signed, as Meta posts it. */
    family: async (number: string, input: FamilyInput): Promise<FamilyPost> => (await fetch(`${url}/family/${number.replace(/\D/g, '')}`, { method: 'POST', body: JSON.stringify(input) })).json() as Promise<FamilyPost>,
    familyPosts: async (): Promise<FamilyPost[]> => (await fetch(`${url}/family`)).json() as Promise<FamilyPost[]>,
    /** What the site publishes at REQUEST_RULES_PATH, from now on (lib/request/site-rules.ts's shape, or anything). */
    rules: async (published: unknown) => void (await fetch(`${url}/rules`, { method: 'PUT', body: JSON.stringify(published) })),
  };
}
