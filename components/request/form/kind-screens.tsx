import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Sentence } from '@/components/ui/sentence';
import type { KindValues, KindWords, OutcomeWords, OwnKind, RequestValues, RequestCopy, RequestKind, WordedKind } from '@/lib/request';
import { doualaToday, parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatDay, formatTime } from '@/lib/format';
import { CallbackWhen } from './callback-when';

/*
 * What a page shows of a request of each kind, whichever form it came from: a kept request of any kind may
 * be shown, or leave, while the form page is open (its panel, its confirmation). The kinds whose words are
 * RequestCopy's own have their screens here, which the compiler holds complete; any other kind's are made of
 * its words (KindWords: copy/request/<kind>.ts), the same way for each (screensOf).
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

/** « Merci{name}. … : » then the request's line, bold. */
function thanks(text: (words: RequestCopy) => string, line: KindScreens['line']) {
  return function Thanks(props: LineProps) {
    const name = props.values.fullName?.trim();
    return (
      <>
        <Sentence text={text(props.words)} fill={{ name: name ? ` ${name}` : '' }} /> <strong>{line(props)}</strong>.
      </>
    );
  };
}

/** « Suivi de grossesse, le vendredi 20 mars à 14 h 30 »: the day as the staff's inbox writes it (formatDay). */
function appointmentLine({ values: request, words, choiceLabels }: LineProps) {
  const values = request as KindValues<'appointment'>;
  const date = parseDateInput(values.appointmentDate);
  const time = parseTimeInput(values.appointmentTime);
  return (
    <Sentence
      text={words.confirmation.summary}
      fill={{
        // A choice staff renamed since the request was kept keeps the name it was sent with.
        service: choiceLabels[values.serviceType] ?? values.serviceType,
        date: date ? <time dateTime={date}>{formatDay(date, words.locale, doualaToday())}</time> : values.appointmentDate,
        time: time ? <time dateTime={time}>{formatTime(time, words.locale)}</time> : values.appointmentTime,
      }}
    />
  );
}

/** « Candidature : Aide-soignant(e) » */
function applicationLine({ values: request, words, choiceLabels }: LineProps) {
  const position = (request as KindValues<'application'>).position.trim();
  return <Sentence text={words.confirmation.applicationSummary} fill={{ position: position ? (choiceLabels[position] ?? position) : words.fallback.spontaneous }} />;
}

const KIND_SCREENS: { [K in WordedKind]: KindScreens } = {
  appointment: {
    line: appointmentLine,
    sentTitle: (words) => words.confirmation.title,
    sentText: thanks((words) => words.confirmation.thanks, appointmentLine),
    answered: true,
    againIcon: 'calendar',
    takenBack: true,
  },
  callback: {
    // « Rappel au +237…, le mardi 17 mars, l'après-midi (12 h – 17 h) »
    line: ({ values, words }) => <CallbackWhen text={words.confirmation.callbackSummary} values={values} words={words} />,
    sentTitle: (words) => words.callback.sentTitle,
    sentText: ({ values, words }) => <CallbackWhen text={words.callback.sentText} values={values} words={words} />,
    answered: false,
    againIcon: 'phone',
    takenBack: false,
  },
  application: {
    line: applicationLine,
    sentTitle: (words) => words.confirmation.title,
    sentText: thanks((words) => words.confirmation.applicationThanks, applicationLine),
    answered: false,
    againIcon: 'phone',
    takenBack: false,
  },
};

/** A value as a line shows it: a day in words, a choice by the label the page gives it, else as it was sent. */
function shown(value: string, { words, choiceLabels }: LineProps) {
  const date = parseDateInput(value);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? <time dateTime={date}>{formatDay(date, words.locale, doualaToday())}</time> : (choiceLabels[value] ?? value);
}

/** A kind's own words: there for every kind that has no words of its own in RequestCopy, by RequestCopy's type. */
const own = (words: RequestCopy, kind: OwnKind): KindWords => (words.kinds as Record<string, KindWords>)[kind]!;

/** The screens of a kind that says everything in its own words: its line fills each {field} with its value. */
function ownScreens(kind: OwnKind): KindScreens {
  const line = (props: LineProps) => (
    <Sentence text={own(props.words, kind).line} fill={Object.fromEntries(Object.entries(props.values).map(([field, value]) => [field, shown(value, props)]))} />
  );
  return {
    line,
    sentTitle: (words) => own(words, kind).sentTitle,
    sentText: thanks((words) => own(words, kind).thanks, line),
    answered: false,
    againIcon: 'calendar',
    takenBack: false,
  };
}

const isWorded = (kind: RequestKind): kind is WordedKind => Object.hasOwn(KIND_SCREENS, kind);

/** What a page shows of a request of that kind. */
export const screensOf = (kind: RequestKind): KindScreens => (isWorded(kind) ? KIND_SCREENS[kind] : ownScreens(kind));

/**
 * What a kind says once its request is kept on the device (the outcome every form shares, request-outcome.tsx):
 * a call-back's words, or a kind's own. The appointment's form and the application's say it their own way.
 */
export const outcomeWordsOf =
  (kind: RequestKind) =>
  (words: RequestCopy): OutcomeWords =>
    kind === 'callback' ? words.callback : own(words, kind as OwnKind);
