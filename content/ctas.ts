import type { CallToAction } from './types';

/* The coloured boxes that close the pages: a short message, the contact page and a call. */

export const homeCta: CallToAction = {
  id: 'home-cta-title',
  icon: 'home-heart',
  title: "Besoin d'aide pour vous ou un proche\u00A0?",
  text: "Parlez-nous de votre situation\u00A0: nous vous conseillons et organisons une visite d'évaluation à domicile, sans engagement.",
  contact: { label: 'Nous contacter', icon: 'mail' },
  call: { label: 'Appeler le', phone: 'reception' },
};

export const aboutCta: CallToAction = {
  id: 'about-cta-title',
  icon: 'emergency',
  title: 'Parlons de vos besoins',
  text: "Une question, un projet de soins à domicile\u00A0? Écrivez-nous. En cas d'urgence, notre ligne est ouverte 24h/24.",
  contact: { label: 'Nous contacter', icon: 'mail' },
  call: { label: 'Urgences\u00A0:', phone: 'emergency' },
};

export const servicesCta: CallToAction = {
  id: 'services-cta-title',
  icon: 'question',
  title: 'Vous hésitez entre plusieurs services\u00A0?',
  text: "Expliquez-nous la situation de votre proche\u00A0: nous vous aidons à choisir et vous proposons une visite d'évaluation à domicile, sans engagement.",
  contact: { label: 'Nous contacter', icon: 'mail' },
  call: { label: 'Appeler le', phone: 'homeCare' },
};

export const doctorsCta: CallToAction = {
  id: 'doctors-cta-title',
  icon: 'stethoscope',
  title: "Besoin de l'avis d'un spécialiste\u00A0?",
  text: 'Nos médecins vous reçoivent au centre ou coordonnent vos soins à domicile. Dites-nous ce dont vous avez besoin, nous vous orientons vers le bon praticien.',
  contact: { label: 'Consulter un spécialiste', icon: 'calendar' },
  call: { label: 'Appeler le', phone: 'reception' },
};

export const blogCta: CallToAction = {
  id: 'blog-cta-title',
  icon: 'heart',
  title: "Besoin d'aide pour un proche\u00A0?",
  text: 'Parlez-nous de votre situation. Notre équipe vous conseille et vous propose un accompagnement adapté, sans engagement.',
  contact: { label: 'Contactez-nous', icon: 'mail' },
  call: { label: 'Appeler le', phone: 'reception' },
};
