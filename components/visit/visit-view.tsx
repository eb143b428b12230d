'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n';
import type { GatewayVisitView, VisitAnswer, VisitCentre } from '@/lib/request';
import { answerVisit, askVisit, tokenFromHash } from '@/lib/request/visit';
import { visitLink } from '@/lib/routes';
import type { VisitCopy } from '@/copy/request/visit';
import type { AnswerOutcome } from './visit-answers';
import { VisitPanel } from './visit-panel';
import type { ShownVisit } from './visit-text';

/*
 * The visit's page in the browser (issue 77): the token of the address's fragment (which no server's log keeps),
 * posted to the gateway, and the visit it answers. The token goes nowhere else: not in an address, not in
 * storage, not in a referrer (fragments are never sent). A wrong, old or missing token, or the gateway's 404: one
 * plain message, the same for every reason. A build without a gateway has nothing to ask: the page says to call.
 */

type Seen =
  | { state: 'reading' }
  | { state: 'known'; visit: GatewayVisitView; token: string; at: number }
  | { state: 'unknown' }
  | { state: 'failed'; token: string }
  | { state: 'no-gateway' };

/** What a page shows of the visit the gateway answered: all but the reference, which it says apart, and the message's language. */
const shownOf = ({ revision, date, time, place, district, state, answer }: GatewayVisitView): ShownVisit => ({
  revision,
  date,
  time,
  place,
  ...(district ? { district } : {}),
  state,
  ...(answer ? { answer } : {}),
});

interface VisitViewProps {
  locale: Locale;
  words: VisitCopy;
  centre: VisitCentre;
}

export function VisitView({ locale, words, centre }: VisitViewProps) {
  // Spelled out: Next inlines this form alone, so a build without a gateway carries none of the asking.
  const gateway = process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL ?? '';
  const [seen, setSeen] = useState<Seen>(gateway ? { state: 'reading' } : { state: 'no-gateway' });

  const read = useCallback(
    async (token: string | null) => {
      if (!token) return setSeen({ state: 'unknown' });
      setSeen({ state: 'reading' });
      const call = await askVisit(gateway, token);
      if ('failed' in call) setSeen({ state: 'failed', token });
      else setSeen(call.reply.state === 'known' ? { state: 'known', visit: call.reply.visit, token, at: Date.now() } : { state: 'unknown' });
    },
    [gateway],
  );

  useEffect(() => {
    if (!gateway) return;
    const fromAddress = () => void read(tokenFromHash(window.location.hash));
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [gateway, read]);

  async function onAnswer(token: string, answer: VisitAnswer): Promise<AnswerOutcome> {
    const call = await answerVisit(gateway, token, answer);
    if ('failed' in call) return 'failed';
    if (call.reply.state === 'unknown') {
      setSeen({ state: 'unknown' });
      return 'unknown';
    }
    setSeen({ state: 'known', visit: call.reply.visit, token, at: Date.now() });
    return 'answered';
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
            {words.failed}
          </p>
          <button type="button" className="btn btn-primary" onClick={() => void read(seen.token)}>
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
