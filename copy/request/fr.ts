import { LIMITS } from '@/lib/request/values';
import { SLOT_HOURS } from '@/lib/request/callback';
import type { RequestCopy, CallbackSlot } from '@/lib/request';
import { formatTimeRange } from '@/lib/format';
import { nbsp } from '@/lib/typography';

/*
 * What the appointment form and « Rappelez-moi » say after « Envoyer », in French: the confirmation, the
 * failures, the fallbacks, the panel of a kept request. A module of its own per language (its English
 * twin: ./en.ts, the same shape by RequestCopy), loaded with the request's code
 * (components/request/form/load-request.ts): these words are needed only once a request is sent, so
 * they are not in every form page's data, and a French page never fetches the English ones.
 */

const slotHours = (slot: CallbackSlot) => formatTimeRange(SLOT_HOURS[slot].from, SLOT_HOURS[slot].to, 'fr');

const requestCopy: RequestCopy = {
  locale: 'fr',
  failureIntro: `Votre demande n'est pas perdue${nbsp}: tout ce que vous avez écrit est gardé ci-dessus. Vous pouvez réessayer, ou nous l'envoyer tout de suite, déjà rédigée${nbsp}:`,
  confirmation: {
    title: 'Demande envoyée',
    thanks: `Merci{name}. Nous avons bien reçu votre demande de rendez-vous${nbsp}:`,
    summary: '{service}, le {date} à {time}',
    callbackSummary: 'Rappel au {phone}, le {date}, {slot}',
    applicationSummary: `Candidature${nbsp}: {position}`,
    applicationThanks: `Merci{name}. Nous avons bien reçu votre envoi et vous appelons bientôt${nbsp}:`,
    reply: "Notre équipe vous répond {when} à l'adresse {email}{byPhone} pour confirmer l'heure. Le rendez-vous est confirmé seulement après notre réponse.",
    byWhen: {
      today: "aujourd'hui avant {time}",
      tomorrow: 'demain {day} {part}',
      day: '{day} {part}',
      soon: 'au plus vite',
      days: { Monday: 'lundi', Tuesday: 'mardi', Wednesday: 'mercredi', Thursday: 'jeudi', Friday: 'vendredi', Saturday: 'samedi', Sunday: 'dimanche' },
      parts: { morning: 'matin', afternoon: 'après-midi' },
    },
    byPhone: ' ou par téléphone',
    urgent: `En cas d'urgence, n'attendez pas${nbsp}: appelez le {phone}, 24${nbsp}h/24.`,
    reference: `Référence de votre demande${nbsp}: {reference}. Donnez-la si vous nous appelez à son sujet.`,
    again: 'Nouvelle demande',
  },
  failures: {
    prefix: 'Erreur: ',
    unknown: "Votre demande n'est pas partie, et nous ne savons pas pourquoi. Ce n'est pas de votre faute.",
    offline: "Vous n'êtes pas connecté à Internet pour le moment. Votre demande n'a pas été envoyée.",
    network: "La connexion au service d'envoi a échoué. Vérifiez votre connexion Internet, puis réessayez.",
    'not-configured': "L'envoi en ligne n'est pas disponible pour le moment. Votre demande n'a pas été envoyée.",
    'bad-request': "Notre service d'envoi n'a pas accepté la demande. Ce n'est pas de votre faute.",
    blocked: "Notre service d'envoi a bloqué la demande. Ce n'est pas de votre faute.",
    'rate-limited': 'Une demande vient déjà de partir de cet appareil. Merci de patienter une dizaine de secondes, puis réessayez.',
    headless: "Notre service d'envoi n'accepte pas ce navigateur. Votre demande n'a pas été envoyée.",
    server: "Notre service d'envoi ne répond pas correctement pour le moment. Votre demande n'a pas été envoyée.",
  },
  fallback: {
    greeting: 'Bonjour, je souhaite demander un rendez-vous.',
    callbackGreeting: 'Bonjour, je souhaite être rappelé(e) par le centre.',
    applicationGreeting: 'Bonjour, je souhaite poser ma candidature au centre.',
    slots: {
      morning: `le matin (${slotHours('morning')})`,
      afternoon: `l'après-midi (${slotHours('afternoon')})`,
      evening: `le soir (${slotHours('evening')})`,
    },
    reference: 'Référence',
    labels: {
      fullName: 'Nom complet',
      email: 'E-mail',
      phone: 'Téléphone',
      date: 'Date souhaitée',
      time: 'Heure souhaitée',
      service: 'Service',
      message: 'Message',
      when: 'Quand',
      position: 'Poste',
      start: 'Disponible à partir du',
    },
    empty: 'non renseigné',
    subject: 'Demande de rendez-vous',
    subjectWithName: 'Demande de rendez-vous – {name}',
    callbackSubject: 'Demande de rappel',
    applicationSubject: 'Candidature – {position}',
    spontaneous: 'Candidature spontanée',
    asSoonAsPossible: 'dès que possible',
    noMessage: '(Aucun message supplémentaire)',
    whatsapp: 'Envoyer par WhatsApp',
    email: 'Envoyer par e-mail',
    newTab: ' (nouvel onglet)',
    call: 'Ou appelez-nous au {phone}.',
  },
  outbox: {
    waitingTitle: 'Demande enregistrée, en attente de connexion',
    waitingServiceTitle: 'Demande enregistrée, envoi reporté',
    noConnection: "Pas de connexion pour l'instant.",
    noAnswer: "L'envoi n'a pas abouti pour l'instant (connexion trop faible, ou service d'envoi hors d'atteinte).",
    serviceBusy: "Notre service d'envoi ne peut pas la prendre pour le moment. Ce n'est pas de votre faute.",
    saferNow: `Cela peut durer quelques heures${nbsp}: le plus sûr est de nous l'envoyer aussi dès maintenant par WhatsApp ou SMS, avec la même référence.`,
    waitingHeldTitle: 'Demande enregistrée, elle attend son tour',
    held: `Beaucoup de demandes nous arrivent en ce moment${nbsp}: la vôtre attend son tour. Vous n'avez rien à faire.`,
    leavesAlone: "Votre demande est gardée sur cet appareil et partira d'elle-même dès que possible, même si vous fermez cette page.",
    leavesOnVisit: 'Votre demande est gardée sur cet appareil. Elle partira dès que possible pendant que notre site est ouvert, ou à votre prochaine visite.',
    until: `Cet appareil essaiera jusqu'au {date}${nbsp}; passé ce délai, la demande sera effacée sans être partie.`,
    mayLose: `Attention${nbsp}: ce navigateur peut effacer la demande avant, s'il manque de place ou si vous n'ouvrez pas notre site pendant plusieurs jours. Pour être sûr qu'elle nous parvienne, envoyez-la aussi maintenant. Elle porte la même référence${nbsp}: nous saurons qu'il s'agit de la même demande.`,
    reference: `Référence${nbsp}: {reference}`,
    summary: `Votre demande${nbsp}:`,
    hurry: `Vous ne pouvez pas attendre${nbsp}? Envoyez la même demande tout de suite par WhatsApp, SMS ou e-mail${nbsp}:`,
    sms: 'Envoyer par SMS',
    retry: 'Réessayer maintenant',
    stillWaiting: "Elle n'est toujours pas partie. La demande reste enregistrée et partira d'elle-même dès que possible.",
    cancel: 'Annuler cette demande',
    cancelled: 'Votre demande est annulée et effacée de cet appareil. Vos informations sont remises dans le formulaire si vous voulez la modifier.',
    deleted: 'La demande est effacée de cet appareil.',
    another: 'Faire une autre demande',
    refusedTitle: "Votre demande n'a pas pu partir",
    refusedText: "Quand la connexion est revenue, le service d'envoi a refusé la demande. Elle ne sera pas renvoyée toute seule. Faites-la-nous parvenir autrement, ou reprenez-la dans le formulaire.",
    takeBack: 'Reprendre dans le formulaire',
    delete: 'Effacer cette demande',
    unconfirmedTitle: 'Demande partie, sans confirmation',
    unconfirmedText: `Votre demande a quitté cet appareil, mais la réponse de notre service d'envoi n'est pas arrivée${nbsp}: elle nous est sans doute parvenue, sans que nous puissions en être sûrs. Pour ne pas vous l'envoyer deux fois, elle ne repartira pas toute seule. Si nous ne vous avons pas répondu d'ici un jour ouvré, appelez-nous en donnant sa référence, ou renvoyez-la.`,
    sendAgain: 'Renvoyer la demande',
    expiredTitle: 'Demande non envoyée, effacée de cet appareil',
    expiredText: `Votre demande {reference} du {date} n'a pas pu partir${nbsp}: cet appareil a essayé pendant {days}${nbsp}jours, puis l'a effacée, avec tout ce que vous aviez écrit. Pour prendre rendez-vous, appelez-nous, écrivez-nous, ou remplissez à nouveau le formulaire.`,
    close: 'Fermer',
    damagedTitle: 'Une demande gardée sur cet appareil est illisible',
    damagedText: `Une demande enregistrée par une ancienne version de notre site n'a pas pu être relue${nbsp}: elle ne partira pas. Envoyez-la-nous autrement, ou appelez-nous.`,
  },
  callback: {
    sentTitle: 'C’est noté, nous vous rappelons',
    sentText: `Nous vous appellerons au {phone}, le {date}, {slot} (heure de Yaoundé). L'appel est pour nous${nbsp}: il ne vous coûte rien.`,
    keptTitle: 'Demande gardée sur cet appareil',
    keptText: "Pas de connexion pour l'instant.",
    keptLaterText: "Votre demande de rappel n'a pas pu partir tout de suite, pour une raison qui ne dépend pas de vous.",
    keptHeldText: `Beaucoup de demandes nous arrivent en ce moment${nbsp}: votre demande de rappel attend son tour. Vous n'avez rien à faire.`,
    see: 'Voir la demande',
    again: 'Nouvelle demande de rappel',
    validation: {
      phoneRequired: 'Indiquez le numéro où vous rappeler.',
      phoneNotANumber: 'Écrivez le numéro avec des chiffres seulement, par exemple 6 71 23 45 67.',
      phoneInvalidCountry: "L'indicatif du pays n'existe pas. Vérifiez les chiffres après le +, par exemple +237 pour le Cameroun.",
      phoneTooShort: 'Ce numéro est trop court. Un numéro du Cameroun a 9 chiffres, par exemple 6 71 23 45 67.',
      phoneTooLong: `Ce numéro est trop long pour le Cameroun (9 chiffres). Un numéro d'un autre pays${nbsp}? Commencez par + et son indicatif, par exemple +33 pour la France.`,
      phoneInvalid: `Ce numéro n'existe pas au Cameroun. Un numéro d'un autre pays${nbsp}? Commencez par + et son indicatif, par exemple +33 pour la France.`,
      fullNameLetters: 'Écrivez votre nom avec des lettres, ou laissez ce champ vide.',
      fullNameDirection: "Votre nom contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau.",
      fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
      whenRequired: 'Choisissez le jour et le moment de l’appel.',
      slotPast: `Ce moment est passé pour aujourd'hui${nbsp}: choisissez-en un autre, ou demain.`,
    },
  },
};

export default requestCopy;
