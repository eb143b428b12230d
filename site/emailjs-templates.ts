import { replyWorkingDays } from '@/content/jobs';
import { phoneList, site } from '@/content/site';
import { emailjsCopy } from '@/copy/emailjs';
import { fill, type Locale } from '@/lib/i18n';
import type { RequestKind, RequestKinds } from '@/lib/request';
import { themeColors } from '@/lib/theme';
import { whatsappChatUrl } from '@/lib/whatsapp';

/*
 * The EmailJS templates the centre pastes into its account (docs/emailjs.md), made from the site's
 * facts at every build (pipeline/emailjs-templates.ts writes them to out/emailjs/): the centre's e-mail,
 * which reads the spec's eight keys, the reference and the centre's notice beside them (lib/request/payload.ts), and the acknowledgement EmailJS sends as
 * the template's auto-reply to a visitor who gave an e-mail address, with the centre's phones as
 * content/settings/centre.yml holds them. Plain HTML e-mail: one column, inline styles, no image, no
 * script, big links a thumb can tap; EmailJS fills {{key}} (escaped) and keeps a section
 * {{#key}}…{{/key}} only when the key is not empty ({{^key}}…{{/key}} when it is).
 */

export interface EmailTemplate {
  /** Its file in out/emailjs/. */
  file: string;
  /** Its name, as the docs call it. */
  title: string;
  subject: string;
  /** The template's other settings in EmailJS, by the field's English name there. */
  settings: { to: string; fromName: string; replyTo: string };
  html: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const FONT = 'font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5';
const page = (body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>` +
  `<body style="margin:0;padding:0"><div style="${FONT};max-width:600px;margin:0 auto;padding:16px">${body}</div></body></html>`;
const button = (href: string, label: string) =>
  `<a href="${href}" style="display:inline-block;margin:8px 8px 0 0;padding:12px 18px;border-radius:6px;background:${themeColors.primary};color:#ffffff;font-weight:bold;text-decoration:none">${label}</a>`;
const row = (label: string, value: string) =>
  `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escape(label)}</th><td style="padding:6px 0">${value}</td></tr>`;
const block = (inner: string, style = '') =>
  `<div style="margin:12px 0;padding:12px 14px;border-left:4px solid ${themeColors.primary};border-radius:6px;background:${themeColors.primarySoft}${style}">${inner}</div>`;
// The message keeps its lines (the reference first, then the visitor's words): the centre's e-mail alone shows it.
const messageBlock = block('{{message}}', ';white-space:pre-line');
// What the centre adds for itself (a closed day's « Attention » : lib/hours-note.ts), above the family's words and apart from them.
const noticeLine = '{{#notice}}<p style="margin:12px 0 0;font-weight:bold">{{notice}}</p>{{/notice}}';

/** The centre's e-mail, for every kind of request; an application's template is the same with its own subject. */
function centreTemplate({ file, title, subject }: Pick<EmailTemplate, 'file' | 'title' | 'subject'>): EmailTemplate {
  const t = emailjsCopy.centre;
  const centre = site.fr;
  const html = page(
    `<p style="margin:0;font-size:14px">${escape(t.heading)}</p>` +
      `<p style="margin:4px 0 0;font-weight:bold">${escape(t.request)}</p>` +
      noticeLine +
      messageBlock +
      `<table role="presentation" style="border-collapse:collapse;${FONT}">` +
      // from_name is empty when the name does not read as only a person's: the request's second line has it as typed.
      row(t.name, `{{#from_name}}{{from_name}}{{/from_name}}{{^from_name}}${escape(t.nameInRequest)}{{/from_name}}`) +
      row(t.phone, `{{#phone}}<a href="tel:{{phone}}">{{phone}}</a>{{/phone}}{{^phone}}${escape(t.noPhone)}{{/phone}}`) +
      row(t.date, '{{date}}') +
      row(t.time, '{{time}}') +
      row(t.service, '{{service}}') +
      row(t.reference, '{{reference}}') +
      // from_email, not reply_to: an application without its own template leaves reply_to empty (no wrong auto-reply).
      row(t.email, `{{#from_email}}<a href="mailto:{{from_email}}">{{from_email}}</a>{{/from_email}}{{^from_email}}${escape(t.noEmail)}{{/from_email}}`) +
      `</table>` +
      `<p>{{#phone}}${button('tel:{{phone}}', `${escape(t.call)} {{phone}}`)}${button('https://api.whatsapp.com/send?phone={{phone}}', escape(t.whatsapp))}{{/phone}}` +
      `{{#from_email}}${button('mailto:{{from_email}}', escape(t.reply))}{{/from_email}}</p>` +
      `<p style="font-size:14px">${escape(t.language)}<br>${escape(t.repeat)}</p>`,
  );
  return { file, title, subject, settings: { to: centre.email, fromName: centre.shortName, replyTo: '{{reply_to}}' }, html };
}

// French puts a no-break space before the colon, English none.
const COLON: Record<Locale, string> = { fr: '&nbsp;:', en: ':' };

const phoneItems = (locale: Locale) =>
  phoneList(locale)
    .map((phone) => `<li>${escape(phone.label)}${COLON[locale]} <a href="tel:${phone.e164}">${escape(phone.display)}</a></li>`)
    .join('');

/** Both languages of an acknowledgement, French first: the template cannot tell which site a request came from. */
const bilingual = (part: (locale: 'fr' | 'en') => string) =>
  page(`${part('fr')}<hr style="margin:24px 0;border:0;border-top:1px solid ${themeColors.primarySoft}">${part('en')}`);

interface AcknowledgementWords {
  heading: string;
  /** « Bonjour {{from_name}}, », and without a name (from_name empty when it is not only a person's). */
  greeting: string;
  hello: string;
  phones: string;
  signature: string;
}

/**
 * An acknowledgement, the auto-reply of a template: the same frame for every kind (its heading, the greeting,
 * then what the kind says, the centre's phones, what it adds after them, the signature), in both languages.
 * It goes to whatever address reply_to holds, from the centre's account: it reads no key but from_name (a
 * person's name or none), service (of the site's lists), reference, date and time, never the
 * message, the address or the number (issue 67.2; tests/request/emailjs-templates.test.ts).
 */
function acknowledgement<Copy extends { subject: string } & Record<'fr' | 'en', AcknowledgementWords>>(
  { file, title, copy }: { file: string; title: string; copy: Copy },
  body: (words: Copy['fr' | 'en'], locale: 'fr' | 'en') => string,
  afterPhones: (words: Copy['fr' | 'en'], locale: 'fr' | 'en') => string = () => '',
): EmailTemplate {
  const centre = site.fr;
  const part = (locale: 'fr' | 'en') => {
    const words = copy[locale];
    return (
      `<div lang="${locale}">` +
      `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3">${escape(words.heading)}</h1>` +
      `<p>{{#from_name}}${escape(words.greeting)}{{/from_name}}{{^from_name}}${escape(words.hello)}{{/from_name}}</p>` +
      body(words, locale) +
      `<p style="margin-bottom:4px">${escape(words.phones)}</p><ul style="margin-top:0;padding-left:20px">${phoneItems(locale)}</ul>` +
      afterPhones(words, locale) +
      `<p>${escape(fill(words.signature, { centre: centre.shortName }))}</p>` +
      `</div>`
    );
  };
  return {
    file,
    title,
    subject: copy.subject,
    settings: { to: '{{reply_to}}', fromName: centre.shortName, replyTo: centre.email },
    html: bilingual(part),
  };
}

/** An appointment's acknowledgement: the service and its reference, the day and the time asked for, what happens next, the emergency line. */
const appointmentAcknowledgementTemplate = () =>
  acknowledgement(
    { file: 'accuse-de-reception.txt', title: 'L’accusé de réception (auto-reply)', copy: emailjsCopy.acknowledgement },
    (words) =>
      `<p style="margin-bottom:0">${escape(words.recap)}</p>` +
      // The service and its reference, the day and the time: what the gateway checked against the site's lists.
      block(`<strong>{{service}} ({{reference}})</strong><br>${escape(words.when)}`) +
      `<p>${escape(words.next)}</p>`,
    (words, locale) => {
      const emergency = site[locale].phones.emergency;
      return `<p><strong>${fill(escape(words.urgent), { emergency: `<a href="tel:${emergency.e164}">${escape(emergency.display)}</a>` })}</strong></p>`;
    },
  );

/**
 * A candidate's acknowledgement, the application template's auto-reply: the post and its reference
 * (« Candidature — <post> (AV-…) »: {{service}} and {{reference}}), when the centre usually calls, and a button to send a CV
 * on the centre's WhatsApp, the reference to write after the words ready.
 */
function applicationAcknowledgementTemplate(): EmailTemplate {
  const whatsapp = site.fr.whatsapp;
  const number = escape(phoneList('fr').find((phone) => phone.e164.replace(/\D/g, '') === whatsapp)?.display ?? `+${whatsapp}`);
  return acknowledgement(
    { file: 'accuse-de-reception-candidature.txt', title: 'L’accusé de réception d’une candidature (auto-reply)', copy: emailjsCopy.applicationAcknowledgement },
    (words) =>
      `<p style="margin-bottom:4px">${escape(words.received)}</p>` +
      `<p style="margin-top:0;font-size:18px;font-weight:bold">{{service}} ({{reference}})</p>` +
      `<p>${escape(fill(words.next, { days: replyWorkingDays }))}</p>` +
      `<p>${fill(escape(words.cv), { whatsapp: `<a href="${whatsappChatUrl(whatsapp)}">${number}</a>` })}</p>` +
      `<p>${button(escape(whatsappChatUrl(whatsapp, words.cvMessage)), escape(words.cvButton))}</p>`,
  );
}

/**
 * What each kind of request adds to the main template (the centre's e-mail, `centre.txt`): the centre's
 * e-mail of its own template when its definition names one (lib/request/kinds/<kind>.ts, template), and
 * the acknowledgement its template's auto-reply sends. A kind that carries an e-mail address must have its
 * acknowledgement, or this does not compile; one that carries none has none (null). The main template's
 * auto-reply is the first kind's, the appointment's: a kind with an address of its own goes through its own
 * template.
 */
export type KindTemplates<K extends RequestKind> = K extends RequestKind
  ? (RequestKinds[K]['template'] extends 'main' ? { centre?: never } : { centre: () => EmailTemplate }) & {
      acknowledgement: 'email' extends keyof RequestKinds[K]['fields'] ? () => EmailTemplate : null;
    }
  : never;

/**
 * The kinds the templates must speak of: one that carries an e-mail address (it has its acknowledgement) or goes
 * through a template of its own. Any other kind (a call-back) goes through the main template with reply_to
 * empty, and needs nothing here.
 */
type TemplatedKind = {
  [K in RequestKind]: 'email' extends keyof RequestKinds[K]['fields'] ? K : RequestKinds[K]['template'] extends 'main' ? never : K;
}[RequestKind];

const KIND_TEMPLATES: { [K in TemplatedKind]: KindTemplates<K> } = {
  appointment: { acknowledgement: appointmentAcknowledgementTemplate },
  application: {
    centre: () => centreTemplate({ file: 'candidature.txt', title: 'L’e-mail du centre pour une candidature', subject: emailjsCopy.application.subject }),
    acknowledgement: applicationAcknowledgementTemplate,
  },
};

/**
 * Every template, made from today's content: the centre's e-mail (the main template), then each kind's:
 * the appointment's acknowledgement (the main template's auto-reply), the centre's e-mail for an
 * application and the candidate's acknowledgement (NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID:
 * lib/request/emailjs-config.ts). A call-back has no e-mail address, so no acknowledgement.
 */
export function emailTemplates(): EmailTemplate[] {
  const kinds = Object.values(KIND_TEMPLATES) as KindTemplates<RequestKind>[];
  return [
    centreTemplate({ file: 'centre.txt', title: 'L’e-mail du centre', subject: emailjsCopy.centre.subject }),
    ...kinds.flatMap(({ centre, acknowledgement }) => [...(centre ? [centre()] : []), ...(acknowledgement ? [acknowledgement()] : [])]),
  ];
}
