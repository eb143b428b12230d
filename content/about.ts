import { perLocale, type Text } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import { siteSource } from './site';
import { nbsp } from '@/lib/typography';

/*
 * The about page: its story, figures, values, the founder's word and the people it helps are the
 * centre's (content/about/page.yml); its headings and labels are the site's own words, here.
 */

const { founder } = siteSource;
const page = siteContent.about;

const aboutSource = {
  lead: {
    fr: `Un centre médical et de soins à domicile né à Yaoundé d'une conviction simple${nbsp}: chacun mérite d'être soigné avec compétence, respect et chaleur humaine, chez lui comme à l'hôpital.`,
    en: 'A medical and home-care centre, founded in Yaoundé on one simple belief: everyone deserves care given with skill, respect and warmth, whether at home or in hospital.',
  },
  history: {
    eyebrow: { fr: 'Notre histoire', en: 'Our story' },
    title: { fr: 'Un centre né pour aller vers les patients', en: 'A centre that brings care to patients' },
    text: page.history,
    factsLabel: { fr: 'Le centre en bref', en: 'The centre at a glance' },
    founded: { fr: 'Fondé le', en: 'Founded on' },
    foundedBy: { fr: 'Fondé par', en: 'Founded by' },
    zone: { fr: 'Où nous intervenons', en: 'Where we work' },
    homeCare: { fr: 'Soins à domicile', en: 'Home care' },
  },
  figuresTitle: { fr: 'Aide & Vie en chiffres', en: 'Aide & Vie in figures' },
  figures: page.figures,
  values: {
    eyebrow: { fr: 'Nos valeurs', en: 'Our values' },
    title: { fr: 'Ce qui fait la différence', en: 'What makes us different' },
    lead: {
      fr: 'Des soignants compétents, du matériel fiable et, toujours, le respect de la personne.',
      en: 'Skilled carers, reliable equipment and, always, respect for each person.',
    },
    items: page.values,
  },
  founder: {
    eyebrow: { fr: 'Le mot de la fondatrice', en: 'A word from our founder' },
    title: { fr: "Soigner, c'est aussi rassurer", en: 'Caring is also about reassurance' },
    quote: page.founder.quote,
    author: founder.name,
    role: founder.role,
  },
  solution: {
    eyebrow: { fr: 'Notre réponse', en: 'Our answer' },
    title: { fr: `Notre solution${nbsp}: des soins qui viennent à vous`, en: 'Our solution: care that comes to you' },
    text: page.solution,
    groupsTitle: { fr: 'Les personnes que nous accompagnons en priorité', en: 'The people we help most' },
    groups: page.groups,
  },
  /** Artwork of the about page: the team in front of the centre, and the founder's portrait. */
  images: page.images,
} satisfies Record<string, unknown> & { lead: Text };

/** The about page's words in each language: `about[locale].history.title`. */
export const about = perLocale(aboutSource);
