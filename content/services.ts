import { perLocale, type Locale } from '@/lib/i18n';
import type { CardTextSource, FooterServiceSource, Service, ServiceCard, ServiceCardSource, ServiceSource, ValueSource } from './types';

/*
 * The six services of the centre (ids 1 to 6, in the centre's order), the cards that lead to them
 * and the short list shown in the footer. Prices are the centre's, in FCFA; they are indicative.
 */

export const serviceSources: ServiceSource[] = [
  {
    id: 1,
    slug: 'aide-a-la-vie-quotidienne',
    icon: 'hand-heart',
    color: 'teal',
    title: { fr: 'Aide à la vie quotidienne', en: 'Help with daily life' },
    description: {
      fr:
        'Une aide bienveillante pour les gestes de tous les jours\u00A0: toilette, repas, déplacements et tâches de la maison, afin de rester chez soi en toute sécurité.',
      en:
        'Kind, patient help with everyday tasks: washing, meals, getting around and housework, so that your loved one can stay safely at home.',
    },
    image: {
      src: '/images/services/service-1.svg',
      alt: {
        fr:
          "Illustration d'une aide-soignante souriante qui aide une dame âgée à se lever de son fauteuil, dans un salon lumineux",
        en:
          'Illustration of a smiling care assistant helping an elderly lady up from her armchair in a bright living room',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Avec l'âge, la maladie ou un handicap, certains gestes simples deviennent difficiles\u00A0: se laver, s'habiller, préparer un repas ou sortir faire une course. Notre service d'aide à la vie quotidienne permet à votre proche de rester dans son cadre de vie, entouré de ses repères, tout en étant aidé avec respect et discrétion.",
        },
        { type: 'heading', text: 'Un soutien adapté au rythme de chacun' },
        {
          type: 'paragraph',
          text:
            "Nos auxiliaires de vie interviennent à domicile, le matin, en journée ou le soir. Elles encouragent la personne à faire elle-même ce qu'elle peut encore faire, et prennent le relais pour le reste. Cette approche préserve l'autonomie et la dignité.",
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
          text:
            "Chaque intervenant est formé aux gestes de sécurité et encadré par notre équipe médicale. En cas de changement de l'état de santé, il prévient aussitôt l'infirmière ou le médecin référent, et la famille est tenue informée.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'With age, illness or disability, simple things can become hard: washing, getting dressed, cooking a meal or going out to the shops. Our daily help lets your loved one stay at home, among the people and things they know, with help given respectfully and discreetly.',
        },
        { type: 'heading', text: 'Support at each person’s own pace' },
        {
          type: 'paragraph',
          text:
            'Our care assistants come to the home in the morning, during the day or in the evening. They encourage the person to do what they can still do for themselves, and take over for the rest. This way of working protects independence and dignity.',
        },
        {
          type: 'list',
          items: [
            'Help with washing, dressing and personal hygiene',
            'Cooking meals and help with eating',
            'Help moving around the house and with transfers (bed, armchair, toilet)',
            'Light housework and laundry',
            'Shopping, errands and going along to appointments',
            'Company, conversation and gentle stimulation every day',
          ],
        },
        { type: 'heading', text: 'How does the care begin?' },
        {
          type: 'ordered-list',
          items: [
            'A first conversation, by phone or at the centre, to understand the situation.',
            'An assessment visit at home, with no obligation on your part.',
            'A written care plan, with the times and tasks agreed with the family.',
            'Regular check-ins with you, to adjust the support as needs change.',
          ],
        },
        {
          type: 'paragraph',
          text:
            'Every carer is trained in safety and supervised by our medical team. If the person’s health changes, they tell the nurse or the doctor in charge straight away, and the family is kept informed.',
        },
      ],
    },
    features: [
      { fr: "Aide à la toilette et à l'habillage", en: 'Help with washing and dressing' },
      { fr: 'Préparation et prise des repas', en: 'Cooking and help with meals' },
      { fr: 'Aide aux déplacements et aux transferts', en: 'Help getting around and with transfers' },
      { fr: 'Entretien léger du logement et du linge', en: 'Light housework and laundry' },
      { fr: 'Courses et accompagnement aux rendez-vous', en: 'Shopping and going along to appointments' },
      { fr: 'Présence rassurante et compagnie', en: 'Reassuring company' },
    ],
    card: {
      description: {
        fr:
          'Toilette, repas, déplacements, courses\u00A0: une aide respectueuse pour rester chez soi en sécurité.',
        en: 'Washing, meals, getting around, shopping: respectful help to stay safely at home.',
      },
      features: [
        { fr: "Aide à la toilette et à l'habillage", en: 'Help with washing and dressing' },
        { fr: 'Préparation des repas', en: 'Cooking meals' },
        { fr: 'Aide aux déplacements', en: 'Help getting around' },
        { fr: 'Courses et commissions', en: 'Shopping and errands' },
      ],
    },
    pricing: [
      { option: { fr: 'Forfait 10 h par semaine', en: '10 hours a week package' }, min: 4000 },
      { option: { fr: 'Forfait 20 h par semaine', en: '20 hours a week package' }, min: 10000 },
      {
        option: { fr: 'Intervention ponctuelle', en: 'Occasional visit' },
        min: 2500,
        per: { fr: 'heure', en: 'hour' },
      },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Depuis que l'auxiliaire vient chaque matin, ma mère a retrouvé le sourire. Elle l'attend avec impatience et nous, nous partons travailler l'esprit tranquille.",
          en:
            'Since the care assistant started coming every morning, my mother is smiling again. She looks forward to her visits, and we go to work with peace of mind.',
        },
        author: 'Brigitte O., Yaoundé',
      },
      {
        quote: {
          fr:
            'Une aide discrète et respectueuse. Mon père, qui refusait toute aide, a vite accepté cette présence.',
          en: 'Discreet, respectful help. My father, who refused any help, soon accepted her being there.',
        },
        author: 'Hervé M., Biyem-Assi',
      },
    ],
  },
  {
    id: 2,
    slug: 'soins-medicaux-a-domicile',
    icon: 'stethoscope',
    color: 'blue',
    title: { fr: 'Soins médicaux à domicile', en: 'Medical care at home' },
    description: {
      fr:
        'Des soins infirmiers et médicaux réalisés chez vous par des professionnels diplômés, sur prescription ou après une hospitalisation.',
      en:
        'Nursing and medical care given in your home by qualified professionals, on prescription or after a stay in hospital, in Yaoundé.',
    },
    image: {
      src: '/images/services/service-2.svg',
      alt: {
        fr:
          "Illustration d'une infirmière qui refait le pansement d'un monsieur âgé assis dans son fauteuil, sa trousse de soins posée à côté",
        en:
          'Illustration of a nurse changing the dressing of an elderly man sitting in his armchair, her care bag beside her',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Se faire soigner sans quitter sa maison évite des déplacements fatigants et les longues attentes. Nos infirmières et infirmiers diplômés d'État réalisent à domicile les soins prescrits par votre médecin, avec le même niveau d'exigence qu'à l'hôpital.",
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
          text:
            'Chaque visite est notée dans un carnet de suivi laissé au domicile. Nos soignants transmettent leurs observations au médecin traitant ou à notre médecin référent, qui adapte le traitement si nécessaire. Vous savez ainsi toujours où en est votre proche.',
        },
        {
          type: 'paragraph',
          text:
            "Les soins de nuit et de week-end sont possibles sur demande, notamment au retour d'une hospitalisation. En cas de signe inquiétant (fièvre élevée, essoufflement, douleur dans la poitrine, confusion), l'équipe vous oriente sans attendre vers les urgences. Nos soignants se déplacent avec leur propre matériel stérile et respectent strictement les règles d'hygiène, pour la sécurité de votre proche comme de toute la famille.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'Being cared for at home saves tiring journeys and long waits. Our state-registered nurses give the care your doctor has prescribed in your home, to the same standard as in hospital.',
        },
        { type: 'heading', text: 'The care we provide' },
        {
          type: 'list',
          items: [
            'Simple and complex dressings, care of wounds and pressure sores',
            'Injections, drips and blood tests',
            'Preparing medicines and checking they are taken',
            'Care after an operation, and removal of stitches or staples',
            'Monitoring of long-term conditions: diabetes, high blood pressure, heart failure',
            'Comfort care and support at the end of life',
          ],
        },
        { type: 'heading', text: 'Always in touch with your doctor' },
        {
          type: 'paragraph',
          text:
            'Every visit is written down in a care record kept at home. Our carers pass what they notice on to your own doctor or to our doctor in charge, who adjusts the treatment if needed. That way you always know how your loved one is doing.',
        },
        {
          type: 'paragraph',
          text:
            'Night and weekend care is available on request, especially after coming home from hospital. If there is a worrying sign (high fever, breathlessness, chest pain, confusion), the team will tell you to go to the emergency department straight away. Our carers bring their own sterile equipment and follow strict hygiene rules, for the safety of your loved one and of the whole family.',
        },
      ],
    },
    features: [
      { fr: "Infirmiers et infirmières diplômés d'État", en: 'State-registered nurses' },
      { fr: 'Pansements, injections et perfusions', en: 'Dressings, injections and drips' },
      { fr: 'Prélèvements sanguins à domicile', en: 'Blood tests at home' },
      { fr: 'Soins post-opératoires', en: 'Care after an operation' },
      { fr: 'Surveillance des maladies chroniques', en: 'Monitoring of long-term conditions' },
      { fr: 'Carnet de suivi partagé avec le médecin', en: 'A care record shared with the doctor' },
    ],
    card: {
      description: {
        fr:
          'Des soins infirmiers réalisés chez vous par des professionnels diplômés, en lien avec votre médecin.',
        en: 'Nursing care given in your home by qualified professionals, in touch with your doctor.',
      },
      features: [
        { fr: 'Pansements et soins de plaies', en: 'Dressings and wound care' },
        { fr: 'Injections et perfusions', en: 'Injections and drips' },
        { fr: 'Prélèvements sanguins', en: 'Blood tests' },
        { fr: 'Soins post-opératoires', en: 'Care after an operation' },
      ],
    },
    pricing: [
      { option: { fr: 'Visite infirmière standard', en: 'Standard nurse visit' }, min: 3000 },
      { option: { fr: 'Soins complexes', en: 'Complex care' }, min: 3000, max: 15000 },
      { option: { fr: 'Forfait nuit / week-end', en: 'Night or weekend package' }, min: 12000, max: 25000 },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Après l'opération de mon mari, l'infirmière est venue tous les jours pour le pansement. La plaie a bien cicatrisé et nous avons évité de nombreux trajets.",
          en:
            'After my husband’s operation, the nurse came every day to change his dressing. The wound healed well and we were spared many trips.',
        },
        author: 'Jeanne K., Essos',
      },
      {
        quote: {
          fr:
            'Ponctuels, doux et très professionnels. Ils expliquent chaque geste, ce qui rassure beaucoup ma grand-mère.',
          en:
            'On time, gentle and very professional. They explain everything they do, which reassures my grandmother a great deal.',
        },
        author: 'Patrick E., Nlongkak',
      },
    ],
  },
  {
    id: 3,
    slug: 'suivi-de-grossesse-a-domicile',
    icon: 'baby',
    color: 'rose',
    title: { fr: 'Suivi de grossesse à domicile', en: 'Pregnancy care at home' },
    description: {
      fr:
        'Un accompagnement attentif de la future maman, chez elle, pendant la grossesse et dans les premières semaines après la naissance.',
      en:
        'Attentive support for mothers-to-be in their own homes, during pregnancy and in the first weeks after the birth of their baby.',
    },
    image: {
      src: '/images/services/service-3.svg',
      alt: {
        fr: "Illustration d'une sage-femme qui prend la tension d'une femme enceinte assise sur son canapé",
        en: 'Illustration of a midwife taking the blood pressure of a pregnant woman sitting on her sofa',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            'La grossesse est une période de joie, mais aussi de questions et parfois de fatigue. Notre sage-femme et notre équipe infirmière se déplacent chez vous pour assurer un suivi régulier, en complément des consultations prénatales prévues avec votre médecin ou votre maternité.',
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
          text:
            "Dans les semaines qui suivent l'accouchement, nous pouvons venir voir la maman et le bébé\u00A0: cicatrisation, allaitement, pesée du nourrisson, soins du cordon et repos de la mère. Ces visites sont précieuses, surtout pour un premier enfant. C'est aussi l'occasion de parler de la fatigue, du moral et de l'organisation à la maison, sans tabou et en toute confiance.",
        },
        {
          type: 'paragraph',
          text:
            'Ce suivi ne remplace pas les consultations prénatales. Saignements, maux de tête intenses, vision trouble, gonflement brutal du visage ou des mains, fièvre ou perte de liquide doivent conduire sans attendre à la maternité\u00A0: nous vous aidons à vous y rendre.',
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'Pregnancy is a time of joy, but also of questions and sometimes tiredness. Our midwife and nursing team come to your home for regular check-ups, alongside the antenatal appointments planned with your doctor or maternity unit.',
        },
        { type: 'heading', text: 'What a visit includes' },
        {
          type: 'list',
          items: [
            'Checking blood pressure, weight and temperature',
            'Time to listen to how you feel, your questions and your worries',
            'Making sure your care is on track: antenatal appointments, tests, vaccinations',
            'Advice on food, rest and protection against malaria',
            'Getting ready for the birth and for breastfeeding',
          ],
        },
        { type: 'heading', text: 'After the birth' },
        {
          type: 'paragraph',
          text:
            'In the weeks after the birth, we can come to see mother and baby: healing, breastfeeding, weighing the baby, care of the cord and the mother’s rest. These visits are precious, especially with a first child. They are also a chance to talk about tiredness, low moods and how things are going at home, openly and in confidence.',
        },
        {
          type: 'paragraph',
          text:
            'These visits do not replace antenatal appointments. Bleeding, a severe headache, blurred vision, sudden swelling of the face or hands, fever or leaking fluid mean going to the maternity unit straight away: we will help you get there.',
        },
      ],
    },
    features: [
      { fr: 'Visites à domicile par une sage-femme', en: 'Home visits by a midwife' },
      { fr: 'Contrôle de la tension, du poids et des urines', en: 'Blood pressure, weight and urine checks' },
      { fr: "Conseils d'alimentation et d'hygiène de vie", en: 'Advice on food and healthy habits' },
      {
        fr: "Préparation à l'accouchement et à l'allaitement",
        en: 'Getting ready for the birth and for breastfeeding',
      },
      {
        fr: 'Visites après la naissance pour la maman et le bébé',
        en: 'Visits after the birth for mother and baby',
      },
    ],
    card: {
      description: {
        fr: 'Une sage-femme à vos côtés, chez vous, pendant la grossesse et après la naissance.',
        en: 'A midwife at your side, at home, during pregnancy and after the birth.',
      },
      features: [
        { fr: 'Contrôle de la tension et du poids', en: 'Blood pressure and weight checks' },
        { fr: "Conseils d'alimentation et de repos", en: 'Advice on food and rest' },
        { fr: "Préparation à l'accouchement", en: 'Getting ready for the birth' },
        { fr: 'Visites après la naissance', en: 'Visits after the birth' },
      ],
    },
    pricing: [
      { option: { fr: 'Visite de suivi (1 h)', en: 'Check-up visit (1 hour)' }, min: 5000 },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Pour ma première grossesse, la sage-femme venait chaque semaine. Elle a repéré une tension un peu haute et m'a orientée à temps vers mon médecin.",
          en:
            'During my first pregnancy, the midwife came every week. She spotted that my blood pressure was a little high and sent me to my doctor in time.',
        },
        author: 'Aurélie N., Mvog-Mbi',
      },
      {
        quote: {
          fr:
            "Les visites après l'accouchement m'ont beaucoup aidée pour l'allaitement. Je me suis sentie moins seule.",
          en: 'The visits after the birth helped me a lot with breastfeeding. I felt less alone.',
        },
        author: 'Christelle B., Bastos',
      },
    ],
  },
  {
    id: 4,
    slug: 'accompagnement-therapeutique',
    icon: 'brain',
    color: 'violet',
    title: { fr: 'Accompagnement thérapeutique', en: 'Therapeutic support' },
    description: {
      fr:
        "Un soutien régulier pour suivre un traitement, retrouver de l'autonomie et garder le moral, pour les personnes malades, handicapées ou en convalescence.",
      en:
        'Regular support to keep up with treatment, regain independence and keep spirits up, for people who are ill, disabled or recovering.',
    },
    image: {
      src: '/images/services/service-4.svg',
      alt: {
        fr:
          "Illustration d'un accompagnant qui aide un homme âgé à marcher avec une canne dans une cour fleurie",
        en:
          'Illustration of a carer helping an elderly man walk with a stick across a courtyard full of flowers',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Une maladie longue, un handicap ou une période de convalescence demandent souvent plus qu'un soin ponctuel. L'accompagnement thérapeutique offre une présence régulière pour aider la personne à suivre son traitement, à garder ses capacités et à rester en lien avec les autres.",
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
          text:
            "L'accompagnant veille à la bonne prise des médicaments, propose des exercices doux recommandés par le médecin ou le kinésithérapeute, et encourage la marche et les activités qui font du bien. Il accompagne aussi aux rendez-vous médicaux et aux séances de rééducation. Les objectifs sont fixés avec le patient, sa famille et son médecin, puis réévalués régulièrement pour mesurer les progrès.",
        },
        {
          type: 'paragraph',
          text:
            "L'option bien-être ajoute des moments de détente\u00A0: massages de confort, sorties accompagnées, activités de mémoire, lecture ou jeux. Elle convient particulièrement aux personnes isolées ou qui traversent une période difficile.",
        },
        {
          type: 'quote',
          text:
            "Notre rôle est d'aider chacun à vivre au mieux avec sa maladie, à son rythme et selon ses envies.",
          cite: "L'équipe Aide & Vie",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'A long illness, a disability or a period of recovery often needs more than a one-off visit. Therapeutic support offers a regular presence that helps the person follow their treatment, keep their abilities and stay in touch with other people.',
        },
        { type: 'heading', text: 'Who is it for?' },
        {
          type: 'list',
          items: [
            'Frail elderly people, or people losing their independence',
            'People living with a disability',
            'People receiving mental health care, in close contact with their doctor',
            'Patients recovering from an operation or a stroke',
            'Children born with a birth defect, and their parents',
          ],
        },
        { type: 'heading', text: 'How we work' },
        {
          type: 'paragraph',
          text:
            'The carer makes sure medicines are taken properly, suggests gentle exercises recommended by the doctor or physiotherapist, and encourages walking and activities that do the person good. They also go along to medical appointments and rehabilitation sessions. Goals are set with the patient, their family and their doctor, then reviewed regularly to see the progress made.',
        },
        {
          type: 'paragraph',
          text:
            'The well-being option adds moments of relaxation: comfort massage, outings with a carer, memory activities, reading or games. It is especially suited to people who are isolated or going through a difficult time.',
        },
        {
          type: 'quote',
          text:
            'Our role is to help everyone live as well as they can with their illness, at their own pace and in their own way.',
          cite: 'The Aide & Vie team',
        },
      ],
    },
    features: [
      { fr: 'Aide à la bonne prise du traitement', en: 'Help taking treatment properly' },
      {
        fr: "Exercices doux et stimulation de l'autonomie",
        en: 'Gentle exercise and encouragement to stay independent',
      },
      { fr: 'Soutien moral et écoute', en: 'Moral support and a listening ear' },
      {
        fr: 'Accompagnement aux rendez-vous et à la rééducation',
        en: 'Going along to appointments and rehabilitation',
      },
      { fr: 'Activités de mémoire et de détente', en: 'Memory and relaxation activities' },
      {
        fr: 'Lien régulier avec le médecin et la famille',
        en: 'Regular contact with the doctor and the family',
      },
    ],
    card: {
      description: {
        fr: 'Une présence régulière pour suivre son traitement, garder son autonomie et le moral.',
        en: 'A regular presence to keep up with treatment, stay independent and keep spirits up.',
      },
      features: [
        { fr: 'Aide à la prise du traitement', en: 'Help taking treatment' },
        { fr: 'Exercices doux et stimulation', en: 'Gentle exercise and stimulation' },
        { fr: 'Soutien moral et écoute', en: 'Moral support and a listening ear' },
        { fr: 'Accompagnement aux rendez-vous', en: 'Going along to appointments' },
      ],
    },
    pricing: [
      { option: { fr: 'Accompagnement 1 h par jour', en: 'Support, 1 hour a day' }, min: 3000, max: 5000 },
      { option: { fr: 'Accompagnement 2 h par jour', en: 'Support, 2 hours a day' }, min: 6000, max: 12000 },
      { option: { fr: 'Option bien-être', en: 'Well-being option' }, min: 10000, max: 25000 },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Après son AVC, mon frère ne voulait plus sortir. Grâce à son accompagnant, il refait ses exercices et marche de nouveau jusqu'au marché.",
          en:
            'After his stroke, my brother did not want to go out any more. Thanks to his carer, he does his exercises again and walks to the market.',
        },
        author: 'Thérèse A., Soa',
      },
      {
        quote: {
          fr:
            'Une écoute et une patience remarquables. Mon fils a pris confiance et suit enfin son traitement régulièrement.',
          en:
            'Remarkable patience and a real listening ear. My son has gained confidence and at last takes his treatment regularly.',
        },
        author: 'Martine Z., Yaoundé',
      },
    ],
  },
  {
    id: 5,
    slug: 'prise-de-parametres-medicaux',
    icon: 'activity',
    color: 'amber',
    title: { fr: 'Prise de paramètres médicaux', en: 'Health checks at home' },
    description: {
      fr:
        'Le contrôle à domicile de la tension, de la glycémie, du pouls, de la température et du poids, pour suivre une maladie chronique ou rassurer la famille.',
      en:
        'Blood pressure, blood sugar, pulse, temperature and weight checked at home, to keep a long-term condition under watch or to reassure the family.',
    },
    image: {
      src: '/images/services/service-5.svg',
      alt: {
        fr:
          "Illustration d'un infirmier qui mesure la tension artérielle d'une grand-mère assise à sa table, un carnet de suivi ouvert devant elle",
        en:
          'Illustration of a nurse taking the blood pressure of a grandmother sitting at her table, a health record open in front of her',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            "L'hypertension et le diabète sont fréquents et restent souvent silencieux pendant des années. Une surveillance régulière permet de repérer tôt un déséquilibre et d'adapter le traitement avec le médecin, avant qu'une complication ne survienne.",
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
          text:
            "Chaque mesure est réalisée dans de bonnes conditions, avec du matériel contrôlé, puis notée dans un carnet de suivi. Vous pouvez montrer ce carnet à votre médecin lors de la prochaine consultation\u00A0: il y verra l'évolution sur plusieurs jours ou plusieurs semaines. Le soignant profite aussi de chaque visite pour vérifier la prise des médicaments et répondre à vos questions sur le traitement.",
        },
        {
          type: 'paragraph',
          text:
            "Si une valeur est anormale, le soignant vous l'explique calmement, prévient notre médecin référent et vous indique la conduite à tenir. Une tension très élevée avec maux de tête, une faiblesse d'un côté du corps ou une gêne pour parler sont des urgences\u00A0: il faut alors consulter immédiatement.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'High blood pressure and diabetes are common and often go unnoticed for years. Regular checks catch an imbalance early, so the treatment can be adjusted with the doctor before a complication sets in.',
        },
        { type: 'heading', text: 'What we check' },
        {
          type: 'list',
          items: [
            'Blood pressure and heart rate',
            'Blood sugar from a finger-prick test',
            'Temperature and oxygen level',
            'Weight and, if needed, waist size',
            'A general look: swelling, the state of the skin, hydration',
          ],
        },
        { type: 'heading', text: 'Results your doctor can use' },
        {
          type: 'paragraph',
          text:
            'Each reading is taken in good conditions, with checked equipment, then written down in a health record. You can show this record to your doctor at your next appointment: they will see how things have changed over several days or weeks. The carer also uses each visit to check that medicines are being taken and to answer your questions about the treatment.',
        },
        {
          type: 'paragraph',
          text:
            'If a reading is abnormal, the carer explains it to you calmly, tells our doctor in charge and tells you what to do. Very high blood pressure with a headache, weakness on one side of the body or difficulty speaking are emergencies: see a doctor immediately.',
        },
      ],
    },
    features: [
      { fr: 'Tension artérielle et pouls', en: 'Blood pressure and pulse' },
      { fr: 'Glycémie capillaire', en: 'Finger-prick blood sugar test' },
      { fr: 'Température et saturation en oxygène', en: 'Temperature and oxygen level' },
      { fr: 'Suivi du poids', en: 'Weight checks' },
      { fr: 'Carnet de suivi à montrer au médecin', en: 'A health record to show your doctor' },
      { fr: 'Alerte du médecin référent si nécessaire', en: 'Our doctor in charge alerted when needed' },
    ],
    card: {
      description: {
        fr:
          'Tension, glycémie, pouls et température contrôlés à domicile, avec un carnet de suivi pour votre médecin.',
        en:
          'Blood pressure, blood sugar, pulse and temperature checked at home, with a health record for your doctor.',
      },
      features: [
        { fr: 'Tension artérielle et pouls', en: 'Blood pressure and pulse' },
        { fr: 'Glycémie capillaire', en: 'Blood sugar test' },
        { fr: 'Température et oxygène', en: 'Temperature and oxygen' },
        { fr: 'Carnet de suivi', en: 'Health record' },
      ],
    },
    pricing: [
      { option: { fr: 'Contrôle ponctuel', en: 'Single check' }, min: 4500 },
      { option: { fr: 'Pack 3 visites par semaine', en: 'Pack of 3 visits a week' }, min: 12000 },
      { option: { fr: 'Suivi quotidien sur 5 jours', en: 'Daily checks for 5 days' }, min: 18000 },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Le carnet de suivi a permis au cardiologue d'ajuster le traitement de mon père en une seule consultation.",
          en: 'The health record let the cardiologist adjust my father’s treatment in a single appointment.',
        },
        author: 'Serge T., Mfou',
      },
      {
        quote: {
          fr:
            "Je vis seule et je suis diabétique. Les visites de contrôle me rassurent et m'aident à rester attentive.",
          en: 'I live alone and I have diabetes. The check-up visits reassure me and help me look after myself.',
        },
        author: 'Odile M., Nkolafamba',
      },
    ],
  },
  {
    id: 6,
    slug: 'services-de-nutrition',
    icon: 'apple',
    color: 'green',
    title: { fr: 'Services de nutrition', en: 'Nutrition services' },
    description: {
      fr:
        "Des repas équilibrés préparés à domicile et un suivi nutritionnel adapté à l'âge, aux goûts et à l'état de santé de chacun.",
      en:
        'Balanced meals cooked in your home, and regular nutrition support suited to each person’s age, tastes and health, in line with the doctor’s advice.',
    },
    image: {
      src: '/images/services/service-6.svg',
      alt: {
        fr:
          "Illustration d'une aide à domicile qui sert un repas de poisson, de plantain et de légumes à un couple de personnes âgées",
        en: 'Illustration of a home help serving a meal of fish, plantain and vegetables to an elderly couple',
      },
      width: 800,
      height: 600,
    },
    longDescription: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Bien manger est essentiel pour garder ses forces, guérir plus vite et mieux vivre avec une maladie chronique. Pourtant, avec l'âge ou la maladie, l'appétit diminue et préparer à manger devient parfois pénible. Notre service de nutrition aide votre proche à manger sainement, avec plaisir.",
        },
        { type: 'heading', text: 'Une cuisine de chez nous, adaptée à la santé' },
        {
          type: 'paragraph',
          text:
            "Nous cuisinons les plats que la personne aime (ndolé, poisson braisé, plantain, légumes, sauce d'arachide…) en les adaptant\u00A0: moins de sel et de cubes d'assaisonnement, moins d'huile, plus de légumes, une texture plus tendre si la mastication est difficile.",
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
          text:
            "Avec le suivi hebdomadaire ou le pack semaine, nous établissons des menus variés, préparons les repas et vérifions que la personne mange et boit suffisamment. Une perte de poids sans raison, un refus de manger ou des difficultés pour avaler sont signalés au médecin. Nous veillons aussi à l'hygiène de la cuisine et à la bonne conservation des aliments, essentielle avec la chaleur.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'Eating well is essential to keep up your strength, heal faster and live better with a long-term illness. Yet with age or illness, appetite fades and cooking can become a chore. Our nutrition service helps your loved one eat healthily, and with pleasure.',
        },
        { type: 'heading', text: 'Home cooking, adapted for health' },
        {
          type: 'paragraph',
          text:
            'We cook the dishes the person enjoys (ndolé, grilled fish, plantain, vegetables, groundnut sauce…) and adapt them: less salt and fewer stock cubes, less oil, more vegetables, and a softer texture if chewing is difficult.',
        },
        {
          type: 'list',
          items: [
            'Meals suited to diabetes, high blood pressure or kidney problems',
            'Adapted textures: mashed, blended, enriched porridges',
            'Watching that the person drinks enough, especially in the hot season',
            'Keeping an eye on weight and appetite',
            'Practical tips for the family on shopping and cooking',
          ],
        },
        { type: 'heading', text: 'Regular support' },
        {
          type: 'paragraph',
          text:
            'With weekly support or the week pack, we plan varied menus, cook the meals and check that the person eats and drinks enough. Weight loss with no clear reason, refusing food or difficulty swallowing are reported to the doctor. We also keep the kitchen clean and make sure food is stored safely, which matters in the heat.',
        },
      ],
    },
    features: [
      { fr: 'Préparation de repas équilibrés à domicile', en: 'Balanced meals cooked at home' },
      { fr: 'Menus adaptés aux maladies chroniques', en: 'Menus suited to long-term conditions' },
      {
        fr: 'Textures adaptées aux difficultés de mastication',
        en: 'Textures for people who find chewing hard',
      },
      { fr: "Surveillance de l'hydratation", en: 'Watching that the person drinks enough' },
      { fr: "Suivi du poids et de l'appétit", en: 'Keeping an eye on weight and appetite' },
      { fr: 'Conseils à la famille', en: 'Advice for the family' },
    ],
    card: {
      description: {
        fr:
          "Des repas équilibrés, préparés à la maison avec les produits d'ici et adaptés à la santé de chacun.",
        en: 'Balanced meals, cooked at home with local produce and suited to each person’s health.',
      },
      features: [
        { fr: 'Repas équilibrés à domicile', en: 'Balanced meals at home' },
        { fr: 'Menus adaptés aux maladies chroniques', en: 'Menus for long-term conditions' },
        { fr: 'Textures faciles à manger', en: 'Easy-to-eat textures' },
        { fr: "Suivi du poids et de l'hydratation", en: 'Weight and hydration checks' },
      ],
    },
    pricing: [
      { option: { fr: "Préparation d'un repas", en: 'Cooking one meal' }, min: 3000 },
      { option: { fr: 'Suivi hebdomadaire', en: 'Weekly support' }, min: 5000, max: 25000 },
      { option: { fr: 'Pack semaine', en: 'Week pack' }, min: 7000, max: 35000 },
    ],
    testimonials: [
      {
        quote: {
          fr:
            "Ma tante diabétique mange enfin des repas qu'elle aime, sans excès de sucre ni de sel. Sa glycémie est bien meilleure.",
          en:
            'My aunt, who has diabetes, finally eats meals she enjoys, without too much sugar or salt. Her blood sugar is much better.',
        },
        author: 'Rose F., Yaoundé',
      },
      {
        quote: {
          fr:
            'Mon père avait beaucoup maigri. Avec les repas préparés à la maison, il a repris des forces en quelques semaines.',
          en:
            'My father had lost a lot of weight. With meals cooked at home, he regained his strength in a few weeks.',
        },
        author: 'Alain D., Essos',
      },
    ],
  },
];

