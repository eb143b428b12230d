import { Sentence } from '@/components/ui/sentence';
import type { RequestCopy, AppointmentValues, RequestKind } from '@/lib/request';
import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatDate, formatTime } from '@/lib/format';
import { CallbackWhen } from './callback-when';
import styles from './appointment-form.module.css';

interface RequestLineProps {
  values: AppointmentValues;
  kind: RequestKind;
  words: RequestCopy;
  /** The service choices' labels in the page's language, by the name sent. */
  serviceLabels: Record<string, string>;
}

/**
 * « Suivi de grossesse, le 20 Mars 2026 à 14 h 30 », or for a call-back « Rappel au +237…, le 17 Mars
 * 2026, l'après-midi (12 h – 17 h) »: what was asked for, in the page's language.
 */
export function RequestLine({ values, kind, words, serviceLabels }: RequestLineProps) {
  if (kind === 'callback') return <CallbackWhen text={words.confirmation.callbackSummary} values={values} words={words} />;
  if (kind === 'application') {
    const position = values.serviceType.trim();
    return <Sentence text={words.confirmation.applicationSummary} fill={{ position: position ? (serviceLabels[position] ?? position) : words.fallback.spontaneous }} />;
  }
  const date = parseDateInput(values.appointmentDate);
  const time = parseTimeInput(values.appointmentTime);
  return (
    <Sentence
      text={words.confirmation.summary}
      fill={{
        // A choice staff renamed since the request was kept keeps the name it was sent with.
        service: serviceLabels[values.serviceType] ?? values.serviceType,
        date: date ? <time dateTime={date}>{formatDate(date, words.locale)}</time> : values.appointmentDate,
        time: time ? <time dateTime={time}>{formatTime(time, words.locale)}</time> : values.appointmentTime,
      }}
    />
  );
}

/** The request in one line under its label, as the kept-request panel shows it. */
export function RequestSummary({ label, ...line }: RequestLineProps & { label: string }) {
  return (
    <p className={styles.outcomeNote}>
      <strong>{label}</strong> <RequestLine {...line} />
    </p>
  );
}
