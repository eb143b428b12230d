import { useEffect, useState } from 'react';
import { watchForOutbox } from '@/lib/outbox/discover';
import { loadOutbox } from '@/lib/outbox/load';
import type { OutboxSnapshot } from '@/lib/outbox/watch';
import { whenIdle } from '@/lib/service-worker/register';

export type Outbox = Awaited<ReturnType<typeof loadOutbox>>;

/**
 * The outbox, live, once the page has loaded, on a device that has one (or as soon as this page
 * creates it); null otherwise. Its code comes with it (lib/outbox/page.ts), with the module itself.
 */
export function useOutbox(): { snapshot: OutboxSnapshot | null; outbox: Outbox | null } {
  const [state, setState] = useState<{ snapshot: OutboxSnapshot | null; outbox: Outbox | null }>({ snapshot: null, outbox: null });
  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let gone = false;
    const attach = () => {
      if (unsubscribe || gone) return;
      unsubscribe = () => {};
      loadOutbox().then(
        (outbox) => {
          if (!gone) unsubscribe = outbox.subscribe((snapshot) => setState({ snapshot, outbox }));
        },
        () => {
          unsubscribe = null;
        },
      );
    };
    const stopWatching = watchForOutbox(attach, whenIdle);
    return () => {
      gone = true;
      stopWatching();
      unsubscribe?.();
    };
  }, []);
  return state;
}
