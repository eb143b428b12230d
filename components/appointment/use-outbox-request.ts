import { startTransition, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useOutbox } from '@/components/offline/use-outbox';
import type { EmailJsConfig } from '@/lib/appointment/emailjs-config';
import type { SendResult } from '@/lib/appointment/send';
import { isConnectionFailure, type SendFailure } from '@/lib/appointment/send-error';
import type { AppointmentField, AppointmentValues } from '@/lib/appointment/types';
import type { Locale } from '@/lib/i18n';
import { newSenderId, outcomeOfStatus, type OutboxEntry, type SendOutcome } from '@/lib/outbox/entry';
import { loadOutbox } from '@/lib/outbox/load';
import { whenIdle } from '@/lib/service-worker/register';
import { canSyncInBackground, requestOutboxSync } from '@/lib/service-worker/sync';
import type { useAppointmentDraft } from './use-appointment-draft';

interface OutboxSetup {
  locale: Locale;
  marker: string;
  emailJs: EmailJsConfig;
  draft: ReturnType<typeof useAppointmentDraft>;
  focusField: (field: AppointmentField) => void;
}

/**
 * The form's side of the outbox: a request is kept on the device before it leaves (claimed by this
 * page while it sends it), and stays there if it could not leave. While one waits, or was refused,
 * it takes the form's place; the visitor can cancel it, take it back, or write another one.
 * The outbox's code is not in the page: it comes once the page is idle, long before a send (and the
 * connection may be gone by then), and the browser keeps it.
 */
export function useOutboxRequest({ locale, marker, emailJs, draft, focusField }: OutboxSetup) {
  const { snapshot } = useOutbox();
  // This page's name in its claims on the outbox.
  const sender = useRef<string | null>(null);
  sender.current ??= newSenderId();
  // The visitor chose to write another request while one waits.
  const [composing, setComposing] = useState(false);
  // The request this page is showing: when it leaves, the page shows its confirmation.
  const [shownId, setShownId] = useState<string | null>(null);
  // What the visitor last did with a waiting request: the form says it.
  const [cancelled, setCancelled] = useState<'restored' | 'deleted' | null>(null);
  const [backgroundSync, setBackgroundSync] = useState(false);
  const [stillWaiting, setStillWaiting] = useState(false);
  useEffect(() => {
    whenIdle(() => {
      loadOutbox().catch(() => {});
      // A transition: the whole form re-renders for a word of the waiting panel, in short slices.
      void canSyncInBackground().then((can) => startTransition(() => setBackgroundSync(can)));
    });
  }, []);

  const pending = composing ? null : (snapshot?.entries.at(-1) ?? null);
  const lastSent = snapshot?.lastSent;
  const delivered = lastSent && lastSent.id === shownId ? lastSent : null;
  if (pending && pending.id !== shownId) setShownId(pending.id);

  async function showAsWaiting() {
    setBackgroundSync(await requestOutboxSync());
    setComposing(false);
    setCancelled(null);
    await (await loadOutbox()).refreshOutbox();
  }

  return {
    pending,
    /** A request this page showed as waiting, sent since (by this page, another tab or the worker). */
    delivered,
    cancelled,
    /** The browser will send it even with the page closed. */
    backgroundSync,
    stillWaiting,
    /** Keeps a new request, claimed by this page which is about to send it; null without IndexedDB (or its code). */
    async keep(values: AppointmentValues): Promise<OutboxEntry | null> {
      try {
        const outbox = await loadOutbox();
        const entry = outbox.createEntry({ values, marker, config: emailJs, locale });
        await outbox.addRequest(entry, { claimedBy: sender.current! });
        return entry;
      } catch {
        return null;
      }
    },
    /** Sends a kept request, holding it so that nothing else sends it meanwhile. */
    async hold<T>(entry: OutboxEntry, send: () => Promise<T>): Promise<T> {
      return (await loadOutbox()).whileHolding(entry.id, sender.current!, send);
    },
    /** It could not leave: it waits, and the browser is asked to wake the worker when the connection is back. */
    async wait(entry: OutboxEntry) {
      const outbox = await loadOutbox();
      await outbox.settleRequest(entry.id, sender.current!, { kind: 'retry' });
      await showAsWaiting();
    },
    /**
     * The send is taking too long (a link that says « online » but carries nothing): the request is
     * shown as waiting, while this page still holds it until the send ends. Released on a network
     * error, so that it leaves later; never sent a second time while the first may still arrive.
     */
    async waitFor(entry: OutboxEntry, sending: Promise<SendResult>) {
      const outbox = await loadOutbox();
      await outbox.revealRequest(entry.id, sender.current!);
      await showAsWaiting();
      void sending.then(async (result) => {
        const outcome = result.ok ? ({ kind: 'sent' } as const) : outcomeOfFailure(result.failure);
        await outbox.settleRequest(entry.id, sender.current!, outcome);
        await outbox.refreshOutbox();
      });
    },
    /** It left, or was answered with a failure the form shows itself: nothing stays on the device. */
    async forget(entry: OutboxEntry) {
      await (await loadOutbox()).removeRequest(entry.id).catch(() => {});
    },
    /** The visitor cancels the request: deleted at once; `restore` puts what it said back into the form. */
    async cancel(entry: OutboxEntry, restore: boolean) {
      const outbox = await loadOutbox();
      await outbox.removeRequest(entry.id);
      await outbox.refreshOutbox();
      flushSync(() => {
        if (restore) draft.restore(entry.values);
        setCancelled(restore ? 'restored' : 'deleted');
      });
      focusField('fullName');
    },
    /** « Réessayer maintenant »: sends what waits, and says so when the connection is still not there. */
    async retry() {
      setStillWaiting(false);
      const outbox = await loadOutbox();
      await outbox.sendWaiting();
      const left = await outbox.listRequests().catch(() => []);
      setStillWaiting(left.some((entry) => entry.status === 'waiting'));
    },
    /** An empty form for another request, the waiting one left as it is (its confirmation no longer takes the form's place). */
    compose() {
      flushSync(() => {
        setComposing(true);
        setShownId(null);
      });
      focusField('fullName');
    },
    /** The confirmation of a delayed send has been read. */
    acknowledge() {
      void loadOutbox().then((outbox) => outbox.forgetSent());
      setShownId(null);
    },
  };
}

/** What a failed first send means for the outbox: an answer is read as the worker would read it; no answer is a later try. */
function outcomeOfFailure(failure: SendFailure): SendOutcome {
  return failure.status && !isConnectionFailure(failure) ? outcomeOfStatus(failure.status, failure.kind) : { kind: 'retry' };
}
