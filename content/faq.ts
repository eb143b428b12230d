import { paths } from '@/lib/routes';
import { phoneList, site } from './site';
import type { FaqContactEntry, FaqItem } from './types';

/* The four questions of the home-page FAQ. Contacts come from site.ts. */

const contactEntries: FaqContactEntry[] = [
  { type: 'email', value: site.email, label: 'E-mail' },
  ...phoneList.map(
    (phone): FaqContactEntry => ({ type: 'phone', value: phone.display, label: phone.label }),
  ),
];

export const faqItems: FaqItem[] = [
  {
    id: 1,
    question: "Qu'est-ce que le service d'aide à la vie\u00A0?",
    icon: 'question',
    answer: {
      kind: 'text',
      paragraphs: [
        "Le service d'aide à la vie regroupe l'ensemble des soins et des aides que nous apportons aux personnes fragiles, chez elles ou lors de leurs rendez-vous médicaux\u00A0: aide aux gestes du quotidien, soins infirmiers, suivi médical, accompagnement à l'hôpital et soutien moral.",
        "Notre objectif est simple\u00A0: permettre à chacun de rester le plus longtemps possible dans son cadre de vie, en sécurité et dans la dignité, tout en soulageant les familles.",
      ],
    },
  },
  {
    id: 2,
    question: 'Qui peut bénéficier de nos services\u00A0?',
    icon: 'users',
    answer: {
      kind: 'text',
      paragraphs: [
        "Nos services s'adressent à toute personne qui a besoin d'aide ou de soins, de façon temporaire ou durable, ainsi qu'à ses proches. Nous accompagnons notamment\u00A0:",
      ],
      list: [
        'les personnes âgées, autonomes ou dépendantes',
        'les personnes en situation de handicap',
        'les patients suivis en psychiatrie, en lien avec leur médecin',
        'les femmes enceintes et les jeunes mamans',
        'les enfants nés avec une malformation et leurs parents',
        "les patients qui sortent de l'hôpital ou se remettent d'une opération",
        "les personnes atteintes d'une maladie chronique (diabète, hypertension…)",
      ],
    },
  },
  {
    id: 3,
    question: 'Quels sont nos principaux services\u00A0?',
    icon: 'clipboard',
    link: { href: paths.services, label: 'Voir tous nos services et leurs tarifs' },
    answer: {
      kind: 'text',
      paragraphs: [
        "Notre équipe de médecins, d'infirmiers, de sages-femmes et d'auxiliaires de vie intervient à domicile et dans les structures de soins de Yaoundé\u00A0:",
      ],
      list: [
        'aide à la vie quotidienne\u00A0: toilette, repas, déplacements, courses',
        'soins médicaux et infirmiers à domicile',
        'suivi de grossesse à domicile',
        'accompagnement thérapeutique',
        'prise de paramètres médicaux\u00A0: tension, glycémie, température',
        'services de nutrition',
        "accompagnement lors des consultations et des hospitalisations",
      ],
    },
  },
  {
    id: 4,
    question: 'Comment nous contacter\u00A0?',
    icon: 'phone',
    answer: {
      kind: 'contacts',
      intro:
        "Notre équipe vous répond du lundi au vendredi, de 8h à 20h, et notre ligne d'urgence est joignable 24h/24. Écrivez-nous ou appelez-nous\u00A0:",
      entries: contactEntries,
    },
  },
];
