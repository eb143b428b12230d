import { paths } from '@/lib/routes';
import type { HeroSlide, Slide } from './types';

/* Hero slides of the home page, the services page and the blog. */

export const homeSlides: Slide[] = [
  {
    id: 1,
    image: {
      src: '/images/slides/home-1.svg',
      alt: "Illustration d'une soignante assise auprès d'une dame âgée qui sourit, dans un salon baigné de lumière",
      width: 1600,
      height: 900,
    },
    title: 'Un accompagnement sur mesure',
    subtitle:
      "Chaque personne est unique. Nous construisons avec vous un accompagnement adapté à vos besoins, à vos habitudes et à votre rythme.",
    cta: { label: 'Prendre rendez-vous', href: paths.appointment },
  },
  {
    id: 2,
    image: {
      src: '/images/slides/home-2.svg',
      alt: "Illustration de l'équipe du centre\u00A0: médecins, infirmières et auxiliaires de vie réunis et souriants",
      width: 1600,
      height: 900,
    },
    title: 'Des professionnels certifiés',
    subtitle:
      'Médecins, infirmiers, sages-femmes et auxiliaires de vie diplômés, formés pour vous soigner avec compétence et bienveillance.',
    cta: { label: 'Découvrir notre équipe', href: paths.doctors },
  },
  {
    id: 3,
    image: {
      src: '/images/slides/home-3.svg',
      alt: "Illustration d'une infirmière qui prend la tension d'un monsieur âgé installé dans son fauteuil, chez lui",
      width: 1600,
      height: 900,
    },
    title: 'Des soins sereins à domicile',
    subtitle:
      'Recevez des soins de qualité sans quitter votre maison, entouré de vos proches et de vos repères.',
    cta: { label: 'Voir nos services', href: paths.services },
  },
];

export const servicesSlides: Slide[] = [
  {
    id: 1,
    image: {
      src: '/images/slides/services-1.svg',
      alt: "Illustration d'une infirmière qui arrive, sa trousse de soins à la main, devant la maison d'un monsieur âgé qui lui fait signe depuis sa porte",
      width: 1600,
      height: 900,
    },
    title: 'Des soins adaptés à chaque besoin',
    subtitle:
      "Aide au quotidien, soins infirmiers, suivi de grossesse ou nutrition\u00A0: trouvez l'accompagnement qui vous convient.",
    cta: { label: 'Découvrir nos services', href: paths.services },
  },
  {
    id: 2,
    image: {
      src: '/images/slides/services-2.svg',
      alt: "Illustration d'une soignante assise au chevet d'une dame alitée, sa trousse de soins posée sur la table de nuit",
      width: 1600,
      height: 900,
    },
    title: 'Une équipe disponible 7 jours sur 7',
    subtitle:
      'Nos soignants interviennent chez vous tous les jours, de 7h à 22h, à Yaoundé et dans ses environs.',
    cta: { label: 'Découvrir nos services', href: paths.services },
  },
  {
    id: 3,
    image: {
      src: '/images/slides/services-3.svg',
      alt: "Illustration d'une famille qui échange avec une soignante autour d'une table, un carnet de suivi ouvert",
      width: 1600,
      height: 900,
    },
    title: 'Des tarifs clairs et sans engagement',
    subtitle:
      'Des prix indicatifs affichés pour chaque service, ajustés après une évaluation personnalisée, sans engagement de durée.',
    cta: { label: 'Découvrir nos services', href: paths.services },
  },
];

export const blogSlides: HeroSlide[] = [
  {
    id: 1,
    src: '/images/slides/blog-1.svg',
    alt: "Illustration d'une soignante qui tient la main d'une dame âgée en l'écoutant attentivement",
    width: 1600,
    height: 900,
    title: 'Un accompagnement humain et personnalisé',
    subtitle:
      "Écoute, patience et respect\u00A0: nous prenons le temps de connaître chaque personne pour l'accompagner au mieux.",
  },
  {
    id: 2,
    src: '/images/slides/blog-2.svg',
    alt: "Illustration d'un monsieur âgé qui lit paisiblement dans son fauteuil, chez lui, une tasse à côté de lui",
    width: 1600,
    height: 900,
    title: 'Le confort de votre domicile',
    subtitle:
      'Rester chez soi, au milieu de ses souvenirs et de ses proches, tout en recevant les soins dont on a besoin.',
  },
  {
    id: 3,
    src: '/images/slides/blog-3.svg',
    alt: "Illustration d'une accompagnatrice assise au chevet d'une patiente dans une chambre d'hôpital",
    width: 1600,
    height: 900,
    title: "Une présence rassurante à l'hôpital",
    subtitle:
      "Consultations, examens, hospitalisation\u00A0: nous accompagnons votre proche pour qu'il ne soit jamais seul.",
  },
];
