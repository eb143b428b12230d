import type { RequestValues } from '@/lib/request/values';
import type { FamilyKind } from './kinds';
import type { Locale } from '@/lib/i18n';
import type { Answer, WaitCause } from './answers';
import { anyConfigured, tryChannels } from './channels';
import { channelsOf, type ChannelChoice } from './channels/choice';
import { newEntry, newId } from './entry';
import { failureOf, type SendFailure } from './failure';
import { askToKeep, type DeviceKeeping } from './keep-on-device';
import { takeSendTurn } from './rate-limit';
import { eventWithoutOutbox, tellStaff, type TellOptions } from './notice/tell-staff';
import { addRequest, LEASE_MS, removeRequest, revealRequest, settleRequest } from './store';
import { viewOf, type RequestView } from './view';

/*
 * The request's code for pages, as one module they load on demand (load.ts): only a form about to be
 * used, or a device that has kept requests, pays for it (the service worker keeps it for offline use).
 * Components import its types only. It is the visitor's « Envoyer » (submit, below) and what follows a
 * kept request (follow.ts, handed on here).
 */
export { deleteRequest, follow, forgetSent, keptWith, refreshRequests, retryNow, sendAgain, type RequestsSnapshot } from './follow';

/*
 * The visitor's « Envoyer »: the one entry point of the form and of « Rappelez-moi ». The request is kept in the outbox
 * first, claimed by this page, then posted (channels/); whatever happens to the page, it is not lost,
 * and nothing else posts it meanwhile. It comes back as:
 *   sent      EmailJS or the relay took it (channels/); nothing stays on the device;
 *   kept      it could not leave yet (no connection, no answer within the form's patience, neither
 *             channel able to take it): it waits on the device and leaves by itself (deliver.ts);
 *   refused   it was not sent and is not kept: every channel refused the request itself (answers.ts),
 *             this browser sent one a moment ago, no channel was set at build, or it could not
 *             leave and the device cannot keep it.
 */

/** How long the form waits for an answer before it shows the request as kept: a link can say « online » and carry nothing. The send itself goes on. */
export const SEND_PATIENCE_MS = 20_000;

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'kept'; request: RequestView; device: DeviceKeeping }
  | { kind: 'refused'; failure: SendFailure };

export interface SubmitOptions extends ChannelChoice {
  locale: Locale;
  reference: string;
  /** A kind a family makes (a call-back, an application…) or, by default, an appointment: never the gateway's own. */
  kind?: FamilyKind;
  /** An appointment asked for when the centre takes none: the e-mail's line that says so (lib/hours-note.ts), kept with it (entry.ts). */
  hoursNote?: string | null;
  /** What the tests replace: the clock, the connection, the channels (EmailJS, the relay), the rate limit, the staff's notice. */
  now?: () => number;
  online?: () => boolean;
  takeTurn?: (now: number) => boolean;
  patienceMs?: number;
  notice?: TellOptions;
}

const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

export async function submit(values: RequestValues, options: SubmitOptions): Promise<SubmitResult> {
  const {
    locale,
    reference,
    kind,
    now = Date.now,
    online = () => typeof navigator === 'undefined' || navigator.onLine,
    takeTurn = takeSendTurn,
    patienceMs = SEND_PATIENCE_MS,
    notice,
    hoursNote,
  } = options;
  const channels = channelsOf(options);
  if (!anyConfigured(channels)) {
    console.error('Appointment request not sent: neither NEXT_PUBLIC_EMAILJS_* nor NEXT_PUBLIC_REQUEST_RELAY_URL were set at build time.');
    return { kind: 'refused', failure: { kind: 'not-configured' } };
  }
  if (!takeTurn(now())) return { kind: 'refused', failure: { kind: 'rate-limited' } };

  const token = newId();
  const entry = newEntry({ values, locale, reference, ...(kind ? { kind } : {}), ...(hoursNote ? { hoursNote } : {}) }, { token, until: now() + LEASE_MS }, now());
  // Without IndexedDB (or its space), the request is sent all the same, only not kept.
  const kept = await addRequest(entry).then(
    () => true,
    () => false,
  );
  const keep = async (cause?: WaitCause): Promise<SubmitResult> => ({
    kind: 'kept',
    request: viewOf({ ...entry, quiet: false, ...(cause ? { cause } : {}) }),
    device: await askToKeep(),
  });

  if (!online()) {
    if (!kept) return { kind: 'refused', failure: { kind: 'offline' } };
    await settleRequest(entry.id, token, { kind: 'retry', cause: 'offline' }, now());
    return keep('offline');
  }

  const sending: Promise<Answer> = tryChannels(entry, channels).then(async ({ answer, failures }) => {
    const event = kept ? await settleRequest(entry.id, token, answer, now(), failures).catch(() => eventWithoutOutbox(answer)) : eventWithoutOutbox(answer);
    // The staff's notice leaves after the answer, and nothing the visitor sees waits for it.
    void tellStaff(event, entry, failures, notice);
    return answer;
  });
  const answer = await Promise.race([sending, wait(patienceMs)]);
  if (!answer) {
    // No answer yet: the request shows as waiting; this send goes on, and settles it when it ends.
    if (!kept) return sending.then((late) => (late.kind === 'sent' ? late : { kind: 'refused', failure: failureOf(late) }));
    await revealRequest(entry.id, token, now());
    return keep();
  }
  if (answer.kind === 'sent') return answer;
  if (answer.kind === 'refused' || !kept) {
    // Refused: the form shows why, with the request still in it; nothing stays on the device.
    if (kept) await removeRequest(entry.id).catch(() => {});
    return { kind: 'refused', failure: failureOf(answer) };
  }
  return keep(answer.cause);
}
