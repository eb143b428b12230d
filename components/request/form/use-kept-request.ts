import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useKeptRequests } from '@/components/request/outbox/use-kept-requests';
import { loadRequest } from '@/lib/request/load';
import type { RequestView } from '@/lib/request';
import type { useDraft } from './use-draft';

interface KeptRequestSetup {
  draft: ReturnType<typeof useDraft>;
  focusField: (field: string) => void;
}

/**
 * The form's side of the requests this device keeps: the latest one takes the form's place (waiting,
 * refused, unconfirmed, expired or damaged), and the visitor can retry it, send it again, cancel it,
 * take it back into the form, or write another one. The request's code is not in the page: it comes
 * with its words once the page is idle (load-request.ts), long before a send (the connection may be
 * gone by then), and the browser keeps it.
 */
export function useKeptRequest({ draft, focusField }: KeptRequestSetup) {
  const { snapshot } = useKeptRequests();
  // The visitor chose to write another request while one is kept.
  const [composing, setComposing] = useState(false);
  // The request this page is showing: when it leaves, the page shows its confirmation.
  const [shownId, setShownId] = useState<string | null>(null);
  // What the visitor last did with a kept request: the form says it.
  const [cancelled, setCancelled] = useState<'restored' | 'deleted' | null>(null);
  const [stillWaiting, setStillWaiting] = useState(false);

  const shown = composing ? null : (snapshot?.requests.at(-1) ?? null);
  const lastSent = snapshot?.lastSent;
  const delivered = lastSent && lastSent.id === shownId ? lastSent : null;
  if (shown && shown.id !== shownId) setShownId(shown.id);

  /** Back to the form, the focus on its first field, saying what became of the request. */
  function backToForm(said: 'restored' | 'deleted' | null, restore?: RequestView) {
    flushSync(() => {
      // Only an appointment is taken back into the form (kind-screens.tsx, takenBack).
      if (restore) draft.restore(restore.values, restore.reference);
      setCancelled(said);
      setComposing(false);
    });
    focusField('fullName');
  }

  return {
    shown,
    /** A request this page showed as kept, sent since (by this page, another tab or the worker). */
    delivered,
    device: snapshot?.device ?? null,
    cancelled,
    stillWaiting,
    /** The form kept a request (submit gave « kept », and the outbox's note follows it: submit-checked.ts): it takes the form's place. */
    reveal() {
      setComposing(false);
      setCancelled(null);
    },
    /** « Réessayer maintenant »: sends what waits, and says so when the connection is still not there. */
    async retry() {
      setStillWaiting(false);
      setStillWaiting(await (await loadRequest()).retryNow());
    },
    /** « Renvoyer la demande », for one that went unconfirmed. */
    async sendAgain(shownRequest: RequestView) {
      await (await loadRequest()).sendAgain(shownRequest.id);
    },
    /** Cancelled, taken back into the form (`restore`), deleted, or its end read: gone from the device. */
    async remove(shownRequest: RequestView, { restore = false } = {}) {
      await (await loadRequest()).deleteRequest(shownRequest.id);
      const said = shownRequest.status === 'expired' ? null : restore ? 'restored' : 'deleted';
      backToForm(said, restore ? shownRequest : undefined);
    },
    /** An empty form for another request, the kept one left as it is (its confirmation no longer takes the form's place). */
    compose() {
      flushSync(() => {
        setComposing(true);
        setShownId(null);
      });
      focusField('fullName');
    },
    /** The confirmation of a delayed send has been read. */
    acknowledge() {
      void loadRequest().then((request) => request.forgetSent());
      setShownId(null);
    },
  };
}
