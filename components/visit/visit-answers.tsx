import clsx from 'clsx';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { fill } from '@/lib/i18n';
import { VISIT_ANSWERS, type VisitAnswer, type VisitCall } from '@/lib/request/visit';
import { ANSWER_OUTCOMES, answerOutcome, type AnswerOutcome } from '@/lib/request/visit/answered';
import type { VisitCopy } from '@/copy/request/visit';
import type { ShownVisit } from './visit-text';
import { VISIT_STYLES as css } from './visit-styles';

/*
 * « Je serai là », « Je dois changer » (issues 77 and 83): one tap each, the chosen one shown as chosen (pressed, filled,
 * ticked: the other plain, whichever it is), then what the tap came to, read out, a refusal in its own words
 * (lib/request/visit/answered.ts). The visit the gateway answers carries the answer from then on; a change of it
 * that comes later (another phone, the staff) makes what was said of the tap give way to what the visit says.
 */

const ICONS = { coming: 'check', change: 'calendar' } as const satisfies Record<VisitAnswer, 'check' | 'calendar'>;

/** What the page last said of a visit: its answer, its day and where; what a tap's words are about. */
const keyOf = (visit: Pick<ShownVisit, 'answer' | 'date' | 'time' | 'place' | 'district' | 'state'>) =>
  [visit.answer?.kind, visit.answer?.at, visit.date, visit.time, visit.place, visit.district, visit.state].join('|');

interface Tapped {
  asked: VisitAnswer;
  outcome: AnswerOutcome;
  /** The visit the outcome was said of: once the shown visit differs, it no longer applies. */
  key: string;
}

export interface VisitAnswering {
  sending: VisitAnswer | null;
  /** What the line under the buttons says, whether as a fault, and what it is (data-visit-said). */
  said: { text: string; fault: boolean; what: string };
  answer: (kind: VisitAnswer) => Promise<void>;
}

/**
 * The family's answer, from its page or the sending device: `onAnswer` posts it (with the visit's token) and keeps
 * the visit the gateway answered; what it came to is read here, the same for both.
 */
export function useVisitAnswer(visit: ShownVisit, words: VisitCopy, onAnswer: (answer: VisitAnswer) => Promise<VisitCall>, answering: boolean): VisitAnswering {
  const [sending, setSending] = useState<VisitAnswer | null>(null);
  const [tapped, setTapped] = useState<Tapped | null>(null);
  const given = visit.answer?.kind;

  async function answer(kind: VisitAnswer) {
    if (sending) return;
    setSending(kind);
    setTapped(null);
    const call = await onAnswer(kind);
    const outcome = answerOutcome(kind, visit, call, Date.now());
    setTapped({ asked: kind, outcome, key: 'reply' in call && call.reply.state === 'known' ? keyOf(call.reply.visit) : keyOf(visit) });
    setSending(null);
  }

  const current = tapped && tapped.key === keyOf(visit) ? tapped : null;
  const said = sending
    ? { text: words.sending, fault: false, what: 'sending' }
    : current
      ? {
          text: current.outcome === 'answered' ? words.answered[current.asked] : fill(words.notAnswered[current.outcome], { answer: given ? words.answers[given] : '' }),
          fault: ANSWER_OUTCOMES[current.outcome] === 'fault',
          what: current.outcome,
        }
      : answering && given
        ? { text: words.answered[given], fault: false, what: given }
        : { text: '', fault: false, what: '' };
  return { sending, said, answer };
}

/** The two buttons: the chosen one pressed, filled and ticked; none looks chosen before an answer. */
export function VisitAnswerButtons({ visit, words, answering }: { visit: ShownVisit; words: VisitCopy; answering: VisitAnswering }) {
  const given = visit.answer?.kind;
  return (
    <ul className="plain-list btn-group" style={css.actions}>
      {VISIT_ANSWERS.map((kind) => (
        <li key={kind} style={css.action}>
          <button
            type="button"
            className={clsx('btn', given === kind ? 'btn-primary' : 'btn-outline')}
            style={css.button}
            aria-pressed={given === kind}
            aria-disabled={answering.sending !== null}
            data-visit-answer={kind}
            onClick={() => void answering.answer(kind)}
          >
            <Icon name={given === kind ? 'check' : ICONS[kind]} size={20} />
            {words.answers[kind]}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** What the tap came to, or the answer the visit carries: a polite status line, in the danger's colour when it is a fault. */
export function VisitSaid({ said }: { said: VisitAnswering['said'] }) {
  return (
    <p role="status" style={said.fault ? { ...css.said, ...css.saidWrong } : css.said} data-visit-said={said.what}>
      {said.text}
    </p>
  );
}
