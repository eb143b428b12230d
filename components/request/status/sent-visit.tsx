import type { ReactNode } from 'react';
import { Sentence } from '@/components/ui/sentence';
import { VisitPanel } from '@/components/visit/visit-panel';
import { visitText } from '@/components/visit/visit-text';
import type { Locale } from '@/lib/i18n';
import type { SentStatus, VisitCentre } from '@/lib/request';
import { answerSentVisit } from '@/lib/request/sent-status';
import { visitLink, visitPath } from '@/lib/routes';
import { visitCopy } from '@/copy/request/visit';
import { useSentStatuses } from './use-sent-statuses';

/*
 * The visit agreed on the phone (issue 77) on the device that sent its request: the headline of the confirmation
 * after « Envoyer », with what the family asked for below it, the same panel as the visit's page (one view: its
 * words, its buttons, what an answer came to; the answer posted with the visit's token, from the record:
 * lib/request/sent-status.ts), in step with it (the device's watch asks every minute while the visit is to come:
 * lib/request/sent/asking.ts); a line of the note on every page. In the views' one chunk (sent-status-view.tsx),
 * fetched by a build with a gateway alone.
 */

export interface SentVisitProps {
  reference: string;
  locale: Locale;
  centre: VisitCentre;
  /** What the family asked for, in one line (its kind's: components/request/form/kind-screens.tsx). */
  asked: ReactNode;
  /** The confirmation, drawn with the visit's panel as its headline once there is one, else with `null`. */
  children: (visit: ReactNode | null) => ReactNode;
}

/** Around a confirmation: its headline becomes the visit once the request has one. */
export function SentVisit({ reference, locale, centre, asked, children }: SentVisitProps) {
  const snapshot = useSentStatuses();
  const status = snapshot?.statuses.find((one) => one.reference === reference);
  const visit = status?.visit;
  if (!snapshot || !status || !visit) return children(null);
  const words = visitCopy[locale];
  return children(
    <VisitPanel
      visit={visit}
      reference={reference}
      words={words}
      locale={locale}
      centre={centre}
      link={visitLink(window.location.origin, locale, visit.token)}
      onAnswer={(answer) => answerSentVisit(status.id, answer)}
      now={snapshot.at}
      referenceShown={false}
    >
      <p data-visit-asked>
        <Sentence text={words.asked} fill={{ asked: <strong>{asked}</strong> }} />
      </p>
    </VisitPanel>,
  );
}

/** In the note of every page: the visit in words, and the way to its page (the token in the fragment, which no server sees). */
export function noteVisit(status: SentStatus, locale: Locale, now: number): { text: string; href: string; see: string } | null {
  if (!status.visit) return null;
  const words = visitCopy[locale];
  return { text: visitText(status.visit, words, locale, now), href: `${visitPath(locale)}#${status.visit.token}`, see: words.see };
}
