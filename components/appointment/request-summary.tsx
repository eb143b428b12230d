import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import { parseDateInput, parseTimeInput } from '@/lib/appointment/douala-date';
import type { AppointmentValues } from '@/lib/appointment/types';
import { formatDate, formatTime } from '@/lib/format';
import styles from './appointment-form.module.css';

/** « Suivi de grossesse, le 20 Mars 2026 à 14 h 30 »: what was asked for, in the page's language. */
export function RequestLine({ values, copy }: { values: AppointmentValues; copy: AppointmentCopy }) {
  const date = parseDateInput(values.appointmentDate);
  const time = parseTimeInput(values.appointmentTime);
  return (
    <Slots
      template={copy.confirmation.summary}
      slots={{
        service: copy.serviceLabels[values.serviceType] ?? values.serviceType,
        date: date ? <time dateTime={date}>{formatDate(date, copy.locale)}</time> : values.appointmentDate,
        time: time ? <time dateTime={time}>{formatTime(time, copy.locale)}</time> : values.appointmentTime,
      }}
    />
  );
}

/** The request in one line under its label, as the kept-request panel shows it. */
export function RequestSummary({ values, copy, label }: { values: AppointmentValues; copy: AppointmentCopy; label: string }) {
  return (
    <p className={styles.outcomeNote}>
      <strong>{label}</strong> <RequestLine values={values} copy={copy} />
    </p>
  );
}
