'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { watchForOutbox } from '@/lib/outbox/discover';
import { registerServiceWorker, whenIdle } from '@/lib/service-worker/register';
import type { OutboxNoteProps } from './outbox-note';

const OutboxNote = lazy(() => import('./outbox-note'));

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
