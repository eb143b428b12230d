import type { VisitAnswer, VisitState } from '@/lib/request';
import { perLocale, type Text } from '@/lib/i18n';

/*
 * What a family reads of its visit, the appointment agreed on the phone (issue 77): on the visit's page
 * (`/rendez-vous/#…`, opened from the confirmation message on any phone) and as the headline of the sending
 * device's confirmation and note (components/visit/, components/request/status/). Only what the message says:
 * the day, the time, where, the reference; never the service. {when} is `when` filled (« mardi 1er décembre à
 * 11 h »), {where} one of `where`, {with} `with` filled or nothing (the link's page knows no name).
 */

const visitSource = {
  page: {
    title: { fr: 'Votre rendez-vous', en: 'Your appointment' },
    /** 120 to 160 characters, as every page's (a link's preview on WhatsApp shows it: nothing of the visit). */
    description: {
      fr: 'Le jour, l’heure et le lieu de votre rendez-vous avec notre équipe de soins, à ajouter à votre agenda, à confirmer ou à changer en un seul geste.',
      en: 'The day, time and place of your appointment with our care team, to add to your calendar, to confirm, or to change in a single tap on your phone.',
    },
    /** Where the centre's phone and WhatsApp are, below the visit. */
    contactTitle: { fr: 'Nous joindre', en: 'Contact us' },
  },
  /** The headline, by where the visit stands: what a person reads first. */
  headline: {
    booked: { fr: 'Votre rendez-vous\u00A0: {when}, {where}{with}.', en: 'Your appointment: {when}, {where}{with}.' },
    cancelled: { fr: 'Ce rendez-vous a été annulé. Appelez-nous pour en fixer un autre.', en: 'This appointment has been cancelled. Call us to arrange another one.' },
    attended: { fr: 'Ce rendez-vous a eu lieu. Merci de votre confiance.', en: 'This appointment has taken place. Thank you for your trust.' },
    missed: { fr: 'Ce rendez-vous n’a pas pu avoir lieu. Appelez-nous pour en fixer un autre.', en: 'This appointment could not take place. Call us to arrange another one.' },
  } satisfies Record<VisitState, Text>,
  /** Under a visit no longer to come: when and where it was. */
  was: { fr: 'Il était prévu {when}, {where}{with}.', en: 'It was planned for {when}, {where}{with}.' },
  when: { fr: '{date} à {time}', en: '{date} at {time}' },
  where: {
    centre: { fr: 'au centre', en: 'at the centre' },
    home: { fr: 'à domicile', en: 'at home' },
    homeIn: { fr: 'à domicile ({district})', en: 'at home ({district})' },
  },
  with: { fr: ', avec {name}', en: ', with {name}' },
  reference: { fr: 'Référence\u00A0: {reference}', en: 'Reference: {reference}' },
  /** On the sending device, below the visit: what the family first asked for. */
  asked: { fr: 'Vous aviez demandé\u00A0: {asked}.', en: 'You had asked for: {asked}.' },
  calendar: {
    button: { fr: 'Ajouter à mon agenda', en: 'Add to my calendar' },
    /** The file's name: no accent, no space (a phone saves it as it is). */
    file: { fr: 'rendez-vous-{reference}.ics', en: 'appointment-{reference}.ics' },
    summary: { fr: 'Rendez-vous – {centre}', en: 'Appointment – {centre}' },
    home: { fr: 'À domicile', en: 'At home' },
    homeIn: { fr: 'À domicile ({district})', en: 'At home ({district})' },
    description: {
      fr: 'Référence\u00A0: {reference}. Pour changer ou pour une question\u00A0: {phone}.',
      en: 'Reference: {reference}. To change it, or with a question: {phone}.',
    },
  },
  /** One tap each; the gateway tells the person who called. */
  answers: {
    coming: { fr: 'Je serai là', en: 'I’ll be there' },
    change: { fr: 'Je dois changer', en: 'I need to change it' },
  } satisfies Record<VisitAnswer, Text>,
  /** What happened after the tap, and what the page says of the family's last answer. */
  answered: {
    coming: { fr: 'Merci\u00A0! Nous avons noté que vous serez là.', en: 'Thank you! We have noted that you will be there.' },
    change: { fr: 'C’est noté. Nous allons vous appeler pour choisir un autre moment.', en: 'Noted. We will call you to choose another time.' },
  } satisfies Record<VisitAnswer, Text>,
  sending: { fr: 'Envoi de votre réponse…', en: 'Sending your answer…' },
  answerFailed: {
    fr: 'Votre réponse n’est pas partie. Vérifiez votre connexion et réessayez, ou appelez-nous.',
    en: 'Your answer did not reach us. Check your connection and try again, or call us.',
  },
  share: {
    button: { fr: 'Envoyer le lien à un proche', en: 'Send the link to a relative' },
    /** What comes before the link in the message: the day, the time and where, as the confirmation message says them. */
    text: { fr: 'Rendez-vous avec {centre}\u00A0: {when}, {where}.', en: 'Appointment with {centre}: {when}, {where}.' },
    copied: { fr: 'Lien copié. Collez-le dans un message à votre proche.', en: 'Link copied. Paste it into a message to your relative.' },
    failed: { fr: 'Copie impossible. Voici le lien\u00A0: {url}', en: 'Could not copy. Here is the link: {url}' },
  },
  contact: {
    intro: { fr: 'Une question\u00A0? Appelez-nous ou écrivez-nous.', en: 'A question? Call us or write to us.' },
    call: { fr: 'Appeler le {phone}', en: 'Call {phone}' },
    whatsapp: { fr: 'Écrire sur WhatsApp', en: 'Write on WhatsApp' },
  },
  /** The visit's page, while it asks, and when it cannot say. */
  reading: { fr: 'Lecture de votre rendez-vous…', en: 'Reading your appointment…' },
  /** A wrong, old or missing link: the same words whatever the reason. */
  unknown: {
    fr: 'Nous ne trouvons pas ce rendez-vous. Le lien est peut-être incomplet ou trop ancien. Appelez-nous\u00A0: nous vous le redirons.',
    en: 'We cannot find this appointment. The link may be incomplete or too old. Call us and we will tell you again.',
  },
  failed: {
    fr: 'Impossible de lire votre rendez-vous pour le moment. Vérifiez votre connexion, puis réessayez, ou appelez-nous.',
    en: 'Your appointment cannot be read just now. Check your connection and try again, or call us.',
  },
  retry: { fr: 'Réessayer', en: 'Try again' },
  /** A build without a gateway has no visit to show. */
  noGateway: {
    fr: 'Pour connaître ou changer votre rendez-vous, appelez-nous ou écrivez-nous.',
    en: 'To find out or change your appointment, call us or write to us.',
  },
  /** In the note of every page: the way to the visit's page. */
  see: { fr: 'Voir le rendez-vous', en: 'See the appointment' },
};

/** The words in each language: `visitCopy[locale].headline.booked`. */
export const visitCopy = perLocale(visitSource);
export type VisitCopy = (typeof visitCopy)['fr'];
