import { perLocale, type Text } from '@/lib/i18n';
import { siteSource } from './site';
import type { FigureSource, ImageSource, ValueSource } from './types';
import { nbsp } from './typography';

/* Content of the about page, in both languages. */

const { founder } = siteSource;
const founderPlainName = founder.name.replace(/^Dr\.?\s+/, '');

const aboutSource = {
  lead: {
    fr: `Un centre médical et de soins à domicile né à Yaoundé d'une conviction simple${nbsp}: chacun mérite d'être soigné avec compétence, respect et chaleur humaine, chez lui comme à l'hôpital.`,
    en: 'A medical and home-care centre, founded in Yaoundé on one simple belief: everyone deserves care given with skill, respect and warmth, whether at home or in hospital.',
  },
  history: {
    eyebrow: { fr: 'Notre histoire', en: 'Our story' },
    title: { fr: 'Un centre né pour aller vers les patients', en: 'A centre that brings care to patients' },
    paragraphs: [
      {
        fr: `Le ${siteSource.name.fr} a ouvert ses portes le 7 janvier 2024, à Yaoundé. Il a été fondé par la ${founder.name}, médecin, qui en assure aujourd'hui la direction.`,
        en: `The ${siteSource.name.en} opened its doors in Yaoundé on 7 January 2024. It was founded by ${founder.name}, who still runs it today.`,
      },
      {
        fr: "Pendant ses années d'exercice à l'hôpital, elle a vu trop de patients âgés rentrer chez eux sans soutien, trop de familles épuisées et trop de personnes renoncer à des soins faute de pouvoir se déplacer. De ce constat est née l'idée d'un centre qui irait vers les patients, au lieu de leur demander de venir.",
        en: 'In her years working in hospital, she saw too many elderly patients go home with no support, too many exhausted families, and too many people give up on care because they could not travel. This gave her the idea of a centre that would go to patients, rather than asking them to come to it.',
      },
      {
        fr: "Pour réaliser ce projet, elle s'est entourée de médecins, d'infirmiers, de sages-femmes et d'auxiliaires de vie expérimentés. Si le centre est jeune, son équipe, elle, cumule plus de douze années de pratique en milieu hospitalier et à domicile.",
        en: 'To make it happen, she brought together experienced doctors, nurses, midwives and care assistants. The centre is young, but between them its team has more than twelve years of experience, in hospitals and in people’s homes.',
      },
      {
        fr: `Aujourd'hui, Aide & Vie accompagne chaque jour des personnes âgées, des malades chroniques, des femmes enceintes et des patients en convalescence dans toute la ville et ses environs, avec une même exigence${nbsp}: la qualité des soins et le respect de la personne.`,
        en: 'Today, Aide & Vie cares for older people, people with long-term illnesses, pregnant women and patients who are recovering, every day, across the city and the surrounding area. Our standard never changes: good care and respect for each person.',
      },
    ],
    factsLabel: { fr: 'Le centre en bref', en: 'The centre at a glance' },
    founded: { fr: 'Fondé le', en: 'Founded on' },
    foundedBy: { fr: 'Fondé par', en: 'Founded by' },
    zone: { fr: 'Où nous intervenons', en: 'Where we work' },
    homeCare: { fr: 'Soins à domicile', en: 'Home care' },
  },
  figuresTitle: { fr: 'Aide & Vie en chiffres', en: 'Aide & Vie in figures' },
  figures: [
    { value: '12+', label: { fr: "Années d'expérience", en: 'Years of experience' }, icon: 'award' },
    { value: '5K+', label: { fr: 'Patients satisfaits', en: 'Satisfied patients' }, icon: 'users' },
    { value: '24/7', label: { fr: "Service d'urgence", en: 'Emergency service' }, icon: 'emergency' },
    { value: '15+', label: { fr: 'Professionnels qualifiés', en: 'Qualified professionals' }, icon: 'stethoscope' },
  ] satisfies FigureSource[],
  values: {
    eyebrow: { fr: 'Nos valeurs', en: 'Our values' },
    title: { fr: 'Ce qui fait la différence', en: 'What makes us different' },
    lead: {
      fr: 'Des soignants compétents, du matériel fiable et, toujours, le respect de la personne.',
      en: 'Skilled carers, reliable equipment and, always, respect for each person.',
    },
    items: [
      {
        title: { fr: 'Médecins experts', en: 'Expert doctors' },
        description: {
          fr: 'Des médecins diplômés et expérimentés, généralistes et spécialistes, qui encadrent tous les soins réalisés à domicile.',
          en: 'Qualified, experienced doctors, both GPs and specialists, who oversee all the care we give at home.',
        },
        icon: 'stethoscope',
      },
      {
        title: { fr: 'Équipements modernes', en: 'Modern equipment' },
        description: {
          fr: 'Du matériel médical fiable et régulièrement contrôlé, au centre comme dans la trousse de nos soignants.',
          en: 'Reliable, regularly checked medical equipment, at the centre and in our carers’ bags.',
        },
        icon: 'microscope',
      },
      {
        title: { fr: 'Pharmacie intégrée', en: 'On-site pharmacy' },
        description: {
          fr: 'Une pharmacie au sein du centre pour obtenir rapidement les médicaments prescrits, avec des conseils sur leur bon usage.',
          en: 'A pharmacy inside the centre, to get prescribed medicines quickly, with advice on how to take them.',
        },
        icon: 'pill',
      },
      {
        title: { fr: 'Approche humaine', en: 'A caring approach' },
        description: {
          fr: "L'écoute, la patience et le respect des habitudes de chacun sont au cœur de notre façon de soigner.",
          en: 'Listening, patience and respect for each person’s habits are at the heart of how we care for people.',
        },
        icon: 'hand-heart',
      },
    ] satisfies ValueSource[],
  },
  founder: {
    eyebrow: { fr: 'Le mot de la fondatrice', en: 'A word from our founder' },
    title: { fr: "Soigner, c'est aussi rassurer", en: 'Caring is also about reassurance' },
    quote: {
      fr: "Soigner, ce n'est pas seulement traiter une maladie. C'est aussi rassurer, écouter et permettre à chacun de vivre dignement, là où il se sent chez lui.",
      en: 'Caring is not just about treating an illness. It also means reassuring people, listening to them, and helping everyone live with dignity in the place they call home.',
    },
    author: founder.name,
    role: founder.role,
  },
  solution: {
    eyebrow: { fr: 'Notre réponse', en: 'Our answer' },
    title: { fr: `Notre solution${nbsp}: des soins qui viennent à vous`, en: 'Our solution: care that comes to you' },
    paragraphs: [
      {
        fr: `Les déplacements, l'attente et le manque de relais à la maison sont souvent ce qui freine l'accès aux soins, surtout pour les personnes fragiles. Aide & Vie rapproche les soins des patients${nbsp}: nos équipes se déplacent à domicile, 7 jours sur 7, et accompagnent aussi les patients lors de leurs consultations et hospitalisations.`,
        en: 'Long journeys, waiting, and having no one to help at home often stop people from getting care, especially the most vulnerable. Aide & Vie brings care closer to patients: our teams visit people at home 7 days a week, and also go with patients to their appointments and hospital stays.',
      },
      {
        fr: "Chaque prise en charge commence par une évaluation personnalisée et se poursuit par un suivi régulier, en lien avec le médecin traitant et la famille. Ainsi, personne n'est laissé seul face à la maladie.",
        en: 'Every care plan starts with a personal assessment, followed by regular check-ins with the family doctor and the family. That way, no one has to face illness alone.',
      },
    ],
    groupsTitle: { fr: 'Les personnes que nous accompagnons en priorité', en: 'The people we help most' },
    groups: [
      {
        title: { fr: 'Personnes âgées dépendantes', en: 'Older people who need daily help' },
        description: {
          fr: 'Une aide quotidienne et des soins adaptés pour rester chez soi en sécurité, le plus longtemps possible.',
          en: 'Daily help and the right care to stay safely at home for as long as possible.',
        },
        icon: 'users',
      },
      {
        title: { fr: 'Femmes enceintes ou jeunes mamans', en: 'Pregnant women and new mothers' },
        description: {
          fr: 'Un suivi attentif à domicile pendant la grossesse et dans les semaines qui suivent la naissance.',
          en: 'Careful check-ups at home during pregnancy and in the weeks after the birth.',
        },
        icon: 'baby',
      },
      {
        title: { fr: 'Patients en post-opératoire', en: 'Patients recovering from an operation' },
        description: {
          fr: 'Des soins infirmiers et une aide au quotidien pour bien récupérer après une opération ou une hospitalisation.',
          en: 'Nursing care and everyday help to recover well after an operation or a hospital stay.',
        },
        icon: 'hospital',
      },
      {
        title: { fr: 'Patients atteints de maladies chroniques', en: 'Patients with long-term illnesses' },
        description: {
          fr: 'Un suivi régulier de la tension, du diabète ou du cœur, pour éviter les complications et vivre mieux.',
          en: 'Regular checks on blood pressure, diabetes or heart problems, to avoid complications and live better.',
        },
        icon: 'heart-pulse',
      },
    ] satisfies ValueSource[],
  },
  /** Artwork of the about page: the team in front of the centre, and the founder's portrait. */
  images: {
    team: {
      src: '/images/about/team.svg',
      alt: {
        fr: "Illustration de l'équipe du centre, infirmières, infirmiers et médecin, souriants devant le bâtiment d'Aide & Vie",
        en: 'Illustration of the centre’s team, nurses and a doctor, smiling in front of the Aide & Vie building',
      },
      width: 1200,
      height: 800,
    },
    founder: {
      src: '/images/about/founder.svg',
      alt: {
        fr: `Portrait illustré de ${founderPlainName}, fondatrice du centre, en blouse blanche, un dossier de soins à la main`,
        en: `Illustrated portrait of ${founderPlainName}, the centre’s founder, in a white coat, holding a patient file`,
      },
      width: 600,
      height: 700,
    },
  } satisfies Record<string, ImageSource>,
} satisfies Record<string, unknown> & { lead: Text };

/** The about page's words in each language: `about[locale].history.title`. */
export const about = perLocale(aboutSource);
