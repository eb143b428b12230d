import type { InputHTMLAttributes } from 'react';
import { useBrowserValue } from '@/components/ui/client-flags';
import { addDays, doualaToday } from '@/lib/douala-date';
import { LIMITS } from '@/lib/request/values';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>;

/**
 * The appointment's date, from today in Yaoundé to the last day a request may name. Today is known
 * only in the browser (the page is prerendered at build time), so the prerendered field has no
 * bounds; this leaf alone re-renders once the scripts run, not the whole form.
 */
export function DateInput(props: DateInputProps) {
  const today = useBrowserValue(doualaToday, '');
  return <input {...props} type="date" min={today || undefined} max={today ? addDays(today, LIMITS.daysAhead) : undefined} />;
}
