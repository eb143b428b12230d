import { site } from './site';
import type { Figure, ImageAsset, Value } from './types';

/* Content of the /about page. */

export const aboutIntro: { title: string; lead: string } = {
  title: "À propos d'Aide & Vie",
  lead: "Un centre médical et de soins à domicile né à Yaoundé d'une conviction simple\u00A0: chacun mérite d'être soigné avec compétence, respect et chaleur humaine, chez lui comme à l'hôpital.",
};

export const history: string[] = [
  `Le ${site.name} a ouvert ses portes le 7 janvier 2024, à Yaoundé. Il a été fondé par la ${site.founder.name}, médecin, qui en assure aujourd'hui la direction.`,
  "Pendant ses années d'exercice à l'hôpital, elle a vu trop de patients âgés rentrer chez eux sans soutien, trop de familles épuisées et trop de personnes renoncer à des soins faute de pouvoir se déplacer. De ce constat est née l'idée d'un centre qui irait vers les patients, au lieu de leur demander de venir.",
  "Pour réaliser ce projet, elle s'est entourée de médecins, d'infirmiers, de sages-femmes et d'auxiliaires de vie expérimentés. Si le centre est jeune, son équipe, elle, cumule plus de douze années de pratique en milieu hospitalier et à domicile.",
  "Aujourd'hui, Aide & Vie accompagne chaque jour des personnes âgées, des malades chroniques, des femmes enceintes et des patients en convalescence dans toute la ville et ses environs, avec une même exigence\u00A0: la qualité des soins et le respect de la personne.",
];

export const figures: Figure[] = [
  { value: '12+', label: "Années d'expérience", icon: 'award' },
  { value: '5K+', label: 'Patients satisfaits', icon: 'users' },
  { value: '24/7', label: "Service d'urgence", icon: 'emergency' },
  { value: '15+', label: 'Professionnels qualifiés', icon: 'stethoscope' },
];

export const values: Value[] = [
  {
    title: 'Médecins experts',
    description:
      'Des médecins diplômés et expérimentés, généralistes et spécialistes, qui encadrent tous les soins réalisés à domicile.',
    icon: 'stethoscope',
  },
  {
    title: 'Équipements modernes',
    description:
      'Du matériel médical fiable et régulièrement contrôlé, au centre comme dans la trousse de nos soignants.',
    icon: 'microscope',
  },
  {
    title: 'Pharmacie intégrée',
    description:
      'Une pharmacie au sein du centre pour obtenir rapidement les médicaments prescrits, avec des conseils sur leur bon usage.',
    icon: 'pill',
  },
  {
    title: 'Approche humaine',
    description:
      "L'écoute, la patience et le respect des habitudes de chacun sont au cœur de notre façon de soigner.",
    icon: 'hand-heart',
  },
];

export const founderQuote: { text: string; author: string; role: string } = {
  text: "Soigner, ce n'est pas seulement traiter une maladie. C'est aussi rassurer, écouter et permettre à chacun de vivre dignement, là où il se sent chez lui.",
  author: site.founder.name,
  role: site.founder.role,
};

export const solution: { title: string; paragraphs: string[] } = {
  title: 'Notre solution\u00A0: des soins qui viennent à vous',
  paragraphs: [
    "Les déplacements, l'attente et le manque de relais à la maison sont souvent ce qui freine l'accès aux soins, surtout pour les personnes fragiles. Aide & Vie rapproche les soins des patients\u00A0: nos équipes se déplacent à domicile, 7 jours sur 7, et accompagnent aussi les patients lors de leurs consultations et hospitalisations.",
    "Chaque prise en charge commence par une évaluation personnalisée et se poursuit par un suivi régulier, en lien avec le médecin traitant et la famille. Ainsi, personne n'est laissé seul face à la maladie.",
  ],
};

export const priorityGroups: Value[] = [
  {
    title: 'Personnes âgées dépendantes',
    description:
      "Une aide quotidienne et des soins adaptés pour rester chez soi en sécurité, le plus longtemps possible.",
    icon: 'users',
  },
  {
    title: 'Femmes enceintes ou jeunes mamans',
    description:
      'Un suivi attentif à domicile pendant la grossesse et dans les semaines qui suivent la naissance.',
    icon: 'baby',
  },
  {
    title: 'Patients en post-opératoire',
    description:
      "Des soins infirmiers et une aide au quotidien pour bien récupérer après une opération ou une hospitalisation.",
    icon: 'hospital',
  },
  {
    title: 'Patients atteints de maladies chroniques',
    description:
      'Un suivi régulier de la tension, du diabète ou du cœur, pour éviter les complications et vivre mieux.',
    icon: 'heart-pulse',
  },
];

/** Artwork of the about page: the team in front of the centre, and the founder's portrait. */
export const aboutImages: { team: ImageAsset; founder: ImageAsset } = {
  team: {
    src: '/images/about/team.svg',
    alt: "Illustration de l'équipe du centre, infirmières, infirmiers et médecin, souriants devant le bâtiment d'Aide & Vie",
    width: 1200,
    height: 800,
  },
  founder: {
    src: '/images/about/founder.svg',
    alt: `Portrait illustré de ${site.founder.name.replace(/^Dr\.?\s+/, '')}, fondatrice du centre, en blouse blanche, un dossier de soins à la main`,
    width: 600,
    height: 700,
  },
};
