import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { VISIT_ANSWERS, type VisitAnswer } from '@/lib/request/visit';
import type { VisitCopy } from '@/copy/request/visit';
import type { ShownVisit } from './visit-text';
import { VISIT_STYLES as css } from './visit-styles';

/** What posting the family's answer came to: the visit answered, no longer known (the same words as a wrong link), or not gone. */
export type AnswerOutcome = 'answered' | 'unknown' | 'failed';

interface VisitAnswersProps {
  visit: ShownVisit;
  words: VisitCopy;
  /** Posts the answer (to GATEWAY_VISIT_PATHS.answer, with the visit's token): the page or the device knows how. */
  onAnswer: (answer: VisitAnswer) => Promise<AnswerOutcome>;
}

const ICONS = { coming: 'check', change: 'calendar' } as const satisfies Record<VisitAnswer, 'check' | 'calendar'>;

/**
 * « Je serai là », « Je dois changer »: one tap each, then what happened, read out. Both stay on screen (a
 * family may change its mind), the last answer pressed; the visit the gateway answers carries it from then on.
 */
export function VisitAnswers({ visit, words, onAnswer }: VisitAnswersProps) {
  const [sending, setSending] = useState<VisitAnswer | null>(null);
  const [outcome, setOutcome] = useState<AnswerOutcome | null>(null);
  const given = visit.answer?.kind;

  async function answer(kind: VisitAnswer) {
    if (sending) return;
    setSending(kind);
    setOutcome(null);
    setOutcome(await onAnswer(kind));
    setSending(null);
  }

  const said = sending ? words.sending : outcome === 'failed' ? words.answerFailed : outcome === 'unknown' ? words.unknown : given ? words.answered[given] : '';
  return (
    <div>
      <ul className="plain-list btn-group" style={css.actions}>
        {VISIT_ANSWERS.map((kind) => (
          <li key={kind} style={css.action}>
            <button
              type="button"
              className={`btn ${kind === 'coming' ? 'btn-primary' : 'btn-outline'}`}
              style={css.button}
              aria-pressed={given === kind}
              aria-disabled={sending !== null}
              data-visit-answer={kind}
              onClick={() => void answer(kind)}
            >
              <Icon name={given === kind ? 'check' : ICONS[kind]} size={20} />
              {words.answers[kind]}
            </button>
          </li>
        ))}
      </ul>
      <p role="status" style={outcome === 'failed' || outcome === 'unknown' ? { ...css.said, ...css.saidWrong } : css.said} data-visit-said={sending ? 'sending' : (outcome ?? given ?? '')}>
        {said}
      </p>
    </div>
  );
}
