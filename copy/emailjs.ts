import { nbsp } from '@/lib/typography';

/*
 * The words of the EmailJS templates (site/emailjs-templates.ts builds them): the centre's e-mail,
 * for its staff, in French; the acknowledgement a visitor who gave an e-mail address receives, one per
 * kind of request that has an address (an appointment, an application), in French then in English (the template cannot tell which site a request came from: only its message
 * says so, for the centre's staff, « [Site anglais – répondre en anglais] »). An acknowledgement prints no word
 * the visitor typed but a name that reads as a person's, and the service or position of the site's lists, the
 * reference, the day and the time (issue 67.2).
 */

export const emailjsCopy = {
  centre: {
    subject: 'Nouvelle demande du site – {{service}} ({{reference}}) – {{from_name}}',
    heading: 'Nouvelle demande reçue par le site',
    request: 'La demande (référence en première ligne)',
    name: 'Nom',
    /** Where from_name is empty: a name that does not read as only a person's (payload.ts) is on the request's second line. */
    nameInRequest: 'voir la demande ci-dessus («\u00A0Nom\u00A0»)',
    phone: 'Téléphone',
    noPhone: 'non donné',
    date: 'Date souhaitée',
    time: 'Heure souhaitée',
    service: 'Service',
    reference: 'Référence',
    email: 'E-mail',
    noEmail: 'aucun (appelez le numéro)',
    call: 'Appeler',
    whatsapp: 'Écrire sur WhatsApp',
    reply: 'Répondre par e-mail',
    language: `Langue${nbsp}: répondez en français, sauf si la demande commence par «${nbsp}[Site anglais – répondre en anglais]${nbsp}».`,
    repeat: `Même référence qu'une demande déjà reçue${nbsp}? C'est la même demande, envoyée deux fois.`,
  },
  acknowledgement: {
    subject: 'Nous avons bien reçu votre demande / We have received your request',
    fr: {
      heading: 'Nous avons bien reçu votre demande',
      greeting: 'Bonjour {{from_name}},',
      hello: 'Bonjour,',
      recap: `Votre demande, et sa référence entre parenthèses${nbsp}:`,
      when: 'Le {{date}} à {{time}}',
      next: `Notre équipe vous répond au plus vite, par téléphone ou par e-mail, pour confirmer l'heure. Le rendez-vous est confirmé seulement après notre réponse. Donnez la référence si vous nous appelez à son sujet.`,
      phones: `Nos téléphones${nbsp}:`,
      urgent: `En cas d'urgence, n'attendez pas${nbsp}: appelez le {emergency}.`,
      signature: "L'équipe {centre}",
    },
    en: {
      heading: 'We have received your request',
      greeting: 'Hello {{from_name}},',
      hello: 'Hello,',
      recap: 'Your request, and its reference in brackets:',
      when: 'On {{date}} at {{time}}',
      next: 'Our team will reply as soon as possible, by phone or by email, to confirm the time. Your appointment is only confirmed once we have replied. Please give the reference if you call us about it.',
      phones: 'Our phone numbers:',
      urgent: 'In an emergency, do not wait: call {emergency}.',
      signature: 'The {centre} team',
    },
  },
  /**
   * What a candidate receives (the application template's auto-reply): the post and its reference, when
   * the centre usually calls ({days}, content/settings/centre.yml), and how to send a CV on WhatsApp
   * ({whatsapp}: the centre's WhatsApp line) with the reference.
   */
  applicationAcknowledgement: {
    subject: 'Nous avons bien reçu votre candidature / We have received your application',
    fr: {
      heading: 'Nous avons bien reçu votre candidature',
      greeting: 'Bonjour {{from_name}},',
      hello: 'Bonjour,',
      received: `Merci de votre intérêt pour notre centre. Votre candidature, et sa référence entre parenthèses, nous sont bien parvenues${nbsp}:`,
      next: `Nous lisons chaque candidature avec attention et vous appelons d'habitude sous {days}${nbsp}jours ouvrés pour en parler.`,
      cv: `Un CV, une photo de votre diplôme${nbsp}? Envoyez-les sur WhatsApp au {whatsapp}, en écrivant votre référence (entre parenthèses ci-dessus, elle commence par AV-)${nbsp}: nous les joignons à votre candidature.`,
      cvButton: 'Envoyer mon CV sur WhatsApp',
      cvMessage: `Bonjour, voici mon CV pour ma candidature. Ma référence${nbsp}: `,
      phones: `Nos téléphones${nbsp}:`,
      signature: "L'équipe {centre}",
    },
    en: {
      heading: 'We have received your application',
      greeting: 'Hello {{from_name}},',
      hello: 'Hello,',
      received: 'Thank you for your interest in our centre. Your application, and its reference in brackets, have reached us:',
      next: 'We read every application carefully and usually call you within {days} working days to talk about it.',
      cv: 'A CV, a photo of your diploma? Send them on WhatsApp to {whatsapp}, writing your reference (in brackets above, it starts with AV-): we will add them to your application.',
      cvButton: 'Send my CV on WhatsApp',
      cvMessage: 'Hello, here is my CV for my application. My reference: ',
      phones: 'Our phone numbers:',
      signature: 'The {centre} team',
    },
  },
  /** The centre's e-mail for an application, when it goes through its own template (the rest is the centre's e-mail's). */
  application: { subject: 'Nouvelle candidature – {{service}} ({{reference}}) – {{from_name}}' },
  /** What each template's settings in EmailJS hold, field by field (docs/emailjs.md). */
  fields: { subject: 'Subject', to: 'To Email', fromName: 'From Name', replyTo: 'Reply To', content: 'Content (HTML)' },
} as const;
