import { Sentence } from '@/components/ui/sentence';
import { slotWords } from '@/lib/request/fallback';
import type { RequestCopy, AppointmentValues } from '@/lib/request';
import { parseDateInput } from '@/lib/douala-date';
import { formatDate } from '@/lib/format';

/** A sentence about a call-back with its {phone}, {date} and {slot} filled in, in the page's language. */
export function CallbackWhen({ text, values, words }: { text: string; values: AppointmentValues; words: RequestCopy }) {
  const date = parseDateInput(values.appointmentDate);
  return (
    <Sentence
      text={text}
      fill={{
        phone: <strong>{values.phone}</strong>,
        date: date ? <time dateTime={date}>{formatDate(date, words.locale)}</time> : values.appointmentDate,
        slot: slotWords(values.appointmentTime, words.fallback, words.locale),
      }}
    />
  );
}
