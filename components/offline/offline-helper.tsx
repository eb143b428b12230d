'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { OUTBOX_OPENED_EVENT, outboxExists } from '@/lib/outbox/exists';
import { registerServiceWorker, whenIdle } from '@/lib/service-worker/register';
import type { OutboxNoteProps } from './outbox-note';

const OutboxNote = lazy(() => import('./outbox-note'));

/**
 * On every page, once it has loaded and the browser is idle: registers the service worker, and on a
 * device with an outbox, brings the note about a waiting request. Every page pays for this leaf only.
 */
export function OfflineHelper(props: OutboxNoteProps) {
  const [hasOutbox, setHasOutbox] = useState(false);
  useEffect(() => {
    const found = () => setHasOutbox(true);
    window.addEventListener(OUTBOX_OPENED_EVENT, found);
    whenIdle(() => {
      if (process.env.NODE_ENV === 'production') void registerServiceWorker().catch(() => {});
      void outboxExists().then((exists) => exists && found());
    });
    return () => window.removeEventListener(OUTBOX_OPENED_EVENT, found);
  }, []);
  return hasOutbox ? (
    <Suspense fallback={null}>
      <OutboxNote {...props} />
    </Suspense>
  ) : null;
}