function sourceOf(serviceId: number): ServiceSource {
  const service = serviceSources.find((candidate) => candidate.id === serviceId);
  if (!service) throw new Error(`No service ${serviceId} for a card`);
  return service;
}

/** A service's card: its title, icon and colour, with a short text written for the card. */
function cardFor(serviceId: number, text: CardTextSource): ServiceCardSource {
  const { title, icon, color } = sourceOf(serviceId);
  return { serviceId, title, icon, color, ...text };
}

const cardSources = {
  /** The six cards of /services, one per service, in the services' order. */
  list: serviceSources.map((service) => cardFor(service.id, service.card)),
  /** The five cards of the home page, in the centre's order: their own short text, the rest from the service. */
  home: [
    cardFor(4, {
    description: {
      fr: "Un soutien régulier pour suivre son traitement, retrouver de l'autonomie et garder le moral.",
      en: 'Regular support to keep up with treatment, regain independence and keep spirits up.',
    },
    features: [
      { fr: 'Aide à la prise du traitement', en: 'Help taking treatment' },
      { fr: 'Exercices doux et stimulation', en: 'Gentle exercise and stimulation' },
      { fr: 'Soutien moral et écoute', en: 'Moral support and a listening ear' },
      { fr: 'Accompagnement aux rendez-vous', en: 'Going along to appointments' },
    ],
  }),
    cardFor(2, {
    description: {
      fr: 'Des soins infirmiers de qualité, chez vous, par des professionnels diplômés.',
      en: 'Quality nursing care in your home, from qualified professionals.',
    },
    features: [
      { fr: 'Pansements et soins de plaies', en: 'Dressings and wound care' },
      { fr: 'Injections et perfusions', en: 'Injections and drips' },
      { fr: 'Soins post-opératoires', en: 'Care after an operation' },
      { fr: 'Surveillance des maladies chroniques', en: 'Monitoring of long-term conditions' },
    ],
  }),
    cardFor(6, {
    description: {
      fr: "Des repas sains et savoureux, adaptés à l'âge et à l'état de santé de votre proche.",
      en: 'Healthy, tasty meals suited to your loved one’s age and health.',
    },
    features: [
      { fr: 'Repas équilibrés à domicile', en: 'Balanced meals at home' },
      { fr: 'Menus adaptés au diabète et à la tension', en: 'Menus for diabetes and high blood pressure' },
      { fr: 'Textures faciles à manger', en: 'Easy-to-eat textures' },
      { fr: "Suivi de l'hydratation", en: 'Making sure they drink enough' },
    ],
  }),
    cardFor(1, {
    description: {
      fr: 'Une aide bienveillante pour les gestes de tous les jours, dans le respect des habitudes de chacun.',
      en: 'Kind help with everyday tasks, respecting each person’s habits.',
    },
    features: [
      { fr: 'Toilette et habillage', en: 'Washing and dressing' },
      { fr: 'Préparation des repas', en: 'Cooking meals' },
      { fr: 'Aide aux déplacements', en: 'Help getting around' },
      { fr: 'Courses et commissions', en: 'Shopping and errands' },
    ],
  }),
    cardFor(3, {
    description: {
      fr: 'Une sage-femme attentive qui vient chez vous, avant et après la naissance de votre bébé.',
      en: 'An attentive midwife who comes to your home, before and after your baby is born.',
    },
    features: [
      { fr: 'Contrôle de la tension et du poids', en: 'Blood pressure and weight checks' },
      { fr: "Conseils d'alimentation et de repos", en: 'Advice on food and rest' },
      { fr: "Préparation à l'accouchement", en: 'Getting ready for the birth' },
      { fr: 'Visites après la naissance', en: 'Visits after the birth' },
    ],
  }),
  ],
};

