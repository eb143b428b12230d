import { perLocale, type Text } from '@/lib/i18n';
import type { ArticleCategory, ValueSource } from '@/content/types';
import { nbsp } from '@/lib/typography';

/* The words of the blog page and of the article pages, around the articles themselves. */

const blogSource = {
  hero: {
    label: { fr: 'À la une', en: 'Featured' },
    eyebrow: { fr: 'Notre engagement', en: 'Our commitment' },
  },
  intro: {
    eyebrow: { fr: 'Blog santé', en: 'Health blog' },
    title: { fr: 'Conseils santé et vie quotidienne', en: 'Advice on health and everyday life' },
    lead: {
      fr: `Nos soignants partagent leurs conseils pour prendre soin de vos proches${nbsp}: accompagnement à l'hôpital, aménagement du domicile, alimentation, prévention des maladies chroniques et soutien aux aidants.`,
      en: 'Our carers share advice on looking after your loved ones: going with them to hospital, making the home safer, eating well, preventing long-term illness and supporting family carers.',
    },
  },
  careTeam: {
    eyebrow: { fr: 'Notre équipe', en: 'Our team' },
    title: { fr: 'Une équipe soignante à vos côtés', en: 'A care team at your side' },
    paragraphs: [
      {
        fr: `Médecins, infirmiers, sages-femmes et auxiliaires de vie${nbsp}: notre équipe accompagne chaque jour des familles de Yaoundé, à domicile comme à l'hôpital.`,
        en: 'Doctors, nurses, midwives and care assistants: every day, our team supports families in Yaoundé, at home and in hospital.',
      },
      {
        fr: "À travers ces articles, nous partageons ce que nous apprenons sur le terrain, avec des conseils simples et fiables. Ils ne remplacent pas l'avis de votre médecin, mais vous aident à mieux comprendre et à mieux agir au quotidien.",
        en: 'In these articles, we share what we learn in our daily work, with simple, reliable advice. They do not replace your doctor’s advice, but they can help you understand more and make good choices day to day.',
      },
    ],
    link: { fr: 'Découvrir notre équipe', en: 'Meet our team' },
    highlights: [
      {
        title: { fr: 'Accompagnement hospitalier', en: 'Support in hospital' },
        description: {
          fr: "Nous accompagnons votre proche lors des consultations, des examens et des hospitalisations, pour qu'il ne soit jamais seul.",
          en: 'We go with your loved one to appointments, tests and hospital stays, so they are never alone.',
        },
        icon: 'hospital',
      },
      {
        title: { fr: 'Soins à domicile', en: 'Care at home' },
        description: {
          fr: `Pansements, injections, perfusions et surveillance${nbsp}: des soins infirmiers de qualité, sans quitter la maison.`,
          en: 'Dressings, injections, drips and monitoring: quality nursing care without leaving home.',
        },
        icon: 'home-heart',
      },
      {
        title: { fr: 'Soutien aux personnes âgées', en: 'Support for older people' },
        description: {
          fr: 'Une aide bienveillante pour la toilette, les repas et les déplacements, dans le respect des habitudes de chacun.',
          en: 'Kind help with washing, meals and getting around, respecting each person’s habits.',
        },
        icon: 'users',
      },
      {
        title: { fr: 'Suivi médical', en: 'Regular health checks' },
        description: {
          fr: 'Contrôle régulier de la tension, de la glycémie et du poids, en lien avec le médecin traitant.',
          en: 'Regular checks on blood pressure, blood sugar and weight, working with the family doctor.',
        },
        icon: 'stethoscope',
      },
    ] satisfies ValueSource[],
  },
  card: {
    read: { fr: "Lire l'article", en: 'Read the article' },
    colon: { fr: `${nbsp}: `, en: ': ' },
  },
  article: {
    /** Who signs an article written by no one doctor: {centre} is the centre's short name. */
    team: { fr: "L'équipe {centre}", en: 'The {centre} team' },
    /** The category names (the chips, the cards, search engines). */
    categories: {
      support: { fr: 'Accompagnement', en: 'Support' },
      home: { fr: 'Domicile', en: 'At home' },
      health: { fr: 'Santé', en: 'Health' },
      nutrition: { fr: 'Alimentation', en: 'Nutrition' },
      wellbeing: { fr: 'Bien-être', en: 'Well-being' },
    } satisfies Record<ArticleCategory, Text>,
    /** The fixed health tag every article carries beside its category. */
    healthTag: { fr: 'Santé à domicile', en: 'Health at home' },
    back: { fr: 'Retour au blog', en: 'Back to the blog' },
    category: { fr: `Catégorie${nbsp}: `, en: 'Category: ' },
    published: { fr: 'Publié le {date}', en: 'Published on {date}' },
    /** « Par Dr … » */
    by: { fr: 'Par {author}', en: 'By {author}' },
    reading: { fr: `Lecture${nbsp}: {minutes}${nbsp}min`, en: 'Reading time: {minutes}\u00A0min' },
    tags: { fr: `Mots-clés${nbsp}:`, en: 'Tags:' },
    shareInvite: {
      fr: `Ces conseils peuvent aider un proche${nbsp}? Faites-les circuler.`,
      en: 'Could this advice help someone you know? Pass it on.',
    },
    share: { fr: 'Partager cet article', en: 'Share this article' },
    disclaimer: {
      fr: "Ces conseils ne remplacent pas une consultation. En cas de doute sur la santé d'un proche, parlez-en à son médecin ou appelez-nous.",
      en: 'This advice does not replace a consultation. If you are worried about a loved one’s health, talk to their doctor or call us.',
    },
    related: { fr: 'À lire aussi', en: 'Read next' },
    all: { fr: 'Tous les articles', en: 'All articles' },
  },
};

/** The blog's words in each language: `blogPage[locale].intro.title`. */
export const blogPage = perLocale(blogSource);
