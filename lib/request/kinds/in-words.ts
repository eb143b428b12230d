import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatCount, formatDay, formatTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { slotValueInWords } from '../slot-words';
import { readNumber } from './number';
import { memberOf } from '@/lib/closed-set';
import { choiceLabel } from './choice-label';
import { unnamed } from '@/lib/unnamed';
import { YES_NO, type FieldRule } from './rule-table';

/*
 * A value as people read it, by its rule, in a language: a day in words, a time as the language writes times, a
 * call-back's slot with its times, a choice by the label the page gives it, a number grouped as the language
 * groups thousands, a yes or a no as the language says it; anything else, and what does not read as its rule says, as it was typed. The same words
 * wherever a request is shown: the request written out for WhatsApp, SMS and e-mail, the family's confirmation,
 * the centre's e-mail (in French), the staff's inbox. No words of its own, so the gateway reads it too.
 */

export interface InWords {
  locale: Locale;
  /** The labels the page shows of a list's choices, by the value sent (none: the value itself, the centre's French name). */
  choiceLabels: Record<string, string>;
  /** Today (ISO, Yaoundé) where a page shows the value now: a day of this year is written without its year. Absent, text read later: always the year. */
  today?: string;
}

/** A value a page marks up as a <time> (a day, a time of day), machine-readable (ISO): null for any other, or for one that does not read as its rule says. */
export function timeValue(rule: FieldRule, value: string): string | null {
  switch (rule.is) {
    case 'date':
    case 'openDay':
      return parseDateInput(value.trim());
    case 'time':
      return parseTimeInput(value.trim());
    case 'name':
    case 'email':
    case 'phone':
    case 'slot':
    case 'choice':
    case 'yesNo':
    case 'line':
    case 'number':
    case 'text':
    case 'custom':
    case 'consent':
      return null;
    default:
      return unnamed(rule);
  }
}

/** A value of a field, trimmed, in words. */
export function valueInWords(rule: FieldRule, value: string, { locale, choiceLabels, today }: InWords): string {
  const typed = value.trim();
  switch (rule.is) {
    case 'date':
    case 'openDay': {
      const date = parseDateInput(typed);
      return date ? formatDay(date, locale, today) : typed;
    }
    case 'time': {
      const time = parseTimeInput(typed);
      return time ? formatTime(time, locale) : typed;
    }
    case 'slot':
      return slotValueInWords(typed, locale);
    case 'choice':
      return choiceLabel(choiceLabels, typed);
    case 'yesNo': {
      const answer = memberOf(YES_NO, typed);
      return answer ? YES_NO[answer][locale] : typed;
    }
    case 'number': {
      const number = readNumber(typed);
      return number === null ? typed : formatCount(number, locale);
    }
    case 'name':
    case 'email':
    case 'phone':
    case 'line':
    case 'text':
    case 'custom':
      return typed;
    case 'consent':
      return typed;
    default:
      return unnamed(rule);
  }
}