/** The seven home-care services listed in the footer. */
const footerServiceSources: FooterServiceSource[] = [
  { label: { fr: 'Hygiène et soins corporels', en: 'Hygiene and personal care' }, icon: 'bath' },
  {
    label: { fr: "Aide à l'alimentation et à la nutrition", en: 'Help with eating and nutrition' },
    icon: 'apple',
  },
  { label: { fr: 'Accompagnement médical', en: 'Medical support' }, icon: 'stethoscope' },
  { label: { fr: 'Mobilité et transferts', en: 'Mobility and transfers' }, icon: 'walk' },
  { label: { fr: 'Soutien psychologique', en: 'Emotional support' }, icon: 'brain' },
  { label: { fr: 'Garde de jour et de nuit', en: 'Day and night sitting' }, icon: 'moon' },
  { label: { fr: 'Courses et commissions', en: 'Shopping and errands' }, icon: 'cart' },
];

/** How a care plan starts, shown on /services: the same four steps for every service. */
const careStepSources: ValueSource[] = [
  {
    title: { fr: 'Un premier échange', en: 'A first conversation' },
    description: {
      fr:
        'Par téléphone, sur WhatsApp ou au centre, vous nous expliquez la situation. Nous répondons à toutes vos questions.',
      en:
        'By phone, on WhatsApp or at the centre, you tell us about the situation. We answer all your questions.',
    },
    icon: 'phone',
  },
  {
    title: { fr: "Une visite d'évaluation", en: 'An assessment visit' },
    description: {
      fr:
        'Un soignant vient à domicile pour évaluer les besoins et les habitudes de la personne, sans engagement de votre part.',
      en:
        'A carer comes to the home to understand the person’s needs and habits, with no obligation on your part.',
    },
    icon: 'clipboard',
  },
  {
    title: { fr: 'Un plan de soins écrit', en: 'A written care plan' },
    description: {
      fr:
        "Vous recevez un plan clair\u00A0: les soins, les horaires, l'intervenant et le tarif, convenus avec vous et la famille.",
      en:
        'You receive a clear plan: the care, the times, who will come and the price, agreed with you and the family.',
    },
    icon: 'calendar',
  },
  {
    title: { fr: 'Un suivi régulier', en: 'Regular reviews' },
    description: {
      fr:
        "Nous faisons le point avec vous et le médecin, et nous ajustons l'accompagnement quand les besoins évoluent.",
      en: 'We review things with you and the doctor, and adjust the support as needs change.',
    },
    icon: 'heart-pulse',
  },
];

export const services: Record<Locale, Service[]> = perLocale(serviceSources);
export const serviceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.list);
export const homeServiceCards: Record<Locale, ServiceCard[]> = perLocale(cardSources.home);
export const footerServices = perLocale(footerServiceSources);
export const careSteps = perLocale(careStepSources);

export function getService(id: number, locale: Locale): Service | undefined {
  return services[locale].find((service) => service.id === id);
}
