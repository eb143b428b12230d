// The local mailbox's page (harness/mailbox.ts): every e-mail, notice and family's message it recorded, newest
// first, each as its reader sees it, in French as the centre reads it: the providers' statuses in words, and the
// links a family's message carries as links (its visit's page opens from here as from the phone).
import type { Recorded } from './recorded';
import { whatsappText } from './messaging';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What each provider's status means, as the centre says it (Meta's for WhatsApp, Brevo's for the SMS). */
const STATUS_WORDS: Record<string, string> = {
  sent: 'envoyé',
  delivered: 'remis au téléphone',
  read: 'lu',
  failed: 'non remis',
  hard_bounce: 'refusé (numéro invalide)',
};
const statusWords = (statuses: readonly string[]) => statuses.map((status) => STATUS_WORDS[status] ?? status).join(', ');

/** A text escaped for the page, each web address in it a link (a closing bracket or full stop after it left out). */
export function withLinks(text: string): string {
  return escape(text).replace(/https?:\/\/[^\s<]+?(?=[.,;:)]*(?:\s|$))/g, (url) => `<a href="${url}">${url}</a>`);
}

/** What the page shows of one message: an e-mail's fields, or a notice as the phone shows it. */
function describe(message: Recorded): { title: string; lines: [string, string][] } {
  const body = (typeof message.body === 'object' && message.body !== null ? message.body : {}) as Record<string, unknown>;
  if (message.provider === 'ntfy') {
    const query = new URL(message.path, 'http://mailbox').searchParams;
    return {
      title: `Notification au téléphone de l’équipe\u00A0: ${query.get('title') ?? ''}`,
      lines: [
        ['Texte', String(message.body)],
        ['Priorité', query.get('priority') ?? ''],
        ['Bouton', query.get('actions') ?? '(aucun)'],
        ['Jeton', message.headers.authorization ? 'présent (Authorization: Bearer …)' : 'absent'],
      ],
    };
  }
  if (message.provider === 'whatsapp' && body.status === 'read') {
    return { title: 'WhatsApp\u00A0: le centre a lu un message de la famille (coches bleues)', lines: [['Message', String(body.message_id ?? '')]] };
  }
  if (message.provider === 'whatsapp' || message.provider === 'sms') {
    const whatsapp = message.provider === 'whatsapp';
    const to = String(whatsapp ? body.to : body.recipient);
    return {
      title: `${whatsapp ? 'WhatsApp' : 'SMS'} à la famille (+${to.replace(/^\+/, '')}), comme elle le lit`,
      lines: [
        ['Message', whatsapp ? whatsappText(body) : String(body.content ?? '')],
        ...(whatsapp ? [['Modèle', `${String((body.template as { name?: string } | undefined)?.name ?? '')} (${String((body.template as { language?: { code?: string } } | undefined)?.language?.code ?? '')})`] as [string, string]] : [['Expéditeur', String(body.sender ?? '')] as [string, string]]),
        ['Statuts renvoyés par le fournisseur', statusWords(message.statuses ?? []) || '(aucun pour l’instant)'],
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

export function page(messages: Recorded[]): string {
  const items = [...messages]
    .reverse()
    .map((message) => {
      const { title, lines } = describe(message);
      const delivered = message.status >= 200 && message.status < 300;
      return `<article><h2>${escape(title)}</h2><p class="meta">${new Date(message.at).toLocaleString('fr-FR', { timeZone: 'Africa/Douala' })} · ${
        delivered ? 'accepté par le service' : `refusé par le service (${message.status}), comme le ferait un service en panne`
      }</p><dl>${lines.map(([name, value]) => `<dt>${escape(name)}</dt><dd>${withLinks(value)}</dd>`).join('')}</dl></article>`;
    })
    .join('');
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta http-equiv="refresh" content="5"><title>Boîte aux lettres locale</title>
<style>body{font:18px/1.5 system-ui,sans-serif;max-width:48rem;margin:1rem auto;padding:0 1rem;color:#111}
article{border:1px solid #666;border-radius:8px;padding:0 1rem;margin:1rem 0}dt{font-weight:bold}dd{margin:0 0 .5rem;white-space:pre-wrap}.meta{color:#333}</style></head>
<body><h1>Boîte aux lettres locale</h1><p>Ce que la passerelle locale a envoyé au centre, aux téléphones de l’équipe et
aux familles (la confirmation et le rappel d’un rendez-vous, par WhatsApp ou SMS, comme la famille les lit). Aucun
message ne quitte cet ordinateur. La page se met à jour toutes les 5 secondes. Pour répondre comme une famille sur
WhatsApp (un texte, un bouton, une photo, une note vocale, «\u00A0STOP\u00A0»)\u00A0: <a href="/phone/">le téléphone de la famille</a>.</p>${items || '<p>Rien pour l’instant.</p>'}</body></html>`;
}

