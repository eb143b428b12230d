import type { CardText, FooterService, Service, ServiceCard, Value } from './types';

/*
 * The six services of the centre (ids 1 to 6, in the centre's order),
 * the cards that lead to them and the short list shown in the footer.
 * Prices are the centre's, in FCFA; they are indicative.
 */

export const services: Service[] = [
  {
    id: 1,
    slug: 'aide-a-la-vie-quotidienne',
    icon: 'hand-heart',
    color: 'teal',
    title: 'Aide à la vie quotidienne',
    description:
      "Une aide bienveillante pour les gestes de tous les jours\u00A0: toilette, repas, déplacements et tâches de la maison, afin de rester chez soi en toute sécurité.",
    image: {
      src: '/images/services/service-1.svg',
      alt: "Illustration d'une aide-soignante souriante qui aide une dame âgée à se lever de son fauteuil, dans un salon lumineux",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "Avec l'âge, la maladie ou un handicap, certains gestes simples deviennent difficiles\u00A0: se laver, s'habiller, préparer un repas ou sortir faire une course. Notre service d'aide à la vie quotidienne permet à votre proche de rester dans son cadre de vie, entouré de ses repères, tout en étant aidé avec respect et discrétion.",
      },
      { type: 'heading', text: 'Un soutien adapté au rythme de chacun' },
      {
        type: 'paragraph',
        text: "Nos auxiliaires de vie interviennent à domicile, le matin, en journée ou le soir. Elles encouragent la personne à faire elle-même ce qu'elle peut encore faire, et prennent le relais pour le reste. Cette approche préserve l'autonomie et la dignité.",
      },
      {
        type: 'list',
        items: [
          "Aide à la toilette, à l'habillage et aux soins d'hygiène",
          'Préparation des repas et aide à la prise des repas',
          'Aide aux déplacements dans la maison et aux transferts (lit, fauteuil, toilettes)',
          'Entretien léger du cadre de vie et du linge',
          'Courses, commissions et accompagnement aux rendez-vous',
          'Présence, conversation et stimulation au quotidien',
        ],
      },
      { type: 'heading', text: 'Comment se déroule la prise en charge\u00A0?' },
      {
        type: 'ordered-list',
        items: [
          'Un premier échange, par téléphone ou au centre, pour comprendre la situation.',
          "Une visite d'évaluation à domicile, sans engagement de votre part.",
          "Un plan d'aide écrit, avec les horaires et les tâches convenus avec la famille.",
          "Un point régulier avec vous pour ajuster l'accompagnement si les besoins évoluent.",
        ],
      },
      {
        type: 'paragraph',
        text: "Chaque intervenant est formé aux gestes de sécurité et encadré par notre équipe médicale. En cas de changement de l'état de santé, il prévient aussitôt l'infirmière ou le médecin référent, et la famille est tenue informée.",
      },
    ],
    features: [
      "Aide à la toilette et à l'habillage",
      'Préparation et prise des repas',
      'Aide aux déplacements et aux transferts',
      'Entretien léger du logement et du linge',
      'Courses et accompagnement aux rendez-vous',
      'Présence rassurante et compagnie',
    ],
    card: {
      description:
        "Toilette, repas, déplacements, courses\u00A0: une aide respectueuse pour rester chez soi en sécurité.",
      features: [
        "Aide à la toilette et à l'habillage",
        'Préparation des repas',
        'Aide aux déplacements',
        'Courses et commissions',
      ],
    },
    pricing: [
      { option: 'Forfait 10 h par semaine', min: 4000 },
      { option: 'Forfait 20 h par semaine', min: 10000 },
      { option: 'Intervention ponctuelle', min: 2500, per: 'heure' },
    ],
    testimonials: [
      {
        quote:
          "Depuis que l'auxiliaire vient chaque matin, ma mère a retrouvé le sourire. Elle l'attend avec impatience et nous, nous partons travailler l'esprit tranquille.",
        author: 'Brigitte O., Yaoundé',
      },
      {
        quote:
          "Une aide discrète et respectueuse. Mon père, qui refusait toute aide, a vite accepté cette présence.",
        author: 'Hervé M., Biyem-Assi',
      },
    ],
  },
  {
    id: 2,
    slug: 'soins-medicaux-a-domicile',
    icon: 'stethoscope',
    color: 'blue',
    title: 'Soins médicaux à domicile',
    description:
      "Des soins infirmiers et médicaux réalisés chez vous par des professionnels diplômés, sur prescription ou après une hospitalisation.",
    image: {
      src: '/images/services/service-2.svg',
      alt: "Illustration d'une infirmière qui refait le pansement d'un monsieur âgé assis dans son fauteuil, sa trousse de soins posée à côté",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "Se faire soigner sans quitter sa maison évite des déplacements fatigants et les longues attentes. Nos infirmières et infirmiers diplômés d'État réalisent à domicile les soins prescrits par votre médecin, avec le même niveau d'exigence qu'à l'hôpital.",
      },
      { type: 'heading', text: 'Les soins que nous réalisons' },
      {
        type: 'list',
        items: [
          "Pansements simples et complexes, soins de plaies et d'escarres",
          'Injections, perfusions et prélèvements sanguins',
          'Préparation et surveillance de la prise des médicaments',
          "Soins après une opération et retrait de fils ou d'agrafes",
          'Surveillance des maladies chroniques\u00A0: diabète, hypertension, insuffisance cardiaque',
          'Soins de confort et accompagnement en fin de vie',
        ],
      },
      { type: 'heading', text: 'Un lien constant avec votre médecin' },
      {
        type: 'paragraph',
        text: "Chaque visite est notée dans un carnet de suivi laissé au domicile. Nos soignants transmettent leurs observations au médecin traitant ou à notre médecin référent, qui adapte le traitement si nécessaire. Vous savez ainsi toujours où en est votre proche.",
      },
      {
        type: 'paragraph',
        text: "Les soins de nuit et de week-end sont possibles sur demande, notamment au retour d'une hospitalisation. En cas de signe inquiétant (fièvre élevée, essoufflement, douleur dans la poitrine, confusion), l'équipe vous oriente sans attendre vers les urgences. Nos soignants se déplacent avec leur propre matériel stérile et respectent strictement les règles d'hygiène, pour la sécurité de votre proche comme de toute la famille.",
      },
    ],
    features: [
      "Infirmiers et infirmières diplômés d'État",
      'Pansements, injections et perfusions',
      'Prélèvements sanguins à domicile',
      'Soins post-opératoires',
      'Surveillance des maladies chroniques',
      'Carnet de suivi partagé avec le médecin',
    ],
    card: {
      description:
        "Des soins infirmiers réalisés chez vous par des professionnels diplômés, en lien avec votre médecin.",
      features: [
        'Pansements et soins de plaies',
        'Injections et perfusions',
        'Prélèvements sanguins',
        'Soins post-opératoires',
      ],
    },
    pricing: [
      { option: 'Visite infirmière standard', min: 3000 },
      { option: 'Soins complexes', min: 3000, max: 15000 },
      { option: 'Forfait nuit / week-end', min: 12000, max: 25000 },
    ],
    testimonials: [
      {
        quote:
          "Après l'opération de mon mari, l'infirmière est venue tous les jours pour le pansement. La plaie a bien cicatrisé et nous avons évité de nombreux trajets.",
        author: 'Jeanne K., Essos',
      },
      {
        quote:
          'Ponctuels, doux et très professionnels. Ils expliquent chaque geste, ce qui rassure beaucoup ma grand-mère.',
        author: 'Patrick E., Nlongkak',
      },
    ],
  },
  {
    id: 3,
    slug: 'suivi-de-grossesse-a-domicile',
    icon: 'baby',
    color: 'rose',
    title: 'Suivi de grossesse à domicile',
    description:
      "Un accompagnement attentif de la future maman, chez elle, pendant la grossesse et dans les premières semaines après la naissance.",
    image: {
      src: '/images/services/service-3.svg',
      alt: "Illustration d'une sage-femme qui prend la tension d'une femme enceinte assise sur son canapé",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "La grossesse est une période de joie, mais aussi de questions et parfois de fatigue. Notre sage-femme et notre équipe infirmière se déplacent chez vous pour assurer un suivi régulier, en complément des consultations prénatales prévues avec votre médecin ou votre maternité.",
      },
      { type: 'heading', text: 'Ce que comprend une visite' },
      {
        type: 'list',
        items: [
          'Prise de la tension artérielle, du poids et de la température',
          'Écoute de vos ressentis, de vos questions et de vos inquiétudes',
          'Vérification du suivi\u00A0: consultations prénatales, examens, vaccins',
          "Conseils sur l'alimentation, le repos et la prévention du paludisme",
          "Préparation à l'accouchement et à l'allaitement",
        ],
      },
      { type: 'heading', text: 'Après la naissance' },
      {
        type: 'paragraph',
        text: "Dans les semaines qui suivent l'accouchement, nous pouvons venir voir la maman et le bébé\u00A0: cicatrisation, allaitement, pesée du nourrisson, soins du cordon et repos de la mère. Ces visites sont précieuses, surtout pour un premier enfant. C'est aussi l'occasion de parler de la fatigue, du moral et de l'organisation à la maison, sans tabou et en toute confiance.",
      },
      {
        type: 'paragraph',
        text: "Ce suivi ne remplace pas les consultations prénatales. Saignements, maux de tête intenses, vision trouble, gonflement brutal du visage ou des mains, fièvre ou perte de liquide doivent conduire sans attendre à la maternité\u00A0: nous vous aidons à vous y rendre.",
      },
    ],
    features: [
      'Visites à domicile par une sage-femme',
      'Contrôle de la tension, du poids et des urines',
      "Conseils d'alimentation et d'hygiène de vie",
      "Préparation à l'accouchement et à l'allaitement",
      'Visites après la naissance pour la maman et le bébé',
    ],
    card: {
      description:
        "Une sage-femme à vos côtés, chez vous, pendant la grossesse et après la naissance.",
      features: [
        'Contrôle de la tension et du poids',
        "Conseils d'alimentation et de repos",
        "Préparation à l'accouchement",
        'Visites après la naissance',
      ],
    },
    pricing: [{ option: 'Visite de suivi (1 h)', min: 5000 }],
    testimonials: [
      {
        quote:
          "Pour ma première grossesse, la sage-femme venait chaque semaine. Elle a repéré une tension un peu haute et m'a orientée à temps vers mon médecin.",
        author: 'Aurélie N., Mvog-Mbi',
      },
      {
        quote:
          "Les visites après l'accouchement m'ont beaucoup aidée pour l'allaitement. Je me suis sentie moins seule.",
        author: 'Christelle B., Bastos',
      },
    ],
  },
  {
    id: 4,
    slug: 'accompagnement-therapeutique',
    icon: 'brain',
    color: 'violet',
    title: 'Accompagnement thérapeutique',
    description:
      "Un soutien régulier pour suivre un traitement, retrouver de l'autonomie et garder le moral, pour les personnes malades, handicapées ou en convalescence.",
    image: {
      src: '/images/services/service-4.svg',
      alt: "Illustration d'un accompagnant qui aide un homme âgé à marcher avec une canne dans une cour fleurie",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "Une maladie longue, un handicap ou une période de convalescence demandent souvent plus qu'un soin ponctuel. L'accompagnement thérapeutique offre une présence régulière pour aider la personne à suivre son traitement, à garder ses capacités et à rester en lien avec les autres.",
      },
      { type: 'heading', text: 'Pour qui\u00A0?' },
      {
        type: 'list',
        items: [
          "Personnes âgées fragilisées ou en perte d'autonomie",
          'Personnes en situation de handicap',
          'Patients suivis en psychiatrie, en lien avec leur médecin',
          'Patients en convalescence après une opération ou un AVC',
          'Enfants nés avec une malformation et leurs parents',
        ],
      },
      { type: 'heading', text: 'Notre façon de travailler' },
      {
        type: 'paragraph',
        text: "L'accompagnant veille à la bonne prise des médicaments, propose des exercices doux recommandés par le médecin ou le kinésithérapeute, et encourage la marche et les activités qui font du bien. Il accompagne aussi aux rendez-vous médicaux et aux séances de rééducation. Les objectifs sont fixés avec le patient, sa famille et son médecin, puis réévalués régulièrement pour mesurer les progrès.",
      },
      {
        type: 'paragraph',
        text: "L'option bien-être ajoute des moments de détente\u00A0: massages de confort, sorties accompagnées, activités de mémoire, lecture ou jeux. Elle convient particulièrement aux personnes isolées ou qui traversent une période difficile.",
      },
      {
        type: 'quote',
        text: "Notre rôle est d'aider chacun à vivre au mieux avec sa maladie, à son rythme et selon ses envies.",
        cite: "L'équipe Aide & Vie",
      },
    ],
    features: [
      'Aide à la bonne prise du traitement',
      "Exercices doux et stimulation de l'autonomie",
      'Soutien moral et écoute',
      'Accompagnement aux rendez-vous et à la rééducation',
      'Activités de mémoire et de détente',
      'Lien régulier avec le médecin et la famille',
    ],
    card: {
      description:
        "Une présence régulière pour suivre son traitement, garder son autonomie et le moral.",
      features: [
        'Aide à la prise du traitement',
        'Exercices doux et stimulation',
        'Soutien moral et écoute',
        'Accompagnement aux rendez-vous',
      ],
    },
    pricing: [
      { option: 'Accompagnement 1 h par jour', min: 3000, max: 5000 },
      { option: 'Accompagnement 2 h par jour', min: 6000, max: 12000 },
      { option: 'Option bien-être', min: 10000, max: 25000 },
    ],
    testimonials: [
      {
        quote:
          "Après son AVC, mon frère ne voulait plus sortir. Grâce à son accompagnant, il refait ses exercices et marche de nouveau jusqu'au marché.",
        author: 'Thérèse A., Soa',
      },
      {
        quote:
          'Une écoute et une patience remarquables. Mon fils a pris confiance et suit enfin son traitement régulièrement.',
        author: 'Martine Z., Yaoundé',
      },
    ],
  },
  {
    id: 5,
    slug: 'prise-de-parametres-medicaux',
    icon: 'activity',
    color: 'amber',
    title: 'Prise de paramètres médicaux',
    description:
      "Le contrôle à domicile de la tension, de la glycémie, du pouls, de la température et du poids, pour suivre une maladie chronique ou rassurer la famille.",
    image: {
      src: '/images/services/service-5.svg',
      alt: "Illustration d'un infirmier qui mesure la tension artérielle d'une grand-mère assise à sa table, un carnet de suivi ouvert devant elle",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "L'hypertension et le diabète sont fréquents et restent souvent silencieux pendant des années. Une surveillance régulière permet de repérer tôt un déséquilibre et d'adapter le traitement avec le médecin, avant qu'une complication ne survienne.",
      },
      { type: 'heading', text: 'Les paramètres contrôlés' },
      {
        type: 'list',
        items: [
          'Tension artérielle et fréquence cardiaque',
          'Glycémie capillaire (taux de sucre dans le sang)',
          'Température et saturation en oxygène',
          'Poids et, si besoin, tour de taille',
          'Observation générale\u00A0: œdèmes, état de la peau, hydratation',
        ],
      },
      { type: 'heading', text: 'Des résultats utiles pour votre médecin' },
      {
        type: 'paragraph',
        text: "Chaque mesure est réalisée dans de bonnes conditions, avec du matériel contrôlé, puis notée dans un carnet de suivi. Vous pouvez montrer ce carnet à votre médecin lors de la prochaine consultation\u00A0: il y verra l'évolution sur plusieurs jours ou plusieurs semaines. Le soignant profite aussi de chaque visite pour vérifier la prise des médicaments et répondre à vos questions sur le traitement.",
      },
      {
        type: 'paragraph',
        text: "Si une valeur est anormale, le soignant vous l'explique calmement, prévient notre médecin référent et vous indique la conduite à tenir. Une tension très élevée avec maux de tête, une faiblesse d'un côté du corps ou une gêne pour parler sont des urgences\u00A0: il faut alors consulter immédiatement.",
      },
    ],
    features: [
      'Tension artérielle et pouls',
      'Glycémie capillaire',
      'Température et saturation en oxygène',
      'Suivi du poids',
      'Carnet de suivi à montrer au médecin',
      'Alerte du médecin référent si nécessaire',
    ],
    card: {
      description:
        "Tension, glycémie, pouls et température contrôlés à domicile, avec un carnet de suivi pour votre médecin.",
      features: [
        'Tension artérielle et pouls',
        'Glycémie capillaire',
        'Température et oxygène',
        'Carnet de suivi',
      ],
    },
    pricing: [
      { option: 'Contrôle ponctuel', min: 4500 },
      { option: 'Pack 3 visites par semaine', min: 12000 },
      { option: 'Suivi quotidien sur 5 jours', min: 18000 },
    ],
    testimonials: [
      {
        quote:
          "Le carnet de suivi a permis au cardiologue d'ajuster le traitement de mon père en une seule consultation.",
        author: 'Serge T., Mfou',
      },
      {
        quote:
          "Je vis seule et je suis diabétique. Les visites de contrôle me rassurent et m'aident à rester attentive.",
        author: 'Odile M., Nkolafamba',
      },
    ],
  },
  {
    id: 6,
    slug: 'services-de-nutrition',
    icon: 'apple',
    color: 'green',
    title: 'Services de nutrition',
    description:
      "Des repas équilibrés préparés à domicile et un suivi nutritionnel adapté à l'âge, aux goûts et à l'état de santé de chacun.",
    image: {
      src: '/images/services/service-6.svg',
      alt: "Illustration d'une aide à domicile qui sert un repas de poisson, de plantain et de légumes à un couple de personnes âgées",
      width: 800,
      height: 600,
    },
    longDescription: [
      {
        type: 'paragraph',
        text: "Bien manger est essentiel pour garder ses forces, guérir plus vite et mieux vivre avec une maladie chronique. Pourtant, avec l'âge ou la maladie, l'appétit diminue et préparer à manger devient parfois pénible. Notre service de nutrition aide votre proche à manger sainement, avec plaisir.",
      },
      { type: 'heading', text: 'Une cuisine de chez nous, adaptée à la santé' },
      {
        type: 'paragraph',
        text: "Nous cuisinons les plats que la personne aime (ndolé, poisson braisé, plantain, légumes, sauce d'arachide…) en les adaptant\u00A0: moins de sel et de cubes d'assaisonnement, moins d'huile, plus de légumes, une texture plus tendre si la mastication est difficile.",
      },
      {
        type: 'list',
        items: [
          "Repas adaptés au diabète, à l'hypertension ou aux problèmes de reins",
          'Textures adaptées\u00A0: écrasé, mixé, bouillies enrichies',
          "Surveillance de l'hydratation, surtout pendant les fortes chaleurs",
          "Suivi du poids et de l'appétit",
          'Conseils pratiques à la famille pour les courses et la cuisine',
        ],
      },
      { type: 'heading', text: 'Un suivi régulier' },
      {
        type: 'paragraph',
        text: "Avec le suivi hebdomadaire ou le pack semaine, nous établissons des menus variés, préparons les repas et vérifions que la personne mange et boit suffisamment. Une perte de poids sans raison, un refus de manger ou des difficultés pour avaler sont signalés au médecin. Nous veillons aussi à l'hygiène de la cuisine et à la bonne conservation des aliments, essentielle avec la chaleur.",
      },
    ],
    features: [
      'Préparation de repas équilibrés à domicile',
      'Menus adaptés aux maladies chroniques',
      'Textures adaptées aux difficultés de mastication',
      "Surveillance de l'hydratation",
      "Suivi du poids et de l'appétit",
      'Conseils à la famille',
    ],
    card: {
      description:
        "Des repas équilibrés, préparés à la maison avec les produits d'ici et adaptés à la santé de chacun.",
      features: [
        'Repas équilibrés à domicile',
        'Menus adaptés aux maladies chroniques',
        'Textures faciles à manger',
        "Suivi du poids et de l'hydratation",
      ],
    },
    pricing: [
      { option: "Préparation d'un repas", min: 3000 },
      { option: 'Suivi hebdomadaire', min: 5000, max: 25000 },
      { option: 'Pack semaine', min: 7000, max: 35000 },
    ],
    testimonials: [
      {
        quote:
          "Ma tante diabétique mange enfin des repas qu'elle aime, sans excès de sucre ni de sel. Sa glycémie est bien meilleure.",
        author: 'Rose F., Yaoundé',
      },
      {
        quote:
          "Mon père avait beaucoup maigri. Avec les repas préparés à la maison, il a repris des forces en quelques semaines.",
        author: 'Alain D., Essos',
      },
    ],
  },
];

