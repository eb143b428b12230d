import type { BlogHighlight } from './types';

/* Fixed texts of the /blog page, around the article grid. */

export const blogIntro: { title: string; lead: string } = {
  title: 'Conseils santé et vie quotidienne',
  lead: "Nos soignants partagent leurs conseils pour prendre soin de vos proches\u00A0: accompagnement à l'hôpital, aménagement du domicile, alimentation, prévention des maladies chroniques et soutien aux aidants.",
};

export const careTeamAbout: { title: string; paragraphs: string[] } = {
  title: 'Une équipe soignante à vos côtés',
  paragraphs: [
    "Médecins, infirmiers, sages-femmes et auxiliaires de vie\u00A0: notre équipe accompagne chaque jour des familles de Yaoundé, à domicile comme à l'hôpital.",
    "À travers ces articles, nous partageons ce que nous apprenons sur le terrain, avec des conseils simples et fiables. Ils ne remplacent pas l'avis de votre médecin, mais vous aident à mieux comprendre et à mieux agir au quotidien.",
  ],
};

export const blogHighlights: BlogHighlight[] = [
  {
    title: 'Accompagnement hospitalier',
    description:
      "Nous accompagnons votre proche lors des consultations, des examens et des hospitalisations, pour qu'il ne soit jamais seul.",
    icon: 'hospital',
  },
  {
    title: 'Soins à domicile',
    description:
      'Pansements, injections, perfusions et surveillance\u00A0: des soins infirmiers de qualité, sans quitter la maison.',
    icon: 'home-heart',
  },
  {
    title: 'Soutien aux personnes âgées',
    description:
      "Une aide bienveillante pour la toilette, les repas et les déplacements, dans le respect des habitudes de chacun.",
    icon: 'users',
  },
  {
    title: 'Suivi médical',
    description:
      'Contrôle régulier de la tension, de la glycémie et du poids, en lien avec le médecin traitant.',
    icon: 'stethoscope',
  },
];
