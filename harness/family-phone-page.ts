// The family's phone's pages (harness/family-phone.ts): the numbers the fake WhatsApp has written to, and each one's
// thread as a phone shows it at 390 px: the centre's messages with their ticks (sent ✓, delivered ✓✓, read ✓✓ in
// blue, failed), a template's two quick-reply buttons, the family's own messages with theirs (received by the
// gateway, then read by a person at the centre), and a box to write, a photo, a voice note, « STOP ». Plain forms:
// no script. Its colours are the site's tokens (lib/design-tokens.css, read as text).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { VISIT_ANSWERS } from '../lib/request/for-gateway';
import { QUICK_REPLIES } from '../gateway/src/whatsapp/quick-replies';
import { whatsappText } from './messaging';
import type { FamilyPost } from './family-phone';
import type { Recorded } from './recorded';

const TOKENS = readFileSync(fileURLToPath(new URL('../lib/design-tokens.css', import.meta.url)), 'utf8');
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const timeOf = (at: number) => new Date(at).toLocaleTimeString('fr-FR', { timeZone: 'Africa/Douala', hour: '2-digit', minute: '2-digit' });
const shownNumber = (digits: string) => `+${digits}`;

const STYLE = `${TOKENS}
body{margin:0;font:17px/1.45 system-ui,sans-serif;background:var(--color-sand);color:var(--color-text)}
header{position:sticky;top:0;background:var(--color-brand-whatsapp);color:var(--color-on-primary);padding:.75rem 1rem;display:flex;gap:.75rem;align-items:center}
header a{color:inherit}main{max-width:30rem;margin:0 auto;padding:.75rem .75rem 13rem}
.msg{max-width:85%;margin:.4rem 0;padding:.5rem .7rem;border-radius:.6rem;background:var(--color-surface);box-shadow:0 1px 1px var(--color-border);white-space:pre-wrap;overflow-wrap:anywhere}
.family{margin-left:auto;background:var(--color-success-soft)}.meta{display:block;text-align:right;font-size:.8rem;color:var(--color-muted)}
.read{color:var(--color-blue);font-weight:bold}.failed{color:var(--color-danger);font-weight:bold}
.buttons{display:grid;gap:.3rem;margin-top:.4rem}.buttons button{width:100%}
button,input{font:inherit}button{min-height:2.75rem;border:1px solid var(--color-border-strong);border-radius:.5rem;background:var(--color-surface);color:var(--color-brand-whatsapp);font-weight:bold}
footer{position:fixed;bottom:0;left:0;right:0;background:var(--color-bg);border-top:1px solid var(--color-border);padding:.5rem}
footer form{max-width:30rem;margin:0 auto .4rem;display:flex;gap:.4rem}footer input{flex:1;min-height:2.75rem;padding:0 .6rem;border:1px solid var(--color-border-strong);border-radius:1.4rem}
footer .row{display:grid;grid-template-columns:repeat(3,1fr);gap:.4rem;max-width:30rem;margin:0 auto}footer .row form{margin:0}footer .row button{width:100%}
.note{font-size:.85rem;color:var(--color-muted)}`;

const page = (title: string, header: string, main: string, footer = '') => `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><header>${header}</header><main>${main}</main>${footer}</body></html>`;

/** The words and payload of a quick-reply button of a template the centre sent: its payload as the send set it, else its label. */
export function buttonOf(sent: Recorded | undefined, index: number): { text: string; payload: string } | null {
  const body = (sent?.body ?? {}) as { template?: { language?: { code?: string }; components?: { type?: string; index?: string | number; parameters?: { payload?: string }[] }[] } };
  const answer = VISIT_ANSWERS[index];
  if (!body.template || !answer) return null;
  const text = QUICK_REPLIES[answer].words[body.template.language?.code === 'en' ? 'en' : 'fr'];
  const component = body.template.components?.find((one) => one.type === 'button' && String(one.index) === String(index));
  return { text, payload: component?.parameters?.[0]?.payload ?? text };
}

