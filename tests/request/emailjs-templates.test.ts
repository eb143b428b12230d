import { describe, expect, it } from 'vitest';
import { phoneList, site } from '@/content/site';
import { callbackValues } from '@/lib/request/callback';
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

const [centre, acknowledgement] = emailTemplates();
const allFields = (template: NonNullable<typeof centre>) => [template.subject, template.html, ...Object.values(template.settings)].join('\n');

const appointment = templateParams({ values: marieValues('Pour ma mère <b>&</b> ma tante.'), locale: 'fr', reference: 'AV-7K3Q' });
const english = templateParams({ values: marieValues(''), locale: 'en', reference: 'AV-9XYZ' });
const callback = templateParams({
  values: callbackValues({ phone: '+237671234567', name: '', day: 'tomorrow', slot: 'evening', service: '' }, new Date('2026-03-16T09:00:00+01:00')),
  locale: 'fr',
  reference: 'AV-RPL2',
  kind: 'callback',
});
const PAYLOAD_KEYS = Object.keys(appointment).sort();

describe('the templates and the payload', () => {
  it('read exactly what the payload sends: every key the centre’s e-mail needs, none that is never sent', () => {
    expect(PAYLOAD_KEYS).toEqual(['date', 'from_email', 'from_name', 'message', 'phone', 'reply_to', 'service', 'time']);
    expect(Object.keys(callback).sort()).toEqual(PAYLOAD_KEYS);
    const used = keysOf(allFields(centre!));
    expect(PAYLOAD_KEYS.filter((key) => !used.has(key)), 'sent but not in the centre’s e-mail').toEqual([]);
    for (const template of [centre!, acknowledgement!]) {
      expect([...keysOf(allFields(template))].filter((key) => !PAYLOAD_KEYS.includes(key)), `${template.title}: read but never sent`).toEqual([]);
    }
  });

  it('never print a visitor’s words as HTML: no {{{triple braces}}}', () => {
    for (const template of [centre!, acknowledgement!]) expect(allFields(template)).not.toMatch(/\{\{\{/);
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
    expect(fillAsEmailJs(centre!.subject, appointment)).toBe('Nouvelle demande du site – Suivi de grossesse – Marie Ngono');
  });

  it('shows the English site’s marker with the request, where the staff read the language to answer in', () => {
    expect(filled(english)).toContain('Référence\u00A0: AV-9XYZ\n[Site anglais – répondre en anglais]');
    expect(filled(english)).toContain('[Site anglais – répondre en anglais]');
  });

  it('for a call-back: the number to call at once, the slot, no e-mail and nothing broken where it is empty', () => {
    const html = filled(callback);
    expect(html).toContain('href="tel:+237671234567"');
    expect(html).toContain('aucun (demande de rappel');
    expect(html).not.toContain('mailto:');
    expect(html).toContain("le soir (17\u00A0h – 20\u00A0h)");
    expect(html).toContain('Rappel téléphonique');
  });

  it('goes to the centre’s address, replying to the visitor', () => {
    expect(centre!.settings).toEqual({ to: site.fr.email, fromName: site.fr.shortName, replyTo: '{{reply_to}}' });
  });
});

describe('the acknowledgement, as EmailJS fills it', () => {
  const html = fillAsEmailJs(acknowledgement!.html, appointment);

  it('says « Nous avons bien reçu votre demande » with its reference, what happens next, and the centre’s phones from the content, in French then in English', () => {
    expect(html).toContain('Nous avons bien reçu votre demande');
    expect(html).toContain('We have received your request');
    expect(html).toContain('Référence\u00A0: AV-7K3Q');
    expect(html).toContain('Bonjour Marie Ngono,');
    expect(html.indexOf('lang="fr"')).toBeLessThan(html.indexOf('lang="en"'));
    for (const locale of ['fr', 'en'] as const) {
      for (const phone of phoneList(locale)) expect(html).toContain(`<a href="tel:${phone.e164}">${phone.display.replace(/&/g, '&amp;')}</a>`);
    }
    expect(html).not.toMatch(/\{\{|\}\}/);
  });

  it('goes to the address the visitor gave (none for a call-back: EmailJS then has no one to write to)', () => {
    expect(acknowledgement!.settings.to).toBe('{{reply_to}}');
    expect(fillAsEmailJs(acknowledgement!.settings.to, callback)).toBe('');
  });

  it('reads on a phone: one column no wider than 600 px, the viewport set, no image, no script, no stylesheet to fetch', () => {
    for (const template of [centre!, acknowledgement!]) {
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
