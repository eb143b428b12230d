import { withHours } from '@/lib/format';
import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { serviceHours } from './site';
import type { HeroSlide, HeroSlideSource, Slide, SlideSource } from './types';
import { nbsp } from './typography';

/* Hero slides of the home page, the services page and the blog. */

const frame = { width: 1600, height: 900 };

const homeSlideSources: SlideSource[] = [
  {
    id: 1,
    image: {
      src: '/images/slides/home-1.svg',
      alt: {
        fr: "Illustration d'une soignante assise auprès d'une dame âgée qui sourit, dans un salon baigné de lumière",
        en: 'Illustration of a carer sitting beside a smiling elderly lady in a sunlit living room',
      },
      ...frame,
    },
    title: { fr: 'Un accompagnement sur mesure', en: 'Support tailored to you' },
    subtitle: {
      fr: 'Chaque personne est unique. Nous construisons avec vous un accompagnement adapté à vos besoins, à vos habitudes et à votre rythme.',
      en: 'Everyone is different. Together, we build support that fits your needs, your habits and your pace.',
    },
    cta: { label: { fr: 'Prendre rendez-vous', en: 'Book an appointment' }, href: pageLink('appointment') },
  },
  {
    id: 2,
    image: {
      src: '/images/slides/home-2.svg',
      alt: {
        fr: `Illustration de l'équipe du centre${nbsp}: médecins, infirmières et auxiliaires de vie réunis et souriants`,
        en: 'Illustration of the centre’s team: doctors, nurses and care assistants, smiling together',
      },
      ...frame,
    },
    title: { fr: 'Des professionnels certifiés', en: 'Qualified professionals' },
    subtitle: {
      fr: 'Médecins, infirmiers, sages-femmes et auxiliaires de vie diplômés, formés pour vous soigner avec compétence et bienveillance.',
      en: 'Qualified doctors, nurses, midwives and care assistants, trained to care for you with skill and kindness.',
    },
    cta: { label: { fr: 'Découvrir notre équipe', en: 'Meet our team' }, href: pageLink('doctors') },
  },
  {
    id: 3,
    image: {
      src: '/images/slides/home-3.svg',
      alt: {
        fr: "Illustration d'une infirmière qui prend la tension d'un monsieur âgé installé dans son fauteuil, chez lui",
        en: 'Illustration of a nurse taking the blood pressure of an elderly man sitting in his armchair at home',
      },
      ...frame,
    },
    title: { fr: 'Des soins sereins à domicile', en: 'Care at home, with peace of mind' },
    subtitle: {
      fr: 'Recevez des soins de qualité sans quitter votre maison, entouré de vos proches et de vos repères.',
      en: 'Get good care without leaving home, surrounded by your loved ones and the things you know.',
    },
    cta: { label: { fr: 'Voir nos services', en: 'See our services' }, href: pageLink('services') },
  },
];

const servicesCta = { label: { fr: 'Découvrir nos services', en: 'Explore our services' }, href: pageLink('services') };

