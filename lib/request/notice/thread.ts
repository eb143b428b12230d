import { withInbox, type Notice } from './notice';
import { nbsp } from '@/lib/typography';

/*
 * The request gateway's notice that a family wrote on WhatsApp (issue 82; gateway/src/store/thread-run.ts), in
 * French, for staff: the requests whose thread has news since its last notice, each by its reference and who holds it
 * (her first name), told at most once a minute a request. Never the family's words, its name, its number or anything
 * it sent: a notice passes through ntfy and Google's or Apple's push (tests/request/thread-notice.test.ts tries it
 * with a family's words).
 */

export interface ThreadNoticeFacts {
  reference: string;
  /** Who holds the request (none: nobody, it waits in « À prendre »). */
  holder?: string;
}


/** The names the notice lists at most; the others counted. */
const NAMED = 20;

export function threadNotice(threads: readonly ThreadNoticeFacts[], inbox: string): Notice {
  const [first] = threads;
  if (threads.length === 1 && first) {
    const who = first.holder ? `${first.holder}, la famille` : 'La famille';
    return withInbox(
      {
        title: `Nouveau message WhatsApp${nbsp}: ${first.reference}`,
        message: `${who} a écrit sur WhatsApp (demande ${first.reference}). Lisez et répondez depuis la boîte.`,
        tags: ['speech_balloon'],
        priority: 4,
      },
      inbox,
    );
  }
  const named = threads.slice(0, NAMED).map((one) => (one.holder ? `${one.reference} (${one.holder})` : one.reference));
  const others = threads.length - named.length;
  return withInbox(
    {
      title: `Nouveaux messages WhatsApp${nbsp}: ${threads.length} demandes`,
      message: `Des familles ont écrit sur WhatsApp${nbsp}: ${named.join(', ')}${others > 0 ? ` et ${others} autre${others === 1 ? '' : 's'}` : ''}. Lisez et répondez depuis la boîte.`,
      tags: ['speech_balloon'],
      priority: 4,
    },
    inbox,
  );
}
