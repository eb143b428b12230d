import { Sentence } from '@/components/ui/sentence';
import { slotValueInWords } from '@/lib/request/slot-words';
import type { KindValues, RequestCopy, RequestValues } from '@/lib/request';
import { parseDateInput } from '@/lib/douala-date';
import { formatDate } from '@/lib/format';

/** A sentence about a call-back with its {phone}, {date} and {slot} filled in, in the page's language. */
export function CallbackWhen({ text, values: request, words }: { text: string; values: RequestValues; words: RequestCopy }) {
  const values = request as KindValues<'callback'>;
  const date = parseDateInput(values.day);
  return (
    <Sentence
      text={text}
      fill={{
        phone: <strong>{values.phone}</strong>,
        date: date ? <time dateTime={date}>{formatDate(date, words.locale)}</time> : values.day,
        slot: slotValueInWords(values.slot, words.locale),
      }}
    />
  );
}
