import { withHours } from '@/lib/format';
import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { centreWeekdayHours, siteSource } from './site';
import type { FaqContactEntrySource, FaqItem, FaqItemSource } from './types';
import { nbsp } from './typography';

/* The four questions of the home-page FAQ. Contacts and hours come from site.ts. */

const { reception, homeCare, emergency } = siteSource.phones;

// The phones as site.ts holds them, so links call their stored international number.
const contactEntries: FaqContactEntrySource[] = [
  { type: 'email', value: siteSource.email, label: { fr: 'E-mail', en: 'Email' } },
  ...[reception, homeCare, emergency].map((phone): FaqContactEntrySource => ({ type: 'phone', phone })),
];

const faqSources: FaqItemSource[] = [
  {
    id: 1,
    question: { fr: `Qu'est-ce que le service d'aide à la vie${nbsp}?`, en: 'What is our care and support service?' },
    icon: 'question',
    answer: {
      kind: 'text',
      paragraphs: [
        {
          fr: `Le service d'aide à la vie regroupe l'ensemble des soins et des aides que nous apportons aux personnes fragiles, chez elles ou lors de leurs rendez-vous médicaux${nbsp}: aide aux gestes du quotidien, soins infirmiers, suivi médical, accompagnement à l'hôpital et soutien moral.`,
          en: 'It covers all the care and help we give to frail or vulnerable people, at home or when they go to medical appointments: help with everyday tasks, nursing care, medical check-ups, someone to go with them to hospital, and emotional support.',
        },
        {
          fr: `Notre objectif est simple${nbsp}: permettre à chacun de rester le plus longtemps possible dans son cadre de vie, en sécurité et dans la dignité, tout en soulageant les familles.`,
          en: 'Our aim is simple: to help everyone stay in their own home for as long as possible, safely and with dignity, while easing the load on their families.',
        },
      ],
    },
  },
  {
    id: 2,
    question: { fr: `Qui peut bénéficier de nos services${nbsp}?`, en: 'Who can use our services?' },
    icon: 'users',
    answer: {
      kind: 'text',
      paragraphs: [
        {
          fr: `Nos services s'adressent à toute personne qui a besoin d'aide ou de soins, de façon temporaire ou durable, ainsi qu'à ses proches. Nous accompagnons notamment${nbsp}:`,
          en: 'Our services are for anyone who needs help or care, for a short time or for the long term, and for their families. We care especially for:',
        },
      ],
      list: [
        { fr: 'les personnes âgées, autonomes ou dépendantes', en: 'older people, whether independent or in need of daily help' },
        { fr: 'les personnes en situation de handicap', en: 'people living with a disability' },
        { fr: 'les patients suivis en psychiatrie, en lien avec leur médecin', en: 'people receiving mental health care, in close contact with their doctor' },
        { fr: 'les femmes enceintes et les jeunes mamans', en: 'pregnant women and new mothers' },
        { fr: 'les enfants nés avec une malformation et leurs parents', en: 'children born with a birth defect, and their parents' },
        {
          fr: "les patients qui sortent de l'hôpital ou se remettent d'une opération",
          en: 'patients coming home from hospital or recovering from an operation',
        },
        {
          fr: "les personnes atteintes d'une maladie chronique (diabète, hypertension…)",
          en: 'people with a long-term illness (diabetes, high blood pressure…)',
        },
      ],
    },
  },
  {
    id: 3,
    question: { fr: `Quels sont nos principaux services${nbsp}?`, en: 'What are our main services?' },
    icon: 'clipboard',
    link: { href: pageLink('services'), label: { fr: 'Voir tous nos services et leurs tarifs', en: 'See all our services and their prices' } },
    answer: {
      kind: 'text',
      paragraphs: [
        {
          fr: `Notre équipe de médecins, d'infirmiers, de sages-femmes et d'auxiliaires de vie intervient à domicile et dans les structures de soins de Yaoundé${nbsp}:`,
          en: 'Our doctors, nurses, midwives and care assistants work in people’s homes and in hospitals and clinics across Yaoundé:',
        },
      ],
      list: [
        { fr: `aide à la vie quotidienne${nbsp}: toilette, repas, déplacements, courses`, en: 'help with daily life: washing, meals, getting around, shopping' },
        { fr: 'soins médicaux et infirmiers à domicile', en: 'medical and nursing care at home' },
        { fr: 'suivi de grossesse à domicile', en: 'pregnancy check-ups at home' },
        { fr: 'accompagnement thérapeutique', en: 'therapeutic support' },
        {
          fr: `prise de paramètres médicaux${nbsp}: tension, glycémie, température`,
          en: 'health checks: blood pressure, blood sugar, temperature',
        },
        { fr: 'services de nutrition', en: 'nutrition services' },
        {
          fr: 'accompagnement lors des consultations et des hospitalisations',
          en: 'someone to go with you to medical appointments and stay with you in hospital',
        },
      ],
    },
  },
  {
    id: 4,
    question: { fr: `Comment nous contacter${nbsp}?`, en: 'How can you reach us?' },
    icon: 'phone',
    answer: {
      kind: 'contacts',
      intro: withHours(
        {
          fr: `Notre équipe vous répond du lundi au vendredi, de {opens} à {closes}, et notre ligne d'urgence est joignable 24${nbsp}h/24. Écrivez-nous ou appelez-nous${nbsp}:`,
          en: 'Our team is available Monday to Friday, {opens} to {closes}, and our emergency line is open 24 hours a day. Write to us or call us:',
        },
        centreWeekdayHours,
      ),
      entries: contactEntries,
    },
  },
];

export const faqItems: Record<Locale, FaqItem[]> = perLocale(faqSources);