/** A service's card: its title, icon and colour, with a short text written for the card. */
function cardFor(serviceId: number, text: CardText): ServiceCard {
  const service = getService(serviceId);
  if (!service) throw new Error(`No service ${serviceId} for a card`);
  return { serviceId, title: service.title, icon: service.icon, color: service.color, ...text };
}

/** The six cards of /services, one per service, in the services' order. */
export const serviceCards: ServiceCard[] = services.map((service) => cardFor(service.id, service.card));

/** The five cards of the home page, in the centre's order: their own short text, the rest from the service. */
export const homeServiceCards: ServiceCard[] = [
  cardFor(4, {
    description:
      "Un soutien régulier pour suivre son traitement, retrouver de l'autonomie et garder le moral.",
    features: [
      'Aide à la prise du traitement',
      'Exercices doux et stimulation',
      'Soutien moral et écoute',
      'Accompagnement aux rendez-vous',
    ],
  }),
  cardFor(2, {
    description:
      "Des soins infirmiers de qualité, chez vous, par des professionnels diplômés.",
    features: [
      'Pansements et soins de plaies',
      'Injections et perfusions',
      'Soins post-opératoires',
      'Surveillance des maladies chroniques',
    ],
  }),
  cardFor(6, {
    description:
      "Des repas sains et savoureux, adaptés à l'âge et à l'état de santé de votre proche.",
    features: [
      'Repas équilibrés à domicile',
      'Menus adaptés au diabète et à la tension',
      'Textures faciles à manger',
      "Suivi de l'hydratation",
    ],
  }),
  cardFor(1, {
    description:
      "Une aide bienveillante pour les gestes de tous les jours, dans le respect des habitudes de chacun.",
    features: [
      'Toilette et habillage',
      'Préparation des repas',
      'Aide aux déplacements',
      'Courses et commissions',
    ],
  }),
  cardFor(3, {
    description:
      "Une sage-femme attentive qui vient chez vous, avant et après la naissance de votre bébé.",
    features: [
      'Contrôle de la tension et du poids',
      "Conseils d'alimentation et de repos",
      "Préparation à l'accouchement",
      'Visites après la naissance',
    ],
  }),
];

