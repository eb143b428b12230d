import type { Testimonial } from './types';

/* The three testimonials of the home page (ratings 5, 5 and 4). */

export const testimonials: Testimonial[] = [
  {
    id: 1,
    quote:
      "Depuis mon opération de la hanche, l'auxiliaire de vie vient chaque matin m'aider pour la toilette et le petit-déjeuner. Elle est douce, ponctuelle et toujours de bonne humeur. Grâce à elle, je suis restée chez moi, au milieu de mes souvenirs.",
    author: 'Henriette Abena',
    role: 'Bénéficiaire',
    rating: 5,
    image: {
      src: '/images/avatars/avatar-1.svg',
      alt: 'Portrait illustré de Henriette Abena, dame âgée souriante portant un foulard coloré',
      width: 160,
      height: 160,
    },
  },
  {
    id: 2,
    quote:
      "Pendant ma grossesse, la sage-femme passait chez moi toutes les semaines. Elle a remarqué que ma tension montait et m'a aussitôt orientée vers mon médecin. Aujourd'hui, mon fils et moi allons très bien, et je lui en suis reconnaissante.",
    author: 'Grâce Tchoupo',
    role: 'Patiente',
    rating: 5,
    image: {
      src: '/images/avatars/avatar-3.svg',
      alt: 'Portrait illustré de Grâce Tchoupo, jeune maman souriante, les cheveux relevés en chignon',
      width: 160,
      height: 160,
    },
  },
  {
    id: 3,
    quote:
      "Je travaille toute la journée et je m'inquiétais pour mon père, diabétique, qui vit seul. L'infirmière contrôle sa glycémie et m'envoie un compte rendu après chaque visite. Les horaires ont parfois dû être décalés, mais l'équipe prévient toujours et reste très à l'écoute.",
    author: 'Paul Manga',
    role: 'Aidant familial',
    rating: 4,
    image: {
      src: '/images/avatars/avatar-2.svg',
      alt: 'Portrait illustré de Paul Manga, homme souriant à la barbe courte',
      width: 160,
      height: 160,
    },
  },
];
