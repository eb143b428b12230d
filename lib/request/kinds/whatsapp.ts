import { STAFF_WORDS } from './for-centre';
import type { KindDefinition } from './kind';
import type { FieldRules } from './rule-table';

/*
 * A family's WhatsApp message to the centre's number that belongs to no request yet (issue 82): the gateway makes
 * it a request of its own, « Message WhatsApp », in « À prendre », with the same triage, raise, notice, journal and
 * report as any request (gateway/src/store/thread-accept.ts). No page and no form send it: the site's request route
 * refuses it (`madeBy: 'gateway'`: lib/request/gateway/body.ts reads FAMILY_KINDS). Its values: the number (empty when WhatsApp gives only
 * the family's account, its user id, as with WhatsApp usernames), that account, and the first message in words.
 */

/** WhatsApp's longest text (4,096 characters). */
const FIRST_MESSAGE = 4_096;

export const WHATSAPP_FIELDS = {
  phone: { is: 'phone', need: 'optional' },
  // The family's business-scoped user id, when Meta gives no number (WhatsApp usernames, 2026).
  account: { is: 'line', need: 'optional', max: 128 },
  message: { is: 'text', max: FIRST_MESSAGE },
} as const satisfies FieldRules;

export const whatsapp = {
  fields: WHATSAPP_FIELDS,
  staff: {
    phone: STAFF_WORDS.phone,
    account: { label: { fr: 'Compte WhatsApp (sans numéro)', en: 'WhatsApp account (no number)' } },
    message: { label: { fr: 'Premier message', en: 'First message' } },
  },
  // The e-mail copy (as any request's, once it is on top): the number in its key, the account and the message under the reference.
  mail: { phone: 'phone' },
  relaySubject: 'Message WhatsApp',
  madeBy: 'gateway',
  page: null,
  // Written to, the centre calls and may agree a visit as for any family's request.
  visit: true,
  inbox: { label: { fr: 'Message WhatsApp', en: 'WhatsApp message' }, meeting: { fr: 'rendez-vous', en: 'appointment' } },
  notice: { title: 'Nouveau message WhatsApp' },
  template: 'main',
} satisfies KindDefinition<typeof WHATSAPP_FIELDS>;
