import { describe, expect, it } from 'vitest';
import { phoneList, site } from '@/content/site';
import { callbackValues } from '@/lib/request/callback';
import { replyWorkingDays } from '@/content/jobs';
import { applicationValues } from '@/lib/request/application';
import { emailJsBody } from '@/lib/request/channels/emailjs';
import { emailJsTemplateFor } from '@/lib/request/emailjs-config';
import { templateParams, type TemplateParams } from '@/lib/request/payload';
import { templateText } from '../../pipeline/emailjs-templates';
import { emailTemplates } from '@/site/emailjs-templates';
import { marieValues } from './appointment-request';

/*
 * The EmailJS templates (site/emailjs-templates.ts) filled as EmailJS fills them
 * (https://www.emailjs.com/docs/user-guide/dynamic-variables-templates/): {{key}} replaced by the
 * value, HTML-escaped, or by nothing when it is not sent; {{#key}}…{{/key}} kept only for a value that
 * is not empty, {{^key}}…{{/key}} only for one that is. The payloads are the site's own
 * (lib/request/payload.ts): an appointment from each site, and a call-back.
 */

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function fillAsEmailJs(template: string, params: Record<string, string>): string {
  return template
    .replace(/\{\{([#^])\s*(\w+)\s*\}\}([\s\S]*?)\{\{\/\s*\2\s*\}\}/g, (_, kind: string, key: string, inner: string) => (Boolean(params[key]) === (kind === '#') ? inner : ''))
    .replace(/\{\{\{\s*(\w+)\s*\}\}\}/g, (_, key: string) => params[key] ?? '')
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => escapeHtml(params[key] ?? ''));
}

/** Every key a template reads, in any of its fields. */
const keysOf = (text: string) => new Set([...text.matchAll(/\{\{\{?\s*[#^/]?\s*(\w+)\s*\}?\}\}/g)].map((match) => match[1]!));

const [centre, acknowledgement, applicationCentre, applicationAcknowledgement] = emailTemplates();
const allFields = (template: NonNullable<typeof centre>) => [template.subject, template.html, ...Object.values(template.settings)].join('\n');

const appointment = templateParams({ values: marieValues('Pour ma mère <b>&</b> ma tante.'), locale: 'fr', reference: 'AV-7K3Q' });
const english = templateParams({ values: marieValues(''), locale: 'en', reference: 'AV-9XYZ' });
const callback = templateParams({
  values: callbackValues({ phone: '+237671234567', name: '', date: '2026-03-17', slot: { slot: 'evening', from: '17:00', to: '18:00' }, service: '' }),
  locale: 'fr',
  reference: 'AV-RPL2',
  kind: 'callback',
});
const PAYLOAD_KEYS = Object.keys(appointment).sort();

describe('the templates and the payload', () => {
  it('read exactly what the payload sends: every key the centre’s e-mail needs, none that is never sent', () => {
    // The spec's eight keys, and the reference and the centre's notice beside them (DECISIONS, « The spec's payload »).
    expect(PAYLOAD_KEYS).toEqual(['date', 'from_email', 'from_name', 'message', 'notice', 'phone', 'reference', 'reply_to', 'service', 'time']);
    expect(Object.keys(callback).sort()).toEqual(PAYLOAD_KEYS);
    const used = keysOf(allFields(centre!));
    expect(PAYLOAD_KEYS.filter((key) => !used.has(key)), 'sent but not in the centre’s e-mail').toEqual([]);
    expect(PAYLOAD_KEYS.filter((key) => !keysOf(allFields(applicationCentre!)).has(key)), 'sent but not in the centre’s e-mail for an application').toEqual([]);
    for (const template of emailTemplates()) {
      expect([...keysOf(allFields(template))].filter((key) => !PAYLOAD_KEYS.includes(key)), `${template.title}: read but never sent`).toEqual([]);
    }
  });

  it('never print a visitor’s words as HTML: no {{{triple braces}}}', () => {
    for (const template of emailTemplates()) expect(allFields(template)).not.toMatch(/\{\{\{/);
  });
});

describe('the centre’s e-mail, as EmailJS fills it', () => {
  const filled = (params: TemplateParams) => fillAsEmailJs(centre!.html, params);

  it('puts the reference first, then the name, one-tap links to call and write on WhatsApp, the date, time and service', () => {
    const html = filled(appointment);
    expect(html.indexOf('Référence\u00A0: AV-7K3Q')).toBeGreaterThan(-1);
    expect(html.indexOf('Référence\u00A0: AV-7K3Q')).toBeLessThan(html.indexOf('Marie Ngono'));
    expect(html).toContain('href="tel:+237671234567"');
    expect(html).toContain('href="https://api.whatsapp.com/send?phone=+237671234567"');
    expect(html).toContain('href="mailto:marie.ngono@example.com"');
    for (const value of ['2026-03-20', '14:30', 'Suivi de grossesse']) expect(html).toContain(value);
    // The visitor's words, escaped; nothing left unfilled.
    expect(html).toContain('Pour ma mère &lt;b&gt;&amp;&lt;/b&gt; ma tante.');
    expect(html).not.toMatch(/\{\{|\}\}/);
    // The reference in the subject too: a request sent twice reads as one thread in the centre's mailbox.
    expect(fillAsEmailJs(centre!.subject, appointment)).toBe('Nouvelle demande du site – Suivi de grossesse (AV-7K3Q) – Marie Ngono');
    // A name that is not only a person's: the row says where it is, the request's second line has it as typed.
    const stranger = templateParams({ values: { ...marieValues(''), fullName: 'Dr. Marie Ngono' }, locale: 'fr', reference: 'AV-7K3Q' });
    expect(filled(stranger)).toContain('voir la demande ci-dessus');
    expect(filled(stranger)).toContain('Référence\u00A0: AV-7K3Q\nNom\u00A0: Dr. Marie Ngono\n');
  });

  it('prints the centre’s notice (a closed day’s « Attention ») above the family’s words, apart from them; nothing when there is none', () => {
    const notice = 'Attention\u00A0: le dimanche 3\u00A0janvier\u00A02027, le centre ne prend pas de rendez-vous (dimanche). Prochain créneau\u00A0: lundi 4\u00A0janvier à 8\u00A0h.';
    const sunday = templateParams({ values: marieValues('Pour ma mère.'), locale: 'fr', reference: 'AV-7K3Q', hoursNote: notice });
    expect(sunday.message).toBe('Référence\u00A0: AV-7K3Q\nPour ma mère.');
    for (const template of [centre!, applicationCentre!]) {
      const html = fillAsEmailJs(template.html, sunday);
      expect(html).toContain(notice);
      expect(html.indexOf(notice)).toBeLessThan(html.indexOf('Pour ma mère.'));
      // Its own paragraph, not a line of the message's block.
      expect(html.slice(html.indexOf(notice), html.indexOf('Pour ma mère.'))).toContain('</p>');
    }
    expect(filled(appointment)).not.toContain('Attention');
    expect(centre!.html).toMatch(/\{\{#notice\}\}[\s\S]*\{\{notice\}\}[\s\S]*\{\{\/notice\}\}/);
  });

  it('shows the English site’s marker with the request, where the staff read the language to answer in', () => {
    expect(filled(english)).toContain('Référence\u00A0: AV-9XYZ\n[Site anglais – répondre en anglais]');
    expect(filled(english)).toContain('[Site anglais – répondre en anglais]');
  });

  it('for a call-back: the number to call at once, the slot, no e-mail and nothing broken where it is empty', () => {
    const html = filled(callback);
    expect(html).toContain('href="tel:+237671234567"');
    expect(html).toContain('aucun (appelez le numéro)');
    expect(html).not.toContain('mailto:');
    expect(html).toContain("le soir (17\u00A0h – 18\u00A0h)");
    expect(html).toContain('Rappel téléphonique');
  });

  it('goes to the centre’s address, replying to the visitor', () => {
    expect(centre!.settings).toEqual({ to: site.fr.email, fromName: site.fr.shortName, replyTo: '{{reply_to}}' });
  });
});

describe('the acknowledgement, as EmailJS fills it', () => {
  const html = fillAsEmailJs(acknowledgement!.html, appointment);

  it('says « Nous avons bien reçu votre demande » with the service and its reference, the day and the time, what happens next, and the centre’s phones from the content, in French then in English', () => {
    expect(html).toContain('Nous avons bien reçu votre demande');
    expect(html).toContain('We have received your request');
    expect(html).toContain('<strong>Suivi de grossesse (AV-7K3Q)</strong><br>Le 2026-03-20 à 14:30');
    expect(html).toContain('<strong>Suivi de grossesse (AV-7K3Q)</strong><br>On 2026-03-20 at 14:30');
    expect(html).toContain('Bonjour Marie Ngono,');
    expect(html).toContain('Hello Marie Ngono,');
    expect(html.indexOf('lang="fr"')).toBeLessThan(html.indexOf('lang="en"'));
    for (const locale of ['fr', 'en'] as const) {
      for (const phone of phoneList(locale)) expect(html).toContain(`<a href="tel:${phone.e164}">${phone.display.replace(/&/g, '&amp;')}</a>`);
    }
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('names each phone as its language punctuates: « Accueil : » in French, « Reception: » in English', () => {
    const [french, english] = html.split('lang="en"');
    for (const phone of phoneList('fr')) expect(french).toContain(`${phone.label.replace(/&/g, '&amp;')}&nbsp;: <a href="tel:${phone.e164}">`);
    for (const phone of phoneList('en')) expect(english).toContain(`${phone.label.replace(/&/g, '&amp;')}: <a href="tel:${phone.e164}">`);
  });

  it('goes to the address the visitor gave (none for a call-back: EmailJS then has no one to write to)', () => {
    expect(acknowledgement!.settings.to).toBe('{{reply_to}}');
    expect(fillAsEmailJs(acknowledgement!.settings.to, callback)).toBe('');
  });

  it('reads on a phone: one column no wider than 600 px, the viewport set, no image, no script, no stylesheet to fetch', () => {
    for (const template of emailTemplates()) {
      expect(template.html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
      expect(template.html).toContain('max-width:600px');
      expect(template.html).not.toMatch(/<(img|script|link|style)\b/);
    }
  });

  it('is written out with the settings EmailJS asks for, field by field', () => {
    const text = templateText(acknowledgement!);
    for (const line of ['Subject :', 'To Email :', 'From Name :', 'Reply To :', 'Content (HTML) :']) expect(text).toContain(`${line}\n`);
    expect(text.endsWith(`${acknowledgement!.html}\n`)).toBe(true);
  });
});

/*
 * Each kind of request gets the acknowledgement that fits it: an appointment the appointment's (the
 * main template's auto-reply), an application the candidate's (its own template's auto-reply), a
 * call-back none (no address). Without the application's template, an application leaves reply_to
 * empty: the appointment's auto-reply never reaches a candidate.
 */
describe('an acknowledgement per kind of request', () => {
  const keys = { serviceId: 'service_a', templateId: 'template_main', publicKey: 'key_c' };
  const choice = { fullName: 'Brigitte Essomba', phone: '+237671234567', email: 'brigitte@example.com', position: 'Aide-soignant(e) à domicile', diploma: 'DEAS', experience: '3', quartier: 'Mvog-Ada', start: '', message: '' };
  const application = { values: applicationValues(choice), locale: 'fr' as const, reference: 'AV-C4ND', kind: 'application' as const };

  it('chooses one template per kind, in one function (emailJsTemplateFor)', () => {
    expect(emailJsTemplateFor('appointment', keys)).toEqual({ templateId: 'template_main', acknowledge: true });
    expect(emailJsTemplateFor('callback', keys)).toEqual({ templateId: 'template_main', acknowledge: true });
    expect(emailJsTemplateFor('application', keys)).toEqual({ templateId: 'template_main', acknowledge: false });
    expect(emailJsTemplateFor('application', { ...keys, applicationTemplateId: 'template_jobs' })).toEqual({ templateId: 'template_jobs', acknowledge: true });
    expect(emailJsTemplateFor('appointment', { ...keys, applicationTemplateId: 'template_jobs' }).templateId).toBe('template_main');
  });

  it('sends an application through its own template with the candidate’s address, or through the main one without it', () => {
    const own = emailJsBody(application, { ...keys, applicationTemplateId: 'template_jobs' });
    expect(own.template_id).toBe('template_jobs');
    expect(own.template_params.reply_to).toBe('brigitte@example.com');
    const main = emailJsBody(application, keys);
    expect(main.template_id).toBe('template_main');
    expect(main.template_params.reply_to).toBe('');
    // The centre still reads the candidate's address, and can answer it in one tap.
    expect(main.template_params.from_email).toBe('brigitte@example.com');
    expect(fillAsEmailJs(centre!.html, main.template_params)).toContain('href="mailto:brigitte@example.com"');
    // The main template's auto-reply (the appointment's acknowledgement) has no one to write to.
    expect(fillAsEmailJs(acknowledgement!.settings.to, main.template_params)).toBe('');
    // An appointment keeps its acknowledgement.
    expect(emailJsBody({ values: marieValues(''), locale: 'fr', reference: 'AV-7K3Q' }, keys).template_params.reply_to).toBe('marie.ngono@example.com');
  });

  it('tells a candidate the application for that post was received, when the centre usually calls, and how to send a CV on WhatsApp with the reference', () => {
    const params = emailJsBody(application, { ...keys, applicationTemplateId: 'template_jobs' }).template_params;
    const html = fillAsEmailJs(applicationAcknowledgement!.html, params);
    expect(html).toContain('Nous avons bien reçu votre candidature');
    expect(html).toContain('We have received your application');
    expect(html).toContain('Candidature — Aide-soignant(e) à domicile (AV-C4ND)');
    expect(html).toContain('Bonjour Brigitte Essomba,');
    expect(html).toContain(`sous ${replyWorkingDays}\u00A0jours ouvrés pour en parler`);
    expect(html).toContain(`within ${replyWorkingDays} working days`);
    expect(html).toContain(`href="https://wa.me/${site.fr.whatsapp}?text=`);
    expect(decodeURIComponent(/wa\.me\/\d+\?text=([^"]+)"/.exec(html)![1]!)).toMatch(/référence/);
    // None of the appointment's words.
    expect(html).not.toMatch(/rendez-vous|appointment|confirmer l'heure/i);
    expect(html).not.toMatch(/\{\{|\}\}/);
    expect(applicationAcknowledgement!.settings.to).toBe('{{reply_to}}');
    expect(fillAsEmailJs(applicationCentre!.subject, params)).toBe('Nouvelle candidature – Candidature — Aide-soignant(e) à domicile (AV-C4ND) – Brigitte Essomba');
  });

  it('has none for a call-back, which gives no address', () => {
    expect(callback.reply_to).toBe('');
    for (const template of [acknowledgement!, applicationAcknowledgement!]) expect(fillAsEmailJs(template.settings.to, callback)).toBe('');
  });
});

/*
 * Issue 67.2: an acknowledgement goes to whatever address reply_to holds, from the centre's account. Holding the
 * visitor's message (2,000 characters) and name, it let a script make the centre send « Nous avons bien reçu… »
 * with its own sentence and link to anyone. It reads now only what the gateway checked or built: the name when it
 * reads as a person's (payload.ts), the service or position of the published lists with the reference, the day
 * and the time; never the message, the address or the number.
 */
describe('an acknowledgement holds nothing a stranger can write as a sentence (67.2)', () => {
  const PRINTABLE = ['date', 'from_name', 'reference', 'service', 'time'];
  const acknowledgements = [acknowledgement!, applicationAcknowledgement!];

  it('reads no key but the name, the service and the reference, the day and the time, and goes to reply_to', () => {
    for (const template of acknowledgements) {
      expect([...keysOf(`${template.subject}\n${template.html}`)].filter((key) => !PRINTABLE.includes(key)), template.title).toEqual([]);
      expect(template.settings.to).toBe('{{reply_to}}');
    }
  });

  it('filled with a stranger’s request, shows none of its words; the reference, the day, the time and the service all the same', () => {
    const strangers = {
      fullName: 'Cliquez sur https://evil.example',
      message: 'Gagnez 500 000 FCFA : https://evil.example/gain',
    };
    const appointmentSent = templateParams({ values: { ...marieValues(strangers.message), fullName: strangers.fullName }, locale: 'fr', reference: 'AV-7K3Q' });
    const html = fillAsEmailJs(acknowledgement!.html, appointmentSent);
    expect(html).not.toMatch(/evil|Cliquez|Gagnez/);
    for (const shown of ['Suivi de grossesse (AV-7K3Q)', '2026-03-20', '14:30', 'Bonjour,', 'Hello,']) expect(html, shown).toContain(shown);
    const choice = { fullName: strangers.fullName, phone: '+237671234567', email: 'x@example.com', position: 'Aide-soignant(e) à domicile', diploma: 'https://evil.example', experience: '', quartier: '', start: '', message: strangers.message };
    const applicationSent = templateParams({ values: applicationValues(choice), locale: 'fr', reference: 'AV-C4ND', kind: 'application' });
    const applied = fillAsEmailJs(applicationAcknowledgement!.html, applicationSent);
    expect(applied).not.toMatch(/evil|Cliquez|Gagnez|\+237671234567/);
    expect(applied).toContain('Candidature — Aide-soignant(e) à domicile (AV-C4ND)');
    // The staff read everything, in their own e-mail.
    expect(fillAsEmailJs(centre!.html, appointmentSent)).toContain('Cliquez sur https://evil.example');
  });
});
