import type { DayAdviceCopy } from '@/lib/request';
import { perLocale, type Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * What the appointment form says beside « Date souhaitée » and « Heure souhaitée » when the centre takes no
 * appointment then (lib/hours.ts, appointmentAdvice; components/request/form/day-advice.tsx): why, the next
 * time it does, a button that chooses it, and that the family may still send. Never a refusal. The centre's
 * own line in its e-mail is French whatever the page's language (lib/request/hours-note.ts).
 */

const dayAdviceSource = {
  weekday: { fr: 'Le centre ne prend pas de rendez-vous le {weekday}.', en: 'The centre does not take appointments on {weekday}s.' },
  holiday: {
    fr: `Le {day} est un jour férié ({reason})${nbsp}: le centre est fermé.`,
    en: '{day} is a public holiday ({reason}): the centre is closed.',
  },
  closure: { fr: 'Le {day}, le centre est fermé ({reason}).', en: 'On {day}, the centre is closed ({reason}).' },
  hours: { fr: 'Le {weekday}, les rendez-vous vont {hours}.', en: 'On {weekday}s, appointments are {hours}.' },
  range: { fr: 'de {opens} à {closes}', en: 'from {opens} to {closes}' },
  and: { fr: ' et ', en: ' and ' },
  past: { fr: 'Cette heure est déjà passée aujourd’hui.', en: 'This time has already passed today.' },
  next: { fr: `Prochain créneau${nbsp}: {day}, {hours}.`, en: 'Next available: {day}, {hours}.' },
  // The time stays with its « à » when the button wraps on a phone.
  choose: { fr: `Choisir {day} à${nbsp}{time}`, en: 'Choose {day} at {time}' },
  chosen: { fr: `C’est noté${nbsp}: {day} à {time}.`, en: 'Done: {day} at {time}.' },
  still: {
    fr: `Vous pouvez tout de même envoyer votre demande${nbsp}: nous vous rappellerons pour convenir d’un moment.`,
    en: 'You can still send your request: we will call you to agree on a time.',
  },
};

/** The advice's words in each language: `dayAdviceCopy[locale]`. */
export const dayAdviceCopy: Record<Locale, DayAdviceCopy> = perLocale(dayAdviceSource);
