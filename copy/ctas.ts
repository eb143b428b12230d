import { perLocale } from '@/lib/i18n';
import type { CallToActionSource } from '@/content/types';

/* The coloured boxes that close the pages: a short message, the contact page and a call. */

export const ctaSources = {
  home: {
    id: 'home-cta-title',
    icon: 'home-heart',
    title: { fr: "Besoin d'aide pour vous ou un proche\u00A0?", en: 'Do you or someone you love need help?' },
    text: {
      fr: "Parlez-nous de votre situation\u00A0: nous vous conseillons et organisons une visite d'évaluation à domicile, sans engagement.",
      en: 'Tell us about your situation. We will give you advice and arrange a home visit to assess your needs, with no obligation.',
    },
    contact: { label: { fr: 'Nous contacter', en: 'Contact us' }, icon: 'mail' },
    call: { label: { fr: 'Appeler le', en: 'Call' }, phone: 'reception' },
  },
  about: {
    id: 'about-cta-title',
    icon: 'emergency',
    title: { fr: 'Parlons de vos besoins', en: 'Let’s talk about what you need' },
    text: {
      fr: "Une question, un projet de soins à domicile\u00A0? Écrivez-nous. En cas d'urgence, notre ligne est ouverte 24\u00A0h/24.",
      en: 'Have a question, or want to arrange care at home? Write to us. In an emergency, our line is open 24 hours a day.',
    },
    contact: { label: { fr: 'Nous contacter', en: 'Contact us' }, icon: 'mail' },
    call: { label: { fr: 'Urgences\u00A0:', en: 'Emergencies:' }, phone: 'emergency' },
  },
  services: {
    id: 'services-cta-title',
    icon: 'question',
    title: { fr: 'Vous hésitez entre plusieurs services\u00A0?', en: 'Not sure which service is right?' },
    text: {
      fr: "Expliquez-nous la situation de votre proche\u00A0: nous vous aidons à choisir et vous proposons une visite d'évaluation à domicile, sans engagement.",
      en: 'Tell us about your loved one’s situation. We will help you choose, and we can arrange a home visit to assess their needs, with no obligation.',
    },
    contact: { label: { fr: 'Nous contacter', en: 'Contact us' }, icon: 'mail' },
    call: { label: { fr: 'Appeler le', en: 'Call' }, phone: 'homeCare' },
  },
  doctors: {
    id: 'doctors-cta-title',
    icon: 'stethoscope',
    title: { fr: "Besoin de l'avis d'un spécialiste\u00A0?", en: 'Need a specialist’s opinion?' },
    text: {
      fr: 'Nos médecins vous reçoivent au centre ou coordonnent vos soins à domicile. Dites-nous ce dont vous avez besoin, nous vous orientons vers le bon praticien.',
      en: 'Our doctors see you at the centre or coordinate your care at home. Tell us what you need and we will put you in touch with the right doctor.',
    },
    contact: { label: { fr: 'Consulter un spécialiste', en: 'See a specialist' }, icon: 'calendar' },
    call: { label: { fr: 'Appeler le', en: 'Call' }, phone: 'reception' },
  },
  blog: {
    id: 'blog-cta-title',
    icon: 'heart',
    title: { fr: "Besoin d'aide pour un proche\u00A0?", en: 'Need help for someone you love?' },
    text: {
      fr: 'Parlez-nous de votre situation. Notre équipe vous conseille et vous propose un accompagnement adapté, sans engagement.',
      en: 'Tell us about your situation. Our team will give you advice and suggest the right support, with no obligation.',
    },
    contact: { label: { fr: 'Contactez-nous', en: 'Contact us' }, icon: 'mail' },
    call: { label: { fr: 'Appeler le', en: 'Call' }, phone: 'reception' },
  },
} satisfies Record<string, CallToActionSource>;

/** The closing boxes in each language: `ctas[locale].home`. */
export const ctas = perLocale(ctaSources);
