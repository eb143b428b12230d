import type { CallbackCopy } from '@/lib/request';
import { perLocale, type Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import { formWords } from './form-words';

/*
 * « Rappelez-moi » until it is sent: a number, maybe a name, a day the centre calls (today, tomorrow,
 * or the next opening days), morning, afternoon or evening; each slot's times are the day's, from the
 * appointments and call-backs hours (lib/request/callback.ts). Its own words, over every form's (form-words.ts);
 * its words after « Envoyer » are with the form's (copy/request/<locale>.ts). The phone's reasons are the phone
 * library's, in the visitor's words (lib/phone-reading.ts).
 */

const callbackSource = {
  title: { fr: 'Rappelez-moi', en: 'Call me back' },
  intro: {
    fr: `Laissez votre numéro${nbsp}: nous vous appelons, l'appel ne vous coûte rien.`,
    en: 'Leave your number and we will call you. The call costs you nothing.',
  },
  phone: { fr: 'Votre numéro de téléphone', en: 'Your phone number' },
  phoneHint: {
    fr: `Par exemple 6 71 23 45 67. Hors du Cameroun${nbsp}? Commencez par + et l'indicatif du pays.`,
    en: 'For example 6 71 23 45 67. Outside Cameroon? Start with + and the country code.',
  },
  name: { fr: 'Votre nom', en: 'Your name' },
  day: { fr: `Quel jour${nbsp}?`, en: 'Which day?' },
  when: { fr: `À quel moment${nbsp}? (heure de Yaoundé)`, en: 'At what time? (Yaoundé time)' },
  days: { today: { fr: "Aujourd'hui", en: 'Today' }, tomorrow: { fr: 'Demain', en: 'Tomorrow' }, later: { fr: '{day} {date}', en: '{day} {date}' } },
  slots: {
    morning: { fr: 'Matin', en: 'Morning' },
    afternoon: { fr: 'Après-midi', en: 'Afternoon' },
    evening: { fr: 'Soir', en: 'Evening' },
  },
  slotClosed: { fr: 'Fermé', en: 'Closed' },
  noneToday: {
    fr: `Nous ne rappelons plus aujourd'hui${nbsp}: le prochain rappel possible est {day}.`,
    en: 'We make no more calls today: the next day we can call you is {day}.',
  },
  closedToday: {
    fr: `Le centre est fermé aujourd'hui ({reason})${nbsp}: le prochain rappel possible est {day}.`,
    en: 'The centre is closed today ({reason}): the next day we can call you is {day}.',
  },
  submit: { fr: 'Me faire rappeler', en: 'Call me back' },
  noscript: {
    fr: `Cette demande a besoin de JavaScript. Appelez-nous au {phone}${nbsp}: nous sommes là.`,
    en: 'This request needs JavaScript. Call us on {phone}: we are here.',
  },
};

const own = perLocale(callbackSource);

/** The words of every form it says: not the messages of what is wrong, which come with its words after « Envoyer ». */
const shared = (locale: Locale) => {
  const { optional, errorPrefix, sending, notReady, unreachable, consent } = formWords[locale];
  return { optional, errorPrefix, sending, notReady, unreachable, consent };
};

/** « Rappelez-moi »'s words in each language, until it is sent: `callbackCopy[locale]`. */
export const callbackCopy: Record<Locale, CallbackCopy> = {
  fr: { locale: 'fr', ...shared('fr'), ...own.fr },
  en: { locale: 'en', ...shared('en'), ...own.en },
};
