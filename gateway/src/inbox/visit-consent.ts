import { unreachable } from '@/lib/closed-set';
import { inboxOf } from '@/lib/request/for-gateway';
import { atWords } from './format';
import { html, type Html } from './html';
import type { InboxPage, InboxRequest } from './model';
import { VISIT_WORDS } from './visit-words';
import { reachOf } from '../visits/reach';

/*
 * The family's consent to its visit's messages, as the card says it before the call (issue 83, item 4): it asked for
 * the confirmation by WhatsApp or SMS, did not, or no longer wants any (« Ne plus envoyer de messages », « STOP »).
 * Read from the request's own values and the day it was withdrawn, by the one rule the messages follow
 * (visits/reach.ts, reachOf), never from a copy of it: a request without the box ticked is one that did not ask.
 */

/** Where the family's consent stands: asked (and its number written to), asked with no number to write to, not asked, withdrawn. */
export type FamilyConsent = 'asked' | 'no-phone' | 'not-asked' | 'withdrawn';

/** The family's consent, or null for a kind that asks none (an application). */
export function familyConsent(request: Pick<InboxRequest, 'kind' | 'values' | 'consentOffAt'>): FamilyConsent | null {
  if (!inboxOf(request.kind).consent) return null;
  const reach = reachOf(request.values, request.consentOffAt ?? null);
  if ('to' in reach) return 'asked';
  switch (reach.none) {
    case 'consent':
      return 'not-asked';
    case 'withdrawn':
      return 'withdrawn';
    case 'phone':
      return 'no-phone';
    default:
      return unreachable(reach.none);
  }
}

/** Whether the family's consent stands, so that it may be withdrawn. */
export const consentStands = (consent: FamilyConsent | null) => consent === 'asked' || consent === 'no-phone';

/** The sentence: « La famille a demandé la confirmation par WhatsApp ou SMS. », « … n’a pas demandé de messages. », « … ne veut plus de messages (noté hier à 9 h). » */
export function consentLine(page: InboxPage, request: InboxRequest, consent: FamilyConsent | null = familyConsent(request)): Html | null {
  if (!consent) return null;
  const words = VISIT_WORDS[page.locale].consent;
  switch (consent) {
    case 'asked':
      return html`<p class="consent consent-asked">${words.asked}</p>`;
    case 'no-phone':
      return html`<p class="consent consent-no-phone">${words.noPhone}</p>`;
    case 'not-asked':
      return html`<p class="consent consent-not-asked">${words.notAsked}</p>`;
    case 'withdrawn':
      return html`<p class="consent consent-withdrawn">${words.off(request.consentOffAt === undefined ? '' : atWords(request.consentOffAt, page.now, page.locale))}</p>`;
    default:
      return unreachable(consent);
  }
}
