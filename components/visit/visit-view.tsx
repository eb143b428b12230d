'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n';
import type { GatewayVisitView, VisitAnswer, VisitCentre } from '@/lib/request';
import { answerVisit, askVisit, shownOf, tokenFromHash, type VisitCall, type VisitCallFailure } from '@/lib/request/visit';
import { followEvery } from '@/lib/request/visit/phase';
import { visitLink } from '@/lib/routes';
import type { VisitCopy } from '@/copy/request/visit';
import { VisitPanel } from './visit-panel';

/*
 * The visit's page in the browser (issues 77 and 83): the token of the address's fragment (which no server's log
 * keeps), posted to the gateway, and the visit it answers. The token goes nowhere else: not in an address, not in
 * storage, not in a referrer (fragments are never sent). A wrong, old or missing token, or the gateway's 404: one
 * plain message, the same for every reason. A build without a gateway has nothing to ask: the page says to call.
 *
 * While the page is on screen it asks again (followEvery: every minute while the visit is to come), so that a move,
 * a cancel or an answer from another phone shows within a minute; hidden, it asks nothing; shown again, it asks at
 * once if a minute has gone by. A read that fails meanwhile leaves the visit as it was, and is tried at the next.
 */

type Seen =
  | { state: 'reading' }
  | { state: 'known'; visit: GatewayVisitView; token: string; at: number }
  | { state: 'unknown' }
  | { state: 'failed'; token: string; why: VisitCallFailure }
  | { state: 'no-gateway' };

interface VisitViewProps {
  locale: Locale;
  words: VisitCopy;
  centre: VisitCentre;
}

export function VisitView({ locale, words, centre }: VisitViewProps) {
  // Spelled out: Next inlines this form alone, so a build without a gateway carries none of the asking.
  const gateway = process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ?? '';
  const [seen, setSeen] = useState<Seen>(gateway ? { state: 'reading' } : { state: 'no-gateway' });
  // Bumped by every answer posted: a read that left before it says an older visit, and is dropped.
  const answers = useRef(0);

  const settle = useCallback((token: string, call: VisitCall, first: boolean) => {
    const at = Date.now();
    if (!('failed' in call)) return setSeen(call.reply.state === 'known' ? { state: 'known', visit: call.reply.visit, token, at } : { state: 'unknown' });
    // A later read that fails keeps what the page shows; a first one says why.
    setSeen((before) => (!first && before.state === 'known' && before.token === token ? { ...before, at } : { state: 'failed', token, why: call.failed }));
  }, []);

  const read = useCallback(
    async (token: string | null, first: boolean) => {
      if (!token) return setSeen({ state: 'unknown' });
      if (first) setSeen({ state: 'reading' });
      const since = answers.current;
      const call = await askVisit(gateway, token);
      if (answers.current === since) settle(token, call, first);
    },
    [gateway, settle],
  );

  useEffect(() => {
    if (!gateway) return;
    const fromAddress = () => void read(tokenFromHash(window.location.hash), true);
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [gateway, read]);

  const followed = seen.state === 'known' ? seen : null;
  useEffect(() => {
    if (!followed) return;
    const every = followEvery(followed.visit, followed.at);
    if (every === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = setTimeout(() => void read(followed.token, false), Math.max(followed.at + every - Date.now(), 0));
    };
    arm();
    document.addEventListener('visibilitychange', arm);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', arm);
    };
  }, [followed, read]);

  async function onAnswer(token: string, answer: VisitAnswer): Promise<VisitCall> {
    answers.current += 1;
    const call = await answerVisit(gateway, token, answer);
    // Whatever it came to, the page reads on from here (a read dropped meanwhile is made up at the next).
    settle(token, call, false);
    return call;
  }

  switch (seen.state) {
    case 'known':
      return (
        <VisitPanel
          visit={shownOf(seen.visit)}
          reference={seen.visit.reference}
          words={words}
          locale={locale}
          centre={centre}
          link={visitLink(window.location.origin, locale, seen.token)}
          onAnswer={(answer) => onAnswer(seen.token, answer)}
          now={seen.at}
        />
      );
    case 'reading':
      return (
        <p className="lead" role="status" data-visit-page="reading">
          {words.reading}
        </p>
      );
    case 'unknown':
      return (
        <p className="lead" role="status" data-visit-page="unknown">
          {words.unknown}
        </p>
      );
    case 'failed':
      return (
        <div data-visit-page="failed">
          <p className="lead" role="status">
            {words.failed[seen.why]}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void read(seen.token, true)}>
            {words.retry}
          </button>
        </div>
      );
    case 'no-gateway':
      return (
        <p className="lead" data-visit-page="no-gateway">
          {words.noGateway}
        </p>
      );
  }
}
