import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';
import { Sentence } from '@/components/ui/sentence';
import type { KindValues, RequestValues, RequestCopy, RequestKind } from '@/lib/request';
import { parseDateInput, parseTimeInput } from '@/lib/douala-date';
import { formatDate, formatTime } from '@/lib/format';
import { CallbackWhen } from './callback-when';

/*
 * What a page shows of a request of each kind, whichever form it came from: a kept request of any kind may
 * be shown, or leave, while the form page is open (its panel, its confirmation). One entry per kind, which the
 * compiler holds complete: a kind without its screens does not compile. The words are copy/request/'s.
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

/** « Suivi de grossesse, le 20 Mars 2026 à 14 h 30 » */
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
        date: date ? <time dateTime={date}>{formatDate(date, words.locale)}</time> : values.appointmentDate,
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

export const KIND_SCREENS: { [K in RequestKind]: KindScreens } = {
  appointment: {
    line: appointmentLine,
    sentTitle: (words) => words.confirmation.title,
    sentText: thanks((words) => words.confirmation.thanks, appointmentLine),
    answered: true,
    againIcon: 'calendar',
    takenBack: true,
  },
  callback: {
    // « Rappel au +237…, le 17 Mars 2026, l'après-midi (12 h – 17 h) »
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
