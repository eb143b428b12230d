import { Slots } from '@/components/ui/slots';
import type { AppointmentCopy } from '@/lib/appointment/copy';
import { parseDateInput, parseTimeInput } from '@/lib/appointment/douala-date';
import type { AppointmentValues } from '@/lib/appointment/types';
import { formatDate, formatTime } from '@/lib/format';
import styles from './appointment-form.module.css';

/** « Suivi de grossesse, le 20 Mars 2026 à 14 h 30 »: what was asked for, in the page's language. */
export function RequestLine({ values, copy, serviceLabels }: { values: AppointmentValues; copy: AppointmentCopy; serviceLabels: Record<string, string> }) {
  const date = parseDateInput(values.appointmentDate);
  const time = parseTimeInput(values.appointmentTime);
  return (
    <Slots
      template={copy.confirmation.summary}
      slots={{
        // A choice staff renamed since the request was kept keeps the name it was sent with.
        service: serviceLabels[values.serviceType] ?? values.serviceType,
        date: date ? <time dateTime={date}>{formatDate(date, copy.locale)}</time> : values.appointmentDate,
        time: time ? <time dateTime={time}>{formatTime(time, copy.locale)}</time> : values.appointmentTime,
      }}
    />
  );
}

/** The request in one line under its label, as the kept-request panel shows it. */
export function RequestSummary(props: { values: AppointmentValues; copy: AppointmentCopy; serviceLabels: Record<string, string>; label: string }) {
  const { label, ...line } = props;
  return (
    <p className={styles.outcomeNote}>
      <strong>{label}</strong> <RequestLine {...line} />
    </p>
  );
}
