import { perLocale, type Text } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/* The words of the contact page and of the appointment page's side panels. */

// The labels of the contact lines, the same on both pages.
const phone: Text = { fr: 'Téléphone', en: 'Phone' };
const email: Text = { fr: 'E-mail', en: 'Email' };

const contactSource = {
  appointment: {
    label: { fr: 'Demande de rendez-vous', en: 'Appointment request' },
    formTitle: { fr: 'Votre demande de rendez-vous', en: 'Your appointment request' },
    hours: { fr: 'Horaires', en: 'Opening hours' },
    quick: { fr: 'Contact rapide', en: 'Quick contact' },
    quickText: {
      fr: `Vous préférez parler à quelqu'un${nbsp}? Appelez-nous ou écrivez-nous.`,
      en: 'Would you rather talk to someone? Call us or write to us.',
    },
    phone,
    email,
  },
  contact: {
    label: { fr: 'Nos coordonnées et demande de rendez-vous', en: 'Our contact details and appointment request' },
    formTitle: { fr: 'Demander un rendez-vous', en: 'Request an appointment' },
    address: { fr: 'Adresse', en: 'Address' },
    map: { fr: 'Plan', en: 'Map' },
    mapLink: { fr: 'Voir sur OpenStreetMap', en: 'See it on OpenStreetMap' },
    phones: phone,
    write: { fr: 'Nous écrire', en: 'Write to us' },
    email,
    whatsapp: { fr: 'Écrire sur WhatsApp', en: 'Message us on WhatsApp' },
    hours: { fr: 'Horaires', en: 'Opening hours' },
  },
};

/** The contact words in each language: `contact[locale].contact.address`. */
export const contact = perLocale(contactSource);