/** The seven home-care services listed in the footer. */
export const footerServices: FooterService[] = [
  { label: 'Hygiène et soins corporels', icon: 'bath' },
  { label: "Aide à l'alimentation et à la nutrition", icon: 'apple' },
  { label: 'Accompagnement médical', icon: 'stethoscope' },
  { label: 'Mobilité et transferts', icon: 'walk' },
  { label: 'Soutien psychologique', icon: 'brain' },
  { label: 'Garde de jour et de nuit', icon: 'moon' },
  { label: 'Courses et commissions', icon: 'cart' },
];

/** How a care plan starts, shown on /services: the same four steps for every service. */
export const careSteps: Value[] = [
  {
    title: 'Un premier échange',
    description:
      'Par téléphone, sur WhatsApp ou au centre, vous nous expliquez la situation. Nous répondons à toutes vos questions.',
    icon: 'phone',
  },
  {
    title: "Une visite d'évaluation",
    description:
      'Un soignant vient à domicile pour évaluer les besoins et les habitudes de la personne, sans engagement de votre part.',
    icon: 'clipboard',
  },
  {
    title: 'Un plan de soins écrit',
    description:
      "Vous recevez un plan clair : les soins, les horaires, l'intervenant et le tarif, convenus avec vous et la famille.",
    icon: 'calendar',
  },
  {
    title: 'Un suivi régulier',
    description:
      "Nous faisons le point avec vous et le médecin, et nous ajustons l'accompagnement quand les besoins évoluent.",
    icon: 'heart-pulse',
  },
];

export function getService(id: number): Service | undefined {
  return services.find((service) => service.id === id);
}
