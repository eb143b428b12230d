import { describe, expect, it } from 'vitest';
import { VISIT_MESSAGE_PURPOSES, type VisitMessagePurpose } from '@/lib/request/for-gateway';
import { OUTCOME_WORDS } from '../../gateway/src/inbox/outcome-words';
import type { Tried } from '../../gateway/src/inbox/visit-message-words';
import { VISIT_WORDS } from '../../gateway/src/inbox/visit-words';
import { WORDS } from '../../gateway/src/inbox/words';
import { REPORT_WORDS } from '../../gateway/src/report/words';
import { SEND_STATES } from '../../gateway/src/visits/model';

/*
 * Every word of the staff's inbox and of the centre's report (issue 83, item 5), in both languages: French with its
 * no-break spaces before : ; ! ? and inside « », one apostrophe (’) in both, English without a space before its
 * marks; and a visit's messages said as French says them, each state agreeing with the message it names
 * (« Confirmation WhatsApp reçue », « Rappel la veille WhatsApp reçu »).
 */

const nbsp = '\u00A0';

/** Every text of a table, its functions called with sample values of each kind they take (a reference, a name, a time; a visit's step; a message's purpose, channel and state). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    return [
      ['AV-7K3Q', 'Paul', `10${nbsp}h${nbsp}12`],
      ['AV-7K3Q', 'moved', `10${nbsp}h${nbsp}12`],
      // A reply's flash: what it came to (issue 82).
      ['AV-7K3Q', 'window-closed', `10${nbsp}h${nbsp}12`],
      [2, true],
      ['confirm', 'whatsapp', 'delivered'],
    ].flatMap((args) => {
      try {
        return [String((value as (...args: unknown[]) => unknown)(...args))];
      } catch {
        return [];
      }
    });
  }
  return typeof value === 'object' && value ? Object.values(value).flatMap(texts) : [];
}

const TABLES = { inbox: WORDS, outcome: OUTCOME_WORDS, visit: VISIT_WORDS, report: REPORT_WORDS } as const;

describe.each(Object.entries(TABLES))('the %s’s words', (_, table) => {
  it('write French with its no-break spaces: before : ; ! ? », after «', () => {
    const french = texts(table.fr);
    expect(french.length).toBeGreaterThan(10);
    expect(french.filter((text) => /[ \t][:;!?»]|«[ \t]|[^\s\u00A0]»|«[^\s\u00A0]|[\p{L})][:;!?]/u.test(text))).toEqual([]);
  });

  it('write one apostrophe, the typographic ’, in both languages', () => {
    expect([...texts(table.fr), ...texts(table.en)].filter((text) => text.includes("'"))).toEqual([]);
  });

  it('write English with no space before its punctuation, and say as much as the French', () => {
    const english = texts(table.en);
    expect(english.length).toBe(texts(table.fr).length);
    expect(english.filter((text) => /\s[:;!?]/.test(text))).toEqual([]);
  });
});

describe('a visit’s messages, as the card and the list say them', () => {
  /** A message's line: its name, then where it stands on each channel tried. */
  const message = (purpose: VisitMessagePurpose, tried: readonly Tried[], locale: 'fr' | 'en' = 'fr') => `${VISIT_WORDS[locale].purposes[purpose]} ${VISIT_WORDS[locale].sent(purpose, tried)}`;

  it('agree with the message they name: a confirmation « reçue », a reminder « reçu »', () => {
    expect(message('confirm', [['whatsapp', 'delivered']])).toBe('Confirmation WhatsApp reçue');
    expect(message('confirm', [['whatsapp', 'failed'], ['sms', 'read']])).toBe('Confirmation WhatsApp non remise, SMS lue');
    expect(message('cancelled', [['sms', 'refused']])).toBe('Message d’annulation SMS refusé');
    expect(message('reminder', [['whatsapp', 'accepted']])).toBe('Rappel la veille WhatsApp envoyé');
    // Every state of every purpose, in both genders: no masculine after a feminine name, none the other way.
    for (const purpose of VISIT_MESSAGE_PURPOSES) {
      for (const state of SEND_STATES) {
        const said = message(purpose, [['whatsapp', state]]);
        expect(said, `${purpose} ${state}`).toMatch(purpose === 'confirm' ? /(ée|ue|ise|ine|envoi)$/ : /(é|u|is|in|envoi)$/);
      }
    }
  });

  it('say the same in the journal, and when none could leave', () => {
    expect(VISIT_WORDS.fr.journal.message('confirm', 'whatsapp', 'delivered')).toBe(`Confirmation WhatsApp${nbsp}: reçue`);
    expect(VISIT_WORDS.fr.journal.message('confirm', 'sms', 'not-sent')).toBe(`Confirmation SMS${nbsp}: non envoyée`);
    expect(message('confirm', [['whatsapp', 'refused', '132001 Template name does not exist']])).toBe('Confirmation WhatsApp refusée (132001 Template name does not exist)');
    expect(VISIT_WORDS.fr.journal.message('moved', 'none', 'not-sent')).toBe('Message de déplacement non envoyé');
    expect(VISIT_WORDS.fr.notSent('confirm', 'pas de numéro')).toBe(`Confirmation non envoyée${nbsp}: pas de numéro. Appelez ou écrivez à la famille.`);
    expect(VISIT_WORDS.fr.notSent('reminder', 'pas de numéro')).toMatch(/^Rappel la veille non envoyé\u00A0:/);
  });

  it('say « delivered » in English, not « received »', () => {
    expect(message('confirm', [['whatsapp', 'delivered']], 'en')).toBe('Confirmation WhatsApp delivered');
    expect(VISIT_WORDS.en.journal.message('reminder', 'sms', 'delivered')).toBe('Reminder the day before SMS: delivered');
  });
});

describe('the family’s answer, who comes, its consent', () => {
  it('an answer said with when it came: « (réponse à 11 h 33) », « (demande hier à 9 h) »', () => {
    expect(VISIT_WORDS.fr.answers.coming(`à 11${nbsp}h${nbsp}33`)).toBe(`La famille sera là (réponse à 11${nbsp}h${nbsp}33)`);
    expect(VISIT_WORDS.fr.answers.change(`hier à 9${nbsp}h`)).toBe(`La famille doit changer le rendez-vous (demande hier à 9${nbsp}h)${nbsp}: appelez-la`);
    expect(VISIT_WORDS.en.answers.coming(`at 11:33${nbsp}am`)).toBe(`The family will be there (answer at 11:33${nbsp}am)`);
  });

  it('nobody in particular, as a choice reads: « Personne en particulier »', () => {
    expect(VISIT_WORDS.fr.form.nobody).toBe('Personne en particulier');
    expect(VISIT_WORDS.en.form.nobody).toBe('No one in particular');
  });

  it('the consent in three sentences, as the card says it before the call', () => {
    expect(VISIT_WORDS.fr.consent.asked).toBe('La famille a demandé la confirmation par WhatsApp ou SMS.');
    expect(VISIT_WORDS.fr.consent.notAsked).toBe('La famille n’a pas demandé de messages.');
    expect(VISIT_WORDS.fr.consent.off(`hier à 9${nbsp}h`)).toBe(`La famille ne veut plus de messages (noté hier à 9${nbsp}h).`);
  });
});
