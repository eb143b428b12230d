// A local mailbox: one small server that stands in for every provider the request gateway calls (EmailJS's
// REST API, the relay's, ntfy's topic), records each e-mail and notice it is sent, and shows them on a page.
// `npm run preview` points the local gateway at it, so a newcomer with no account sees a request go from the
// form to the centre's inbox and the staff's phone; the gateway's tests (tests/gateway/) and the e2e tests
// point the gateway at it too, and read what it recorded, or tell it how to answer, over HTTP:
//   POST /emailjs/api/v1.0/email/send   EmailJS's send (the gateway's EMAILJS_API_URL is <mailbox>/emailjs)
//   POST /relay                         the relay's send (RELAY_URL)
//   POST /ntfy/<topic>                  a notice (NOTIFY_URL is <mailbox>/ntfy/<topic>)
//   GET  /                              the page: every e-mail and notice, newest first
//   GET  /messages   DELETE /messages   what was recorded, as JSON; forget it all
//   PUT  /answers                       how the providers answer from now on ({ emailjs: 503 }: a status, a
//                                       status after a pause ({ status, delayMs }), or « hang »: no answer
//                                       until the gateway gives up); DELETE: all 200 at once again
//   GET  /request-rules.json            the site's published rules, as a test set them (PUT /rules); 404
//                                       until then (the gateway's SITE_URL may point here: gateway/src/rules.ts)
// No dependencies; 127.0.0.1 only. Nothing here ever reaches a real provider.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Provider = 'emailjs' | 'relay' | 'ntfy';

export interface Recorded {
  provider: Provider;
  /** When it came (ms since 1970). */
  at: number;
  /** The status the mailbox answered with: a 2xx is a message delivered. */
  status: number;
  path: string;
  /** The request's headers, lower-case names. */
  headers: Record<string, string>;
  /** The body: JSON when it was JSON, else the text. */
  body: unknown;
}

export type ProviderAnswer = number | 'hang' | { status: number; delayMs: number };
export type Answers = Partial<Record<Provider, ProviderAnswer>>;

const HOST = '127.0.0.1';
const ROUTES: [RegExp, Provider][] = [
  [/^\/emailjs\/api\/v1\.0\/email\/send$/, 'emailjs'],
  [/^\/relay\/?$/, 'relay'],
  [/^\/ntfy\/[\w-]+$/, 'ntfy'],
];

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the page shows of one message: an e-mail's fields, or a notice as the phone shows it. */
function describe(message: Recorded): { title: string; lines: [string, string][] } {
  const body = (typeof message.body === 'object' && message.body !== null ? message.body : {}) as Record<string, unknown>;
  if (message.provider === 'ntfy') {
    const query = new URL(message.path, 'http://mailbox').searchParams;
    return {
      title: `Notice au téléphone de l'équipe\u00A0: ${query.get('title') ?? ''}`,
      lines: [
        ['Texte', String(message.body)],
        ['Priorité', query.get('priority') ?? ''],
        ['Bouton', query.get('actions') ?? '(aucun)'],
        ['Jeton', message.headers.authorization ? 'présent (Authorization: Bearer …)' : 'absent'],
      ],
    };
  }
  if (message.provider === 'emailjs') {
    const params = (body.template_params ?? {}) as Record<string, unknown>;
    return {
      title: `E-mail au centre (EmailJS, modèle ${String(body.template_id ?? '')})`,
      lines: [...Object.entries(params).map(([key, value]): [string, string] => [key, String(value)]), ['Clé privée', body.accessToken ? 'présente' : 'absente']],
    };
  }
  return {
    title: `E-mail au centre (canal de secours)\u00A0: ${String(body.subject ?? '')}`,
    lines: [['Texte', String(body.textContent ?? '')]],
  };
}

function page(messages: Recorded[]): string {
  const items = [...messages]
    .reverse()
    .map((message) => {
      const { title, lines } = describe(message);
      const delivered = message.status >= 200 && message.status < 300;
      return `<article><h2>${escape(title)}</h2><p class="meta">${new Date(message.at).toLocaleString('fr-FR', { timeZone: 'Africa/Douala' })} · ${
        delivered ? 'reçu' : `refusé (${message.status}), comme un fournisseur en panne`
      }</p><dl>${lines.map(([name, value]) => `<dt>${escape(name)}</dt><dd>${escape(value)}</dd>`).join('')}</dl></article>`;
    })
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="5"><title>Boîte aux lettres locale</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#111}
article{border:1px solid #666;border-radius:8px;padding:0 1rem;margin:1rem 0}dt{font-weight:bold}dd{margin:0 0 .5rem;white-space:pre-wrap}.meta{color:#333}</style></head>
<body><h1>Boîte aux lettres locale</h1><p>Ce que la passerelle locale a envoyé au centre et aux téléphones de l'équipe. Aucun
message ne quitte cet ordinateur. La page se met à jour toutes les 5 secondes.</p>${items || '<p>Rien pour l\u2019instant.</p>'}</body></html>`;
}

export interface Mailbox {
  url: string;
  /** The URLs to give the gateway (harness/gateway.ts): EMAILJS_API_URL, RELAY_URL, NOTIFY_URL. */
  upstreams: { EMAILJS_API_URL: string; RELAY_URL: string; NOTIFY_URL: string };
  messages: Recorded[];
  answers: Answers;
  close(): Promise<void>;
}

export async function startMailbox({ port = 0, topic = 'aide-et-vie' }: { port?: number; topic?: string } = {}): Promise<Mailbox> {
  const messages: Recorded[] = [];
  let answers: Answers = {};
  let rules: string | null = null;
  const hanging = new Set<ServerResponse>();

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
    if (pathname === '/answers') {
      answers = method === 'PUT' ? (JSON.parse(await readBody(req)) as Answers) : {};
      res.writeHead(204).end();
      return;
    }
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
    const ok = answer >= 200 && answer < 300;
    res.writeHead(answer, { 'Content-Type': ok && provider !== 'emailjs' ? 'application/json' : 'text/plain' });
    res.end(ok ? (provider === 'emailjs' ? 'OK' : JSON.stringify({ messageId: `<${messages.length}@mailbox>` })) : 'The mailbox answers as a provider that fails.');
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
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    upstreams: { EMAILJS_API_URL: `${url}/emailjs`, RELAY_URL: `${url}/relay`, NOTIFY_URL: `${url}/ntfy/${topic}` },
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
    /** What the site publishes at REQUEST_RULES_PATH, from now on (lib/request/site-rules.ts's shape, or anything). */
    rules: async (published: unknown) => void (await fetch(`${url}/rules`, { method: 'PUT', body: JSON.stringify(published) })),
  };
}
