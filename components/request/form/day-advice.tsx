import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { addDays, doualaMinutes, doualaToday, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { adviceWords, chosenWords } from '@/lib/day-advice';
import { appointmentAdvice, type NextOpening, type OpenDays } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import type { DayAdviceCopy } from '@/lib/request';
import { LIMITS } from '@/lib/request/values';
import styles from './day-advice.module.css';

interface DayAdviceProps {
  /** Named by the date's and the time's aria-describedby. */
  id: string;
  /** The form's date and time, as typed. */
  date: string;
  time: string;
  /** The appointments' hours and the days closed, in the page's language (the form's contacts). */
  days: OpenDays;
  words: DayAdviceCopy;
  locale: Locale;
  /** Fills both fields with the next time the centre takes appointments. */
  onChoose: (date: string, time: string) => void;
}

/**
 * Beside « Date souhaitée » and « Heure souhaitée »: when the centre takes no appointment then (lib/hours.ts,
 * in Yaoundé's time), why, the next time it does, and a button that fills both fields with it. Never a
 * refusal: the family may still send. Said politely (a live region, not an alert); known only in the
 * browser, where today is, so the prerendered page has none. Once chosen, it says so, and takes the focus
 * the vanished button had.
 */
export function DayAdvice({ id, date, time, days, words, locale, onChoose }: DayAdviceProps) {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<Pick<NextOpening, 'date' | 'time'> | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const day = parseDateInput(date);
  const at = parseTimeInput(time);
  const today = hydrated ? doualaToday() : '';
  const advice = day && today ? appointmentAdvice(day, at, days, { now: { date: today, minutes: doualaMinutes() }, lastDay: addDays(today, LIMITS.daysAhead) }) : null;
  const closed = advice && !advice.open ? advice : null;
  const said = closed ? adviceWords(day!, closed, words, locale) : null;
  const next = closed?.next ?? null;
  const confirmed = !closed && chosen && chosen.date === day && chosen.time === at ? chosenWords(chosen, words, locale) : null;

  function choose(next: NextOpening) {
    flushSync(() => {
      setChosen(next);
      onChoose(next.date, next.time);
    });
    boxRef.current?.focus();
  }

  return (
    <div id={id} ref={boxRef} tabIndex={-1} className={said || confirmed ? styles.shown : undefined} data-day-advice>
      <div aria-live="polite">
        {said ? (
          <>
            <p>
              <strong>{said.why}</strong>
              {said.next ? ` ${said.next}` : null}
            </p>
            <p>{words.still}</p>
          </>
        ) : confirmed ? (
          <p>{confirmed}</p>
        ) : null}
      </div>
      {next && said?.choose ? (
        <button type="button" className={clsx('btn btn-outline', styles.choose)} onClick={() => choose(next)}>
          {said.choose}
        </button>
      ) : null}
    </div>
  );
}
