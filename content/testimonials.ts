import { perLocale, type Locale } from '@/lib/i18n';
import type { Testimonial, TestimonialSource } from './types';

/* The three testimonials of the home page (ratings 5, 5 and 4). */

const testimonialSources: TestimonialSource[] = [
  {
    id: 1,
    quote: {
      fr: "Depuis mon opération de la hanche, l'auxiliaire de vie vient chaque matin m'aider pour la toilette et le petit-déjeuner. Elle est douce, ponctuelle et toujours de bonne humeur. Grâce à elle, je suis restée chez moi, au milieu de mes souvenirs.",
      en: 'Since my hip operation, the care assistant has come every morning to help me wash and have breakfast. She is gentle, always on time and always cheerful. Thanks to her, I have stayed in my own home, surrounded by my memories.',
    },
    author: 'Henriette Abena',
    role: { fr: 'Bénéficiaire', en: 'Receives care at home' },
    rating: 5,
    image: {
      src: '/images/avatars/avatar-1.svg',
      alt: {
        fr: 'Portrait illustré de Henriette Abena, dame âgée souriante portant un foulard coloré',
        en: 'Illustrated portrait of Henriette Abena, a smiling elderly lady wearing a colourful headscarf',
      },
      width: 160,
      height: 160,
    },
  },
  {
    id: 2,
    quote: {
      fr: "Pendant ma grossesse, la sage-femme passait chez moi toutes les semaines. Elle a remarqué que ma tension montait et m'a aussitôt orientée vers mon médecin. Aujourd'hui, mon fils et moi allons très bien, et je lui en suis reconnaissante.",
      en: 'During my pregnancy, the midwife came to my home every week. She noticed my blood pressure was rising and sent me to my doctor straight away. Today my son and I are both doing very well, and I am grateful to her.',
    },
    author: 'Grâce Tchoupo',
    role: { fr: 'Patiente', en: 'Patient' },
    rating: 5,
    image: {
      src: '/images/avatars/avatar-3.svg',
      alt: {
        fr: 'Portrait illustré de Grâce Tchoupo, jeune maman souriante, les cheveux relevés en chignon',
        en: 'Illustrated portrait of Grâce Tchoupo, a smiling young mother with her hair in a bun',
      },
      width: 160,
      height: 160,
    },
  },
  {
    id: 3,
    quote: {
      fr: "Je travaille toute la journée et je m'inquiétais pour mon père, diabétique, qui vit seul. L'infirmière contrôle sa glycémie et m'envoie un compte rendu après chaque visite. Les horaires ont parfois dû être décalés, mais l'équipe prévient toujours et reste très à l'écoute.",
      en: 'I work all day and I worried about my father, who has diabetes and lives alone. The nurse checks his blood sugar and sends me a short report after every visit. Visit times have sometimes changed, but the team always lets us know and really listens.',
    },
    author: 'Paul Manga',
    role: { fr: 'Aidant familial', en: 'Family carer' },
    rating: 4,
    image: {
      src: '/images/avatars/avatar-2.svg',
      alt: {
        fr: 'Portrait illustré de Paul Manga, homme souriant à la barbe courte',
        en: 'Illustrated portrait of Paul Manga, a smiling man with a short beard',
      },
      width: 160,
      height: 160,
    },
  },
];

export const testimonials: Record<Locale, Testimonial[]> = perLocale(testimonialSources);
