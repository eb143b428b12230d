import { Sentence } from '@/components/ui/sentence';
import { slotValueInWords } from '@/lib/request/slot-words';
import type { KindValues, RequestCopy, RequestValues } from '@/lib/request';
import { doualaToday, parseDateInput } from '@/lib/douala-date';
import { formatDay } from '@/lib/format';

/** A sentence about a call-back with its {phone}, {date} and {slot} filled in, in the page's language. */
export function CallbackWhen({ text, values: request, words }: { text: string; values: RequestValues; words: RequestCopy }) {
  const values = request as KindValues<'callback'>;
  const date = parseDateInput(values.day);
  return (
    <Sentence
      text={text}
      fill={{
        phone: <strong>{values.phone}</strong>,
        // As the staff's inbox writes it: « mardi 1er décembre », its year only when it is not this year's.
        date: date ? <time dateTime={date}>{formatDay(date, words.locale, doualaToday())}</time> : values.day,
        slot: slotValueInWords(values.slot, words.locale),
      }}
    />
  );
}
