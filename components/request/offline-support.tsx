'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { watchForOutbox } from '@/lib/request/discover';
import { registerServiceWorker, whenIdle } from '@/lib/service-worker/register';
import type { OutboxNoteProps } from './outbox/outbox-note';
import { provideSentStatus } from './status/provide';
import { provideRequestCode } from '@/lib/request/load';

// The request's code (lib/request/submit.ts), for every form and the note: one chunk when its import() is
// written here, in the module every page holds once (lib/request/load.ts says why).
provideRequestCode(() => import('@/lib/request/submit'));

// Its code comes the first time this device has a kept request, which may be with no connection: the
// note then stays out of this page (the form shows the request itself), instead of taking the page down.
const OutboxNote = lazy<ComponentType<OutboxNoteProps>>(() => import('./outbox/outbox-note').catch(() => ({ default: () => null })));

// With a gateway, who at the centre has a request this device sent: its views, for every confirmation and the
// note, as one chunk fetched from here (status/provide.ts).
if (process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL) provideSentStatus(() => import('./status/sent-status-view'));

/**
 * On every page, once it has loaded and the browser is idle: registers the service worker, and on a
 * device with an outbox, brings the note about a waiting request. Every page pays for this leaf only.
 */
export function OfflineSupport(props: OutboxNoteProps) {
  const [hasOutbox, setHasOutbox] = useState(false);
  useEffect(() => {
    whenIdle(() => {
      if (process.env.NODE_ENV === 'production') void registerServiceWorker().catch(() => {});
    });
    return watchForOutbox(() => setHasOutbox(true), whenIdle);
  }, []);
  return hasOutbox ? (
    <Suspense fallback={null}>
      <OutboxNote {...props} />
    </Suspense>
  ) : null;
}
