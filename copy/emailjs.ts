import { nbsp } from '@/lib/typography';

/*
 * The words of the two EmailJS templates (site/emailjs-templates.ts builds them): the centre's e-mail,
 * for its staff, in French; the acknowledgement a visitor who gave an e-mail address receives, in
 * French then in English (the template cannot tell which site a request came from: only its message
 * says so, for the centre's staff, « [Site anglais – répondre en anglais] »).
 */

export const emailjsCopy = {
  centre: {
    subject: 'Nouvelle demande du site – {{service}} – {{from_name}}',
    heading: 'Nouvelle demande reçue par le site',
    request: 'La demande (référence en première ligne)',
    name: 'Nom',
    phone: 'Téléphone',
    noPhone: 'non donné',
    date: 'Date souhaitée',
    time: 'Heure souhaitée',
    service: 'Service',
    email: 'E-mail',
    noEmail: 'aucun (demande de rappel : appelez le numéro)',
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
      recap: `Votre demande, avec sa référence${nbsp}:`,
      next: `Notre équipe vous répond au plus vite, par téléphone ou par e-mail, pour confirmer l'heure. Le rendez-vous est confirmé seulement après notre réponse. Donnez la référence si vous nous appelez à son sujet.`,
      phones: `Nos téléphones${nbsp}:`,
      urgent: `En cas d'urgence, n'attendez pas${nbsp}: appelez le {emergency}.`,
      signature: "L'équipe {centre}",
    },
    en: {
      heading: 'We have received your request',
      greeting: 'Hello {{from_name}},',
      recap: 'Your request, with its reference:',
      next: 'Our team will reply as soon as possible, by phone or by email, to confirm the time. Your appointment is only confirmed once we have replied. Please give the reference if you call us about it.',
      phones: 'Our phone numbers:',
      urgent: 'In an emergency, do not wait: call {emergency}.',
      signature: 'The {centre} team',
    },
  },
  /** What each template's settings in EmailJS hold, field by field (docs/emailjs.md). */
  fields: { subject: 'Subject', to: 'To Email', fromName: 'From Name', replyTo: 'Reply To', content: 'Content (HTML)' },
} as const;
