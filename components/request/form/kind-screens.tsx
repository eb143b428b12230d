import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Sentence } from '@/components/ui/sentence';
import { FIRST_KIND, isFormless, type KindWords, type OutcomeWords, type OwnKind, type RequestValues, type RequestCopy, type RequestKind, type WordedKind } from '@/lib/request';
import { doualaToday, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { valueInWords } from '@/lib/request/kinds/in-words';
import type { FieldRule } from '@/lib/request/kinds/rule-table';

/*
 * What a page shows of a request of each kind, whichever form it came from: a kept request of any kind may
 * be shown, or leave, while the form page is open (its panel, its confirmation). Each kind says it in a sentence
 * of its words whose {field}s are its values, each as the page shows it by its rule (in-words.ts): no kind has a
 * line of code of its own per field. The kinds whose words are RequestCopy's own have their sentences here, which
 * the compiler holds complete; any other kind's are its words (KindWords: copy/request/<kind>.ts).
 */

export interface LineProps {
  values: RequestValues;
  words: RequestCopy;
  /** The choices' labels in the page's language, by the name sent (services, positions). */
  choiceLabels: Record<string, string>;
}

interface KindScreens {
  /** The request in one line, in the page's language: the kept request's summary, the confirmation's. */
  line: (props: LineProps) => ReactNode;
  /** The confirmation: its title, and what it says first. */
  sentTitle: (words: RequestCopy) => string;
  sentText: (props: LineProps) => ReactNode;
  /** Whether the confirmation says by when the centre answers, at the address given, to confirm the time. */
  answered: boolean;
  /** The icon of the confirmation's « Nouvelle demande ». */
  againIcon: IconName;
  /** Whether the appointment form's panel takes a kept one back into the form (« Reprendre dans le formulaire »); else it only deletes it. */
  takenBack: boolean;
}

/** How a kind says a request: its line, and its confirmation, a thanks before the line or a sentence of its own. */
interface KindSentences {
  line: (words: RequestCopy) => string;
  sentTitle: (words: RequestCopy) => string;
  sent: { thanks: (words: RequestCopy) => string } | { sentence: (words: RequestCopy) => string };
  /** What a field left empty says, by its name (an application's position: « Candidature spontanée »). */
  empty?: (words: RequestCopy) => Partial<Record<string, string>>;
  answered: boolean;
  againIcon: IconName;
  takenBack: boolean;
}

/** A value as the page shows it in a sentence: a day or a time the browser can read as one, a number to call in bold, else in words. */
function shown(rule: FieldRule, value: string, { words, choiceLabels }: LineProps): ReactNode {
  const inWords = valueInWords(rule, value, { locale: words.locale, choiceLabels, today: doualaToday() });
  const date = rule.is === 'date' ? parseDateInput(value) : null;
  const time = rule.is === 'time' ? parseTimeInput(value) : null;
  if (date || time) return <time dateTime={(date ?? time)!}>{inWords}</time>;
  return rule.is === 'phone' ? <strong>{inWords}</strong> : inWords;
}

/** A kind's sentence, each {field} its value as the page shows it. */
function filled(kind: RequestKind, text: string, props: LineProps, empty: Partial<Record<string, string>> = {}) {
  const { fields } = REQUEST_KINDS[kind];
  const values = Object.fromEntries(
    Object.keys(fields).map((field) => {
      const value = (props.values[field] ?? '').trim();
      return [field, value ? shown((fields as Record<string, FieldRule>)[field]!, value, props) : (empty[field] ?? value)];
    }),
  );
  return <Sentence text={text} fill={values} />;
}

const KIND_SENTENCES: { [K in WordedKind]: KindSentences } = {
  // « Suivi de grossesse, le 20 Mars 2026 à 14 h 30 »
  appointment: {
    line: (words) => words.confirmation.summary,
    sentTitle: (words) => words.confirmation.title,
    sent: { thanks: (words) => words.confirmation.thanks },
    answered: true,
    againIcon: 'calendar',
    takenBack: true,
  },
  // « Rappel au +237…, le 17 Mars 2026, l'après-midi (12 h – 17 h) »
  callback: {
    line: (words) => words.confirmation.callbackSummary,
    sentTitle: (words) => words.callback.sentTitle,
    sent: { sentence: (words) => words.callback.sentText },
    answered: false,
    againIcon: 'phone',
    takenBack: false,
  },
  // « Candidature : Aide-soignant(e) »
  application: {
    line: (words) => words.confirmation.applicationSummary,
    sentTitle: (words) => words.confirmation.title,
    sent: { thanks: (words) => words.confirmation.applicationThanks },
    empty: (words) => ({ position: words.fallback.spontaneous }),
    answered: false,
    againIcon: 'phone',
    takenBack: false,
  },
};

/** A kind's own words: there for every kind that has no words of its own in RequestCopy, by RequestCopy's type. */
const own = (words: RequestCopy, kind: OwnKind): KindWords => (words.kinds as Record<string, KindWords>)[kind]!;

/** The sentences of a kind that says everything in its own words (what every kind says, where it says nothing of its own). */
const ownSentences = (kind: OwnKind): KindSentences => ({
  line: (words) => own(words, kind).line,
  sentTitle: (words) => own(words, kind).sentTitle ?? words.confirmation.title,
  sent: { thanks: (words) => own(words, kind).thanks },
  answered: false,
  againIcon: 'calendar',
  takenBack: false,
});

const isWorded = (kind: RequestKind): kind is WordedKind => Object.hasOwn(KIND_SENTENCES, kind);
const isOwn = (kind: RequestKind): kind is OwnKind => !isWorded(kind) && !isFormless(kind);

/** A kind's sentences; a kind no page sends (the gateway's own: a WhatsApp message) is never on a device, and reads as the first. */
const sentencesOf = (kind: RequestKind): KindSentences => (isWorded(kind) ? KIND_SENTENCES[kind] : isOwn(kind) ? ownSentences(kind) : KIND_SENTENCES[FIRST_KIND]);

/** What a page shows of a request of that kind. */
export function screensOf(kind: RequestKind): KindScreens {
  const { line, sentTitle, sent, empty, ...flags } = sentencesOf(kind);
  const say = (text: (words: RequestCopy) => string) => (props: LineProps) => filled(kind, text(props.words), props, empty?.(props.words));
  const lineOf = say(line);
  return {
    line: lineOf,
    sentTitle,
    // « Merci{name}. … : » then the request's line, bold.
    sentText:
      'thanks' in sent
        ? (props) => {
            const name = props.values.fullName?.trim();
            return (
              <>
                <Sentence text={sent.thanks(props.words)} fill={{ name: name ? ` ${name}` : '' }} /> <strong>{lineOf(props)}</strong>.
              </>
            );
          }
        : say(sent.sentence),
    ...flags,
  };
}

/**
 * What a kind says once its request is kept on the device (the outcome every form shares, request-outcome.tsx):
 * a call-back's words, or what any kind says with a kind's own over it. The appointment's form and the
 * application's say it their own way.
 */
export const outcomeWordsOf =
  (kind: RequestKind) =>
  (words: RequestCopy): OutcomeWords =>
    kind === 'callback' ? words.callback : { ...words.kept, ...(isOwn(kind) ? own(words, kind) : {}) };
