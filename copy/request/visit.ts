import type { VisitAnswer } from '@/lib/request';
import type { VisitCallFailure } from '@/lib/request/visit';
import type { AnswerOutcome } from '@/lib/request/visit/answered';
import type { VisitPhase } from '@/lib/request/visit/phase';
import { perLocale, type Text } from '@/lib/i18n';

/*
 * What a family reads of its visit, the appointment agreed on the phone (issue 77): on the visit's page
 * (`/rendez-vous/#…`, opened from the confirmation message on any phone) and as the headline of the sending
 * device's confirmation and note (components/visit/, components/request/status/), one view of one visit: the day,
 * the time, where, who comes by first name, the reference; never the service, never why a visit was cancelled.
 * {when} is `when` filled (« mardi 1er décembre à 11 h »), {where} one of `where`, {with} `with` filled or nothing.
 * One apostrophe, the typographic ’, in both languages (tests/request/request-visit-words.test.ts reads them all).
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
  /** The headline, by where the visit stands (lib/request/visit/phase.ts): what a person reads first. */
  headline: {
    upcoming: { fr: 'Votre rendez-vous\u00A0: {when}, {where}{with}.', en: 'Your appointment: {when}, {where}{with}.' },
    passed: { fr: 'Ce rendez-vous est passé.', en: 'This appointment has passed.' },
    attended: { fr: 'Ce rendez-vous a eu lieu. Merci de votre confiance.', en: 'This appointment has taken place. Thank you for your trust.' },
    cancelled: { fr: 'Ce rendez-vous a été annulé. Appelez-nous pour en fixer un autre.', en: 'This appointment has been cancelled. Call us to arrange another one.' },
  } satisfies Record<VisitPhase, Text>,
  /** Under a visit no longer to come: when and where it was. */
  was: { fr: 'Il était prévu le {when}, {where}{with}.', en: 'It was planned for {when}, {where}{with}.' },
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
    /** The file of a visit to come, and of a cancelled one (it asks the phone's calendar to take it out). */
    add: { fr: 'Ajouter à mon agenda', en: 'Add to my calendar' },
    remove: { fr: 'Retirer de mon agenda', en: 'Remove from my calendar' },
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
  /** What the page says of the family's answer: after a tap that was taken, and whenever the visit carries one. */
  answered: {
    coming: { fr: 'Merci\u00A0! Nous avons noté que vous serez là.', en: 'Thank you! We have noted that you will be there.' },
    change: { fr: 'C’est noté. Nous allons vous appeler pour choisir un autre moment.', en: 'Noted. We will call you to choose another time.' },
  } satisfies Record<VisitAnswer, Text>,
  sending: { fr: 'Envoi de votre réponse…', en: 'Sending your answer…' },
  /** A tap not taken, or that did not go (lib/request/visit/answered.ts): never silent, each with its reason. {answer} is the answer that stands. */
  notAnswered: {
    moved: {
      fr: 'Le rendez-vous a changé entre-temps\u00A0: vérifiez le jour, l’heure et le lieu ci-dessus, puis répondez de nouveau si besoin.',
      en: 'The appointment changed in the meantime: check the day, time and place above, then answer again if need be.',
    },
    'not-taken': {
      fr: 'Votre réponse n’a pas été enregistrée\u00A0: nous gardons «\u00A0{answer}\u00A0». Pour nous dire autre chose, appelez-nous.',
      en: 'Your answer was not recorded: we are keeping “{answer}”. To tell us something else, call us.',
    },
    cancelled: { fr: 'Votre réponse n’a pas été enregistrée\u00A0: ce rendez-vous a été annulé.', en: 'Your answer was not recorded: this appointment has been cancelled.' },
    passed: { fr: 'Votre réponse n’a pas été enregistrée\u00A0: l’heure de ce rendez-vous est passée.', en: 'Your answer was not recorded: the time of this appointment has passed.' },
    unknown: {
      fr: 'Votre réponse n’a pas été enregistrée\u00A0: nous ne trouvons plus ce rendez-vous. Appelez-nous.',
      en: 'Your answer was not recorded: we can no longer find this appointment. Please call us.',
    },
    offline: {
      fr: 'Votre réponse n’est pas partie. Vérifiez votre connexion et réessayez, ou appelez-nous.',
      en: 'Your answer did not reach us. Check your connection and try again, or call us.',
    },
    limited: {
      fr: 'Votre réponse n’est pas partie\u00A0: trop d’essais depuis votre connexion en peu de temps. Réessayez dans une minute, ou appelez-nous.',
      en: 'Your answer did not reach us: too many tries from your connection in a short time. Try again in a minute, or call us.',
    },
    unavailable: {
      fr: 'Votre réponse n’a pas pu être enregistrée\u00A0: notre service ne répond pas pour le moment. Réessayez plus tard, ou appelez-nous.',
      en: 'Your answer could not be recorded: our service is not responding just now. Try again later, or call us.',
    },
  } satisfies Record<Exclude<AnswerOutcome, 'answered'>, Text>,
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
    whatsapp: { fr: 'Écrire sur WhatsApp', en: 'Message us on WhatsApp' },
  },
  /** The visit's page, while it asks, and when it cannot say. */
  reading: { fr: 'Lecture de votre rendez-vous…', en: 'Reading your appointment…' },
  /** A wrong, old or missing link: the same words whatever the reason. */
  unknown: {
    fr: 'Nous ne trouvons pas ce rendez-vous. Le lien est peut-être incomplet ou trop ancien. Appelez-nous\u00A0: nous vous le redirons.',
    en: 'We cannot find this appointment. The link may be incomplete or too old. Call us and we will tell you again.',
  },
  /** The visit's page could not read it (lib/request/visit.ts, VisitCallFailure), each reason in its words. */
  failed: {
    offline: {
      fr: 'Impossible de lire votre rendez-vous pour le moment. Vérifiez votre connexion, puis réessayez, ou appelez-nous.',
      en: 'Your appointment cannot be read just now. Check your connection and try again, or call us.',
    },
    limited: {
      fr: 'Trop de lectures depuis votre connexion en peu de temps. Réessayez dans une minute, ou appelez-nous.',
      en: 'Too many reads from your connection in a short time. Try again in a minute, or call us.',
    },
    unavailable: {
      fr: 'Notre service des rendez-vous ne répond pas pour le moment. Réessayez plus tard, ou appelez-nous.',
      en: 'Our appointments service is not responding just now. Try again later, or call us.',
    },
  } satisfies Record<VisitCallFailure, Text>,
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
