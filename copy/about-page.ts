import { perLocale, type Text } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * The words of the about page around what the centre wrote (content/about/page.yml, read through
 * content/about.ts): its lead, its headings and its labels.
 */

const aboutPageSource = {
  lead: {
    fr: `Un centre médical et de soins à domicile né à Yaoundé d'une conviction simple${nbsp}: chacun mérite d'être soigné avec compétence, respect et chaleur humaine, chez lui comme à l'hôpital.`,
    en: 'A medical and home-care centre, founded in Yaoundé on one simple belief: everyone deserves care given with skill, respect and warmth, whether at home or in hospital.',
  },
  history: {
    eyebrow: { fr: 'Notre histoire', en: 'Our story' },
    title: { fr: 'Un centre né pour aller vers les patients', en: 'A centre that brings care to patients' },
    factsLabel: { fr: 'Le centre en bref', en: 'The centre at a glance' },
    founded: { fr: 'Fondé le', en: 'Founded on' },
    foundedBy: { fr: 'Fondé par', en: 'Founded by' },
    zone: { fr: 'Où nous intervenons', en: 'Where we work' },
  },
  /** {centre}: the centre's short name. */
  figuresTitle: { fr: '{centre} en chiffres', en: '{centre} in figures' },
  values: {
    eyebrow: { fr: 'Nos valeurs', en: 'Our values' },
    title: { fr: 'Ce qui fait la différence', en: 'What makes us different' },
    lead: {
      fr: 'Des soignants compétents, du matériel fiable et, toujours, le respect de la personne.',
      en: 'Skilled carers, reliable equipment and, always, respect for each person.',
    },
  },
  founder: {
    eyebrow: { fr: 'Le mot de la fondatrice', en: 'A word from our founder' },
    title: { fr: "Soigner, c'est aussi rassurer", en: 'Caring is also about reassurance' },
  },
  solution: {
    eyebrow: { fr: 'Notre réponse', en: 'Our answer' },
    title: { fr: `Notre solution${nbsp}: des soins qui viennent à vous`, en: 'Our solution: care that comes to you' },
    groupsTitle: { fr: 'Les personnes que nous accompagnons en priorité', en: 'The people we help most' },
  },
} satisfies Record<string, unknown> & { lead: Text };

/** The about page's words in each language: `aboutPage[locale].history.title`. */
export const aboutPage = perLocale(aboutPageSource);
