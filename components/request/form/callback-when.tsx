import { Slots } from '@/components/ui/slots';
import { isCallbackSlot } from '@/lib/request/callback';
import type { RequestCopy, AppointmentValues } from '@/lib/request';
import { parseDateInput } from '@/lib/douala-date';
import { formatDate } from '@/lib/format';

/** A sentence about a call-back with its {phone}, {date} and {slot} filled in, in the page's language. */
export function CallbackWhen({ template, values, words }: { template: string; values: AppointmentValues; words: RequestCopy }) {
  const date = parseDateInput(values.appointmentDate);
  const slot = values.appointmentTime;
  return (
    <Slots
      template={template}
      slots={{
        phone: <strong>{values.phone}</strong>,
        date: date ? <time dateTime={date}>{formatDate(date, words.locale)}</time> : values.appointmentDate,
        slot: isCallbackSlot(slot) ? words.fallback.slots[slot] : slot,
      }}
    />
  );
}
