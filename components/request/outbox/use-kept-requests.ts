import { useEffect, useState } from 'react';
import { watchForOutbox } from '@/lib/request/discover';
import { loadRequest } from '@/lib/request/load';
import type { RequestModule, RequestsSnapshot } from '@/lib/request';
import { whenIdle } from '@/lib/service-worker/register';

/**
 * The requests this device keeps, live, once the page has loaded, on a device that has an outbox
 * (or as soon as this page creates one); null otherwise. Their code (lib/request/submit.ts) comes with them.
 */
export function useKeptRequests(): { snapshot: RequestsSnapshot | null; request: RequestModule | null } {
  const [state, setState] = useState<{ snapshot: RequestsSnapshot | null; request: RequestModule | null }>({ snapshot: null, request: null });
  useEffect(() => {
    let unfollow: (() => void) | null = null;
    let gone = false;
    const attach = () => {
      if (unfollow || gone) return;
      unfollow = () => {};
      loadRequest().then(
        (request) => {
          if (!gone) unfollow = request.follow((snapshot) => setState({ snapshot, request }));
        },
        () => {
          unfollow = null;
        },
      );
    };
    const stopWatching = watchForOutbox(attach, whenIdle);
    return () => {
      gone = true;
      stopWatching();
      unfollow?.();
    };
  }, []);
  return state;
}