const servicesSlideSources: SlideSource[] = [
  {
    id: 1,
    image: {
      src: '/images/slides/services-1.svg',
      alt: {
        fr: "Illustration d'une infirmière qui arrive, sa trousse de soins à la main, devant la maison d'un monsieur âgé qui lui fait signe depuis sa porte",
        en: 'Illustration of a nurse arriving with her care bag at the house of an elderly man, who waves to her from his door',
      },
      ...frame,
    },
    title: { fr: 'Des soins adaptés à chaque besoin', en: 'Care for every need' },
    subtitle: {
      fr: `Aide au quotidien, soins infirmiers, suivi de grossesse ou nutrition${nbsp}: trouvez l'accompagnement qui vous convient.`,
      en: 'Everyday help, nursing care, pregnancy care or nutrition: find the support that suits you.',
    },
    cta: servicesCta,
  },
  {
    id: 2,
    image: {
      src: '/images/slides/services-2.svg',
      alt: {
        fr: "Illustration d'une soignante assise au chevet d'une dame alitée, sa trousse de soins posée sur la table de nuit",
        en: 'Illustration of a carer sitting at the bedside of a lady in bed, her care bag on the bedside table',
      },
      ...frame,
    },
    title: { fr: 'Une équipe disponible 7 jours sur 7', en: 'A team available 7 days a week' },
    subtitle: withHours(
      {
        fr: 'Nos soignants interviennent chez vous tous les jours, de {opens} à {closes}, à Yaoundé et dans ses environs.',
        en: 'Our carers come to your home every day, from {opens} to {closes}, in Yaoundé and the surrounding area.',
      },
      serviceHours,
    ),
    cta: servicesCta,
  },
  {
    id: 3,
    image: {
      src: '/images/slides/services-3.svg',
      alt: {
        fr: "Illustration d'une famille qui échange avec une soignante autour d'une table, un carnet de suivi ouvert",
        en: 'Illustration of a family talking with a carer around a table, a care record open in front of them',
      },
      ...frame,
    },
    title: { fr: 'Des tarifs clairs et sans engagement', en: 'Clear prices, no commitment' },
    subtitle: {
      fr: 'Des prix indicatifs affichés pour chaque service, ajustés après une évaluation personnalisée, sans engagement de durée.',
      en: 'Every service has a guide price, adjusted once we have assessed your needs. There is no minimum term.',
    },
    cta: servicesCta,
  },
];

const blogSlideSources: HeroSlideSource[] = [
  {
    id: 1,
    src: '/images/slides/blog-1.svg',
    alt: {
      fr: "Illustration d'une soignante qui tient la main d'une dame âgée en l'écoutant attentivement",
      en: 'Illustration of a carer holding an elderly lady’s hand and listening to her closely',
    },
    ...frame,
    title: { fr: 'Un accompagnement humain et personnalisé', en: 'Kind, personal support' },
    subtitle: {
      fr: `Écoute, patience et respect${nbsp}: nous prenons le temps de connaître chaque personne pour l'accompagner au mieux.`,
      en: 'Listening, patience and respect: we take the time to get to know each person, so we can care for them as well as possible.',
    },
  },
  {
    id: 2,
    src: '/images/slides/blog-2.svg',
    alt: {
      fr: "Illustration d'un monsieur âgé qui lit paisiblement dans son fauteuil, chez lui, une tasse à côté de lui",
      en: 'Illustration of an elderly man reading peacefully in his armchair at home, a cup beside him',
    },
    ...frame,
    title: { fr: 'Le confort de votre domicile', en: 'The comfort of your own home' },
    subtitle: {
      fr: 'Rester chez soi, au milieu de ses souvenirs et de ses proches, tout en recevant les soins dont on a besoin.',
      en: 'Staying at home, among your memories and your loved ones, while receiving the care you need.',
    },
  },
  {
    id: 3,
    src: '/images/slides/blog-3.svg',
    alt: {
      fr: "Illustration d'une accompagnatrice assise au chevet d'une patiente dans une chambre d'hôpital",
      en: 'Illustration of a carer sitting at a patient’s bedside in a hospital room',
    },
    ...frame,
    title: { fr: "Une présence rassurante à l'hôpital", en: 'A reassuring presence in hospital' },
    subtitle: {
      fr: `Consultations, examens, hospitalisation${nbsp}: nous accompagnons votre proche pour qu'il ne soit jamais seul.`,
      en: 'Appointments, tests, hospital stays: we go with your loved one so they are never alone.',
    },
  },
];

export const homeSlides: Record<Locale, Slide[]> = perLocale(homeSlideSources);
export const servicesSlides: Record<Locale, Slide[]> = perLocale(servicesSlideSources);
export const blogSlides: Record<Locale, HeroSlide[]> = perLocale(blogSlideSources);