/** Every number of a thread. */
export function phoneList(numbers: string[]): string {
  const items = numbers.map((digits) => `<li><a href="/phone/${digits}">${escape(shownNumber(digits))}</a></li>`).join('');
  return page(
    'Téléphones des familles',
    '<strong>Téléphones des familles</strong>',
    `<p>Chaque numéro auquel le WhatsApp local a écrit\u00A0: ouvrez-le pour répondre comme la famille. <a href="/">La boîte aux lettres</a></p><ul>${items || '<li>Aucun pour l\u2019instant\u00A0: fixez un rendez-vous avec la case cochée.</li>'}</ul>`,
  );
}

/** Where one of the centre's messages stands, as WhatsApp's ticks say it. */
function centreTicks(message: Recorded): string {
  if (message.status >= 300) return `<span class="failed">⚠ refusé (${message.status})</span>`;
  const last = (message.statuses ?? []).at(-1);
  if (last === 'failed') return '<span class="failed">⚠ échec</span>';
  if (last === 'read') return '<span class="read" title="lu">✓✓ lu</span>';
  if (last === 'delivered') return '<span title="distribué">✓✓ distribué</span>';
  return '<span title="envoyé">✓ envoyé</span>';
}

function familyTicks(post: FamilyPost): string {
  if (post.gateway !== 200) return `<span class="failed">⚠ la passerelle a répondu ${post.gateway || 'rien'}</span>`;
  return post.readAt === null ? '<span title="distribué">✓✓ distribué</span>' : `<span class="read" title="lu">✓✓ lu ${timeOf(post.readAt)}</span>`;
}

function centreMessage(message: Recorded, phone: string): string {
  const body = (message.body ?? {}) as Record<string, unknown>;
  const template = body.type === 'template' && message.status < 300;
  const buttons = template
    ? `<div class="buttons">${VISIT_ANSWERS.map((_, index) => buttonOf(message, index)?.text ?? '')
        .map((label, index) => `<form method="post" action="/phone/${phone}"><input type="hidden" name="action" value="button"><input type="hidden" name="message" value="${escape(message.id ?? '')}"><input type="hidden" name="index" value="${index}"><button>${escape(label)}</button></form>`)
        .join('')}</div>`
    : '';
  return `<div class="msg" data-from="centre">${escape(whatsappText(body))}<span class="meta">${timeOf(message.at)} · ${centreTicks(message)}</span>${buttons}</div>`;
}

const familyMessage = (post: FamilyPost) => `<div class="msg family" data-from="family">${escape(post.shown)}<span class="meta">${timeOf(post.at)} · ${familyTicks(post)}</span></div>`;

/** One number's thread, oldest first, and what the family can do. */
export function phoneThread(phone: string, sent: Recorded[], posts: FamilyPost[]): string {
  const items = [...sent.map((message) => ({ at: message.at, html: centreMessage(message, phone) })), ...posts.map((post) => ({ at: post.at, html: familyMessage(post) }))]
    .sort((a, b) => a.at - b.at)
    .map((item) => item.html)
    .join('');
  const action = (name: string, label: string) => `<form method="post" action="/phone/${phone}"><input type="hidden" name="action" value="${name}"><button>${label}</button></form>`;
  const footer = `<footer><form method="post" action="/phone/${phone}"><input type="hidden" name="action" value="text"><input name="text" aria-label="Message" placeholder="Message" autocomplete="off"><button>Envoyer</button></form>
<div class="row">${action('photo', 'Photo')}${action('voice', 'Note vocale')}${action('stop', 'STOP')}</div></footer>`;
  return page(
    `WhatsApp de la famille ${shownNumber(phone)}`,
    `<a href="/phone/">←</a><span><strong>Aide &amp; Vie</strong><br><span class="note">le téléphone de la famille ${escape(shownNumber(phone))}</span></span>`,
    `<p class="note">Ce que la famille voit du centre, et ce qu'elle lui écrit\u00A0: chaque envoi part à la passerelle comme Meta l'envoie, signé. <a href="/phone/${phone}">Actualiser</a></p>${items || '<p>Aucun message.</p>'}`,
    footer,
  );
}
