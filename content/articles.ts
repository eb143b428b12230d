import { perLocale, type Locale, type Text } from '@/lib/i18n';
import { doctorSources } from './doctors';
import { siteSource } from './site';
import type { AccentColor, Article, ArticleCategory, ArticleSource } from './types';

/*
 * The five blog articles (ids 1 to 5). Health-education texts written for families in Yaoundé;
 * they never replace a consultation. Each language has its own text of every article.
 */

const TEAM: Text = { fr: "L'équipe Aide & Vie", en: 'The Aide & Vie team' };
function doctorName(index: number): string {
  const doctor = doctorSources[index];
  if (!doctor) throw new Error(`No doctor at index ${index}`);
  return doctor.name;
}

const cardiologist = doctorName(0);
const generalPractitioner = doctorName(1);
const emergencyPhone = siteSource.phones.emergency.display;

/** The five categories, their names, and one brand accent each for their chips and icon badges. */
export const categoryNames: Record<ArticleCategory, Text> = {
  support: { fr: 'Accompagnement', en: 'Support' },
  home: { fr: 'Domicile', en: 'At home' },
  health: { fr: 'Santé', en: 'Health' },
  nutrition: { fr: 'Alimentation', en: 'Nutrition' },
  wellbeing: { fr: 'Bien-être', en: 'Well-being' },
};

export const categoryColors: Record<ArticleCategory, AccentColor> = { support: 'teal', home: 'blue', health: 'rose', nutrition: 'green', wellbeing: 'violet' };

export const articleSources: ArticleSource[] = [
  {
    id: 1,
    title: {
      fr: "Accompagner un proche âgé à l'hôpital\u00A0: nos conseils pour une visite sereine",
      en: 'Going to hospital with an elderly relative: our tips for a calm visit',
    },
    metaTitle: {
      fr: "Visite à l'hôpital d'un proche âgé\u00A0: nos conseils",
      en: 'Taking an elderly relative to hospital: our tips',
    },
    excerpt: {
      fr:
        "Consultation, examens ou hospitalisation\u00A0: bien préparer la sortie à l'hôpital d'un parent âgé évite le stress et rend la visite plus utile.",
      en:
        'An appointment, tests or a stay in hospital: preparing well for an elderly parent’s trip to hospital avoids stress and makes the visit more useful.',
    },
    content: {
      fr:
        "Une journée à l'hôpital peut vite devenir épuisante pour une personne âgée. Avec un peu d'organisation et une présence attentive, elle se passe beaucoup mieux. Voici nos conseils, tirés de l'expérience de notre équipe d'accompagnement.",
      en:
        'A day at the hospital can quickly wear out an older person. With a little organisation and someone attentive at their side, it goes much better. Here is our advice, drawn from our support team’s experience.',
    },
    icon: 'hospital',
    image: {
      src: '/images/blog/article-1.svg',
      alt: {
        fr:
          "Illustration d'une accompagnatrice qui tient le bras d'un monsieur âgé dans le couloir clair d'un hôpital",
        en: 'Illustration of a carer holding the arm of an elderly man in a bright hospital corridor',
      },
      width: 1200,
      height: 675,
    },
    date: '2024-05-15',
    author: TEAM,
    category: 'support',
    fullContent: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Pour un parent âgé, aller à l'hôpital n'est jamais anodin. Il faut se déplacer dans la circulation de Yaoundé, attendre parfois longtemps, comprendre ce que dit le médecin et retenir les consignes. Beaucoup de personnes âgées se sentent perdues ou n'osent pas poser de questions. Votre présence à leurs côtés change tout\u00A0: elle rassure et elle permet de repartir avec des informations claires.",
        },
        { type: 'heading', text: 'Avant le rendez-vous\u00A0: préparer le sac et les papiers' },
        {
          type: 'paragraph',
          text:
            'La veille, prenez le temps de rassembler avec votre proche tout ce qui sera utile. Un oubli peut obliger à revenir un autre jour.',
        },
        {
          type: 'list',
          items: [
            "La carte nationale d'identité et, s'il existe, le carnet de santé ou le carnet de suivi",
            'Les ordonnances en cours et les boîtes des médicaments pris chaque jour',
            "Les résultats d'examens récents\u00A0: analyses de sang, radiographies, échographies",
            'Le courrier du médecin qui a demandé la consultation',
            "De l'eau, une petite collation et, pour les diabétiques, de quoi se resucrer",
            'Des lunettes, un appareil auditif, un gilet ou un pagne si la salle est climatisée',
            "De l'argent pour les frais de consultation, d'examens et de pharmacie",
          ],
        },
        {
          type: 'paragraph',
          text:
            "Notez aussi sur une feuille les questions que vous voulez poser, et les symptômes observés ces derniers jours\u00A0: depuis quand, à quel moment de la journée, ce qui les soulage. Le médecin a souvent peu de temps\u00A0; une liste claire l'aide beaucoup.",
        },
        { type: 'heading', text: 'Le jour J\u00A0: partir tôt et ménager ses forces' },
        {
          type: 'paragraph',
          text:
            "Partez en avance pour éviter les embouteillages et le stress de l'heure qui passe. Aux heures chaudes, la fatigue et la déshydratation arrivent vite\u00A0: proposez régulièrement à boire, installez votre proche à l'ombre et demandez une chaise si l'attente se prolonge debout. S'il se déplace difficilement, n'hésitez pas à demander un fauteuil roulant à l'accueil.",
        },
        { type: 'heading', text: 'Pendant la consultation\u00A0: aider sans parler à sa place' },
        {
          type: 'paragraph',
          text:
            "Laissez d'abord votre proche s'exprimer. C'est sa santé et il a le droit d'être écouté. Intervenez ensuite pour compléter ou préciser. Prenez des notes, car on oublie vite ce qui a été dit. Avant de partir, assurez-vous d'avoir la réponse à ces questions\u00A0:",
        },
        {
          type: 'ordered-list',
          items: [
            'Quel est le problème de santé et est-il grave\u00A0?',
            'Quel traitement faut-il suivre, à quelle heure et pendant combien de temps\u00A0?',
            'Quels examens faut-il encore faire, et où\u00A0?',
            'Quels signes doivent faire revenir ou consulter en urgence\u00A0?',
            'Quand a lieu le prochain rendez-vous\u00A0?',
          ],
        },
        { type: 'heading', text: "En cas d'hospitalisation\u00A0: une présence qui compte" },
        {
          type: 'paragraph',
          text:
            "Si votre proche doit rester à l'hôpital, organisez une présence à tour de rôle dans la famille, en respectant les règles du service. Une personne âgée hospitalisée peut devenir confuse, surtout la nuit\u00A0: une voix familière l'apaise. Veillez à ce qu'elle boive, mange, change de position si elle reste alitée, et signalez à l'équipe soignante toute rougeur de la peau, toute douleur ou tout changement de comportement.",
        },
        {
          type: 'paragraph',
          text:
            'Gardez des relations cordiales avec les infirmiers et les médecins\u00A0: ce sont vos meilleurs alliés. Demandez qui est le médecin responsable et à quel moment il est possible de lui parler.',
        },
        { type: 'heading', text: 'Le retour à la maison se prépare' },
        {
          type: 'paragraph',
          text:
            "À la sortie, faites-vous expliquer l'ordonnance et achetez les médicaments sans tarder. Prévoyez, si besoin, des soins infirmiers ou une aide à domicile dès les premiers jours\u00A0: c'est souvent là que surviennent les chutes et les erreurs de traitement. Notre équipe peut prendre le relais à la maison.",
        },
        {
          type: 'quote',
          text:
            "Accompagner, ce n'est pas seulement conduire quelqu'un à l'hôpital\u00A0: c'est l'aider à comprendre, à être entendu et à rentrer chez lui rassuré.",
          cite: "L'équipe Aide & Vie",
        },
        {
          type: 'paragraph',
          text: `Vous ne pouvez pas vous libérer\u00A0? Nos accompagnateurs peuvent se rendre à l'hôpital avec votre proche et vous faire un compte rendu. En cas de malaise, de douleur dans la poitrine ou de difficulté à respirer, rendez-vous sans attendre aux urgences les plus proches ou appelez notre ligne d'urgence au ${emergencyPhone}.`,
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'For an elderly parent, going to hospital is never a small thing. There is the Yaoundé traffic, sometimes a long wait, then the doctor’s explanations to follow and instructions to remember. Many older people feel lost or do not dare to ask questions. Having you beside them changes everything: it reassures them, and you both leave with clear information.',
        },
        { type: 'heading', text: 'Before the appointment: get the bag and the papers ready' },
        {
          type: 'paragraph',
          text:
            'The day before, take time with your relative to gather everything that will be useful. Forgetting something can mean coming back another day.',
        },
        {
          type: 'list',
          items: [
            'The national identity card and, if there is one, the health booklet or care record',
            'Current prescriptions and the boxes of the medicines taken every day',
            'Recent test results: blood tests, X-rays, ultrasound scans',
            'The letter from the doctor who asked for the appointment',
            'Water, a small snack and, for people with diabetes, something sweet in case of low blood sugar',
            'Glasses, a hearing aid, a cardigan or a wrapper if the room is air-conditioned',
            'Money for the consultation, tests and pharmacy',
          ],
        },
        {
          type: 'paragraph',
          text:
            'Also write down the questions you want to ask, and the symptoms you have noticed in the last few days: since when, at what time of day, what eases them. Doctors often have little time, and a clear list helps them a great deal.',
        },
        { type: 'heading', text: 'On the day: leave early and save your strength' },
        {
          type: 'paragraph',
          text:
            'Set off early to avoid traffic jams and the stress of watching the clock. In the hottest hours, tiredness and dehydration come quickly: offer drinks often, find your relative a place in the shade and ask for a chair if they would otherwise have to wait standing up. If they have trouble walking, do not hesitate to ask for a wheelchair at reception.',
        },
        { type: 'heading', text: 'During the consultation: help without speaking for them' },
        {
          type: 'paragraph',
          text:
            'Let your relative speak first. It is their health, and they have the right to be heard. Then step in to add or clarify. Take notes, because what was said is quickly forgotten. Before you leave, make sure you have the answers to these questions:',
        },
        {
          type: 'ordered-list',
          items: [
            'What is the health problem, and is it serious?',
            'What treatment must be taken, at what time, and for how long?',
            'What tests still need to be done, and where?',
            'Which signs mean coming back, or going to the emergency department?',
            'When is the next appointment?',
          ],
        },
        { type: 'heading', text: 'If your relative is admitted: being there matters' },
        {
          type: 'paragraph',
          text:
            'If your relative has to stay in hospital, take turns within the family to be with them, following the ward’s rules. An older person in hospital can become confused, especially at night, and a familiar voice calms them. Make sure they drink, eat and change position if they stay in bed, and tell the nursing team about any red patch on the skin, any pain or any change in behaviour.',
        },
        {
          type: 'paragraph',
          text:
            'Stay on friendly terms with the nurses and doctors: they are your best allies. Ask who the doctor in charge is, and when you can speak to them.',
        },
        { type: 'heading', text: 'Coming home needs planning' },
        {
          type: 'paragraph',
          text:
            'When your relative is discharged, ask for the prescription to be explained and buy the medicines without delay. If needed, arrange nursing care or help at home from the very first days: that is often when falls and mistakes with medicines happen. Our team can take over at home.',
        },
        {
          type: 'quote',
          text:
            'Going with someone is not just driving them to hospital: it is helping them understand, be heard and come home reassured.',
          cite: 'The Aide & Vie team',
        },
        {
          type: 'paragraph',
          text: `Can’t get away? Our carers can go to the hospital with your relative and tell you how it went. If they faint, have chest pain or find it hard to breathe, go straight to the nearest emergency department or call our emergency line on ${emergencyPhone}.`,
        },
      ],
    },
    related: [2, 5],
  },
  {
    id: 2,
    title: {
      fr: "Prévenir les chutes\u00A0: aménager le domicile d'un proche âgé",
      en: 'Preventing falls: making an elderly relative’s home safer',
    },
    metaTitle: {
      fr: "Prévenir les chutes au domicile d'un proche âgé",
      en: 'Preventing falls in an elderly relative’s home',
    },
    excerpt: {
      fr:
        'Un tapis qui glisse, une marche mal éclairée, une coupure de courant la nuit\u00A0: la plupart des chutes à la maison peuvent être évitées avec des gestes simples.',
      en:
        'A rug that slips, a badly lit step, a power cut at night: most falls at home can be avoided with a few simple changes, room by room.',
    },
    content: {
      fr:
        "Les chutes sont la première cause d'accident chez les personnes âgées et la maison est l'endroit où elles arrivent le plus souvent. Pièce par pièce, voici comment rendre le domicile plus sûr.",
      en:
        'Falls are the leading cause of accidents among older people, and home is where they happen most often. Room by room, here is how to make a home safer.',
    },
    icon: 'home-heart',
    image: {
      src: '/images/blog/article-2.svg',
      alt: {
        fr:
          "Illustration d'une chambre aménagée pour une personne âgée, avec une barre d'appui, une lampe de chevet et un sol dégagé",
        en:
          'Illustration of a bedroom set up for an elderly person, with a grab bar, a bedside lamp and a clear floor',
      },
      width: 1200,
      height: 675,
    },
    date: '2024-05-02',
    author: generalPractitioner,
    category: 'home',
    fullContent: {
      fr: [
        {
          type: 'paragraph',
          text:
            'Après 65 ans, environ une personne sur trois tombe au moins une fois par an. Une chute peut entraîner une fracture, notamment du col du fémur, mais aussi une perte de confiance\u00A0: la personne a peur de retomber, bouge moins et perd peu à peu ses forces. Bonne nouvelle\u00A0: quelques aménagements simples, souvent peu coûteux, réduisent nettement ce risque.',
        },
        { type: 'heading', text: "L'entrée et la cour" },
        {
          type: 'list',
          items: [
            'Réparez les marches cassées et signalez le bord des marches avec une bande de peinture claire.',
            "Installez une rampe ou une main courante le long des escaliers, même s'il n'y a que deux ou trois marches.",
            'Pendant la saison des pluies, balayez la boue et les feuilles mouillées qui rendent le sol glissant.',
            "Éclairez bien l'entrée et le chemin vers les toilettes si elles sont à l'extérieur.",
          ],
        },
        { type: 'heading', text: 'Le salon et les pièces de passage' },
        {
          type: 'list',
          items: [
            'Retirez les petits tapis et les nattes qui glissent, ou fixez-les solidement.',
            'Rangez les fils électriques, les seaux, les cartons et tout ce qui traîne au sol.',
            "Gardez un passage large entre les meubles, et des chaises stables avec accoudoirs pour s'asseoir et se relever.",
            'Placez les objets du quotidien (radio, téléphone, eau) à portée de main, pour ne pas avoir à monter sur un tabouret.',
          ],
        },
        { type: 'heading', text: 'La chambre\u00A0: penser à la nuit' },
        {
          type: 'paragraph',
          text:
            "Beaucoup de chutes se produisent la nuit, en allant aux toilettes. Le lit doit être à une bonne hauteur\u00A0: assis au bord, les pieds doivent toucher le sol à plat. Une lampe de chevet facile à allumer est indispensable. À cause des coupures d'électricité, gardez toujours une lampe rechargeable ou une torche chargée près du lit. Si le trajet jusqu'aux toilettes est long, une chaise percée dans la chambre peut être une solution rassurante.",
        },
        { type: 'heading', text: 'La douche et les toilettes' },
        {
          type: 'paragraph',
          text:
            "C'est la pièce la plus dangereuse, car le sol est mouillé. Posez un tapis antidérapant, fixez des barres d'appui près de la douche et des toilettes, et proposez un tabouret ou un siège de douche stable pour se laver assis. Évitez de laisser votre proche porter seul de lourds seaux d'eau.",
        },
        { type: 'heading', text: 'Des habitudes qui protègent' },
        {
          type: 'list',
          items: [
            'Porter des chaussures fermées, à semelle antidérapante, plutôt que des sandales usées ou des chaussettes seules.',
            "Se lever lentement\u00A0: s'asseoir d'abord au bord du lit, attendre quelques secondes, puis se mettre debout.",
            'Boire suffisamment, surtout quand il fait chaud\u00A0: la déshydratation provoque des vertiges.',
            'Faire contrôler sa vue régulièrement et porter ses lunettes.',
            'Demander au médecin de revoir les médicaments qui font dormir, baissent la tension ou donnent des vertiges.',
            "Rester actif\u00A0: la marche quotidienne entretient les muscles et l'équilibre.",
          ],
        },
        { type: 'heading', text: 'Que faire si votre proche tombe\u00A0?' },
        {
          type: 'ordered-list',
          items: [
            'Gardez votre calme et ne le relevez pas brusquement.',
            "Vérifiez qu'il est conscient, qu'il respire normalement et demandez-lui où il a mal.",
            "S'il a très mal à la hanche, ne peut pas bouger une jambe, saigne, s'est cogné la tête ou semble confus, ne le déplacez pas et appelez les secours.",
            "S'il n'a pas de douleur importante, aidez-le à se tourner sur le côté, à se mettre à genoux puis à s'appuyer sur une chaise stable pour se relever.",
            "Prévenez son médecin, même si tout semble aller bien\u00A0: une chute peut être le signe d'un autre problème de santé.",
          ],
        },
        {
          type: 'quote',
          text:
            "Une chute n'est jamais «\u00A0normale\u00A0» avec l'âge. Elle mérite toujours qu'on en cherche la cause.",
          cite: 'Dr Élise Mballa',
        },
        {
          type: 'paragraph',
          text:
            'Nos équipes peuvent venir évaluer le domicile de votre proche et vous conseiller sur les aménagements les plus utiles. Nos auxiliaires de vie aident aussi aux déplacements, à la toilette et aux transferts, pour que votre parent reste chez lui en sécurité.',
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'After 65, about one person in three falls at least once a year. A fall can cause a fracture, especially of the hip, but also a loss of confidence: the person is afraid of falling again, moves less and slowly loses strength. The good news is that a few simple, often inexpensive changes greatly reduce the risk.',
        },
        { type: 'heading', text: 'The entrance and the yard' },
        {
          type: 'list',
          items: [
            'Repair broken steps and mark the edge of each step with a strip of light-coloured paint.',
            'Fit a rail or a handrail along the stairs, even if there are only two or three steps.',
            'In the rainy season, sweep away the mud and wet leaves that make the ground slippery.',
            'Light the entrance well, and the path to the toilet if it is outside.',
          ],
        },
        { type: 'heading', text: 'The living room and the areas people walk through' },
        {
          type: 'list',
          items: [
            'Remove small rugs and mats that slip, or fix them down firmly.',
            'Put away electric cables, buckets, boxes and anything else lying on the floor.',
            'Keep a wide path between the furniture, and steady chairs with armrests for sitting down and getting up.',
            'Put everyday things (radio, phone, water) within easy reach, so there is no need to climb on a stool.',
          ],
        },
        { type: 'heading', text: 'The bedroom: think about the night' },
        {
          type: 'paragraph',
          text:
            'Many falls happen at night, on the way to the toilet. The bed should be at a good height: sitting on the edge, both feet should rest flat on the floor. A bedside lamp that is easy to switch on is essential. Because of power cuts, always keep a charged rechargeable lamp or torch by the bed. If the way to the toilet is long, a commode chair in the bedroom can be a reassuring solution.',
        },
        { type: 'heading', text: 'The shower and the toilet' },
        {
          type: 'paragraph',
          text:
            'This is the most dangerous room, because the floor is wet. Put down a non-slip mat, fit grab bars by the shower and the toilet, and offer a steady stool or shower seat so your relative can wash sitting down. Try not to let them carry heavy buckets of water on their own.',
        },
        { type: 'heading', text: 'Habits that keep you safe' },
        {
          type: 'list',
          items: [
            'Wearing closed shoes with non-slip soles, rather than worn-out sandals or socks alone.',
            'Getting up slowly: sit on the edge of the bed first, wait a few seconds, then stand up.',
            'Drinking enough, especially when it is hot: dehydration causes dizziness.',
            'Having eyesight checked regularly, and wearing glasses.',
            'Asking the doctor to review medicines that cause drowsiness, lower blood pressure or make you dizzy.',
            'Staying active: a daily walk keeps the muscles and balance in good shape.',
          ],
        },
        { type: 'heading', text: 'What to do if your relative falls' },
        {
          type: 'ordered-list',
          items: [
            'Stay calm, and do not pull them up suddenly.',
            'Check that they are conscious and breathing normally, and ask where it hurts.',
            'If they have severe pain in the hip, cannot move a leg, are bleeding, have hit their head or seem confused, do not move them: call for help.',
            'If there is no severe pain, help them roll onto their side, get onto their knees, then lean on a steady chair to stand up.',
            'Tell their doctor, even if everything seems fine: a fall can be the sign of another health problem.',
          ],
        },
        {
          type: 'quote',
          text: 'A fall is never just “normal” at a certain age. Its cause should always be looked for.',
          cite: 'Dr Élise Mballa',
        },
        {
          type: 'paragraph',
          text:
            'Our teams can come and assess your relative’s home and advise you on the most useful changes. Our care assistants also help with getting around, washing and transfers, so that your parent can stay safely at home.',
        },
      ],
    },
    related: [1, 3],
  },
  {
    id: 3,
    title: {
      fr: 'Tension artérielle et diabète\u00A0: pourquoi les surveiller régulièrement',
      en: 'Blood pressure and diabetes: why regular checks matter',
    },
    metaTitle: {
      fr: 'Tension artérielle et diabète\u00A0: les surveiller',
      en: 'Blood pressure and diabetes: keep an eye on them',
    },
    excerpt: {
      fr:
        "L'hypertension et le diabète ne font souvent pas mal pendant des années. Une surveillance régulière permet d'éviter des complications graves.",
      en:
        'High blood pressure and diabetes often cause no pain for years. Regular checks, at home or with us, help to prevent serious complications.',
    },
    content: {
      fr:
        "L'hypertension artérielle et le diabète touchent de nombreuses familles au Cameroun, souvent sans le savoir. Comprendre ces maladies, bien mesurer sa tension et adopter quelques habitudes permet de vivre longtemps et en bonne santé.",
      en:
        'High blood pressure and diabetes affect many families in Cameroon, often without their knowing. Understanding these illnesses, measuring blood pressure properly and taking up a few good habits helps people live long, healthy lives.',
    },
    icon: 'heart-pulse',
    image: {
      src: '/images/blog/article-3.svg',
      alt: {
        fr:
          "Illustration d'un tensiomètre au bras d'une dame âgée, à côté d'un lecteur de glycémie et d'un carnet de suivi",
        en:
          'Illustration of a blood pressure cuff on an elderly lady’s arm, next to a blood sugar meter and a health record',
      },
      width: 1200,
      height: 675,
    },
    date: '2024-04-18',
    author: cardiologist,
    category: 'health',
    fullContent: {
      fr: [
        {
          type: 'paragraph',
          text:
            "On appelle souvent l'hypertension le «\u00A0tueur silencieux\u00A0». Elle ne donne généralement aucun signe, alors qu'elle fatigue le cœur, les reins, les yeux et les vaisseaux du cerveau. Le diabète, lui aussi, peut rester discret pendant longtemps. Ces deux maladies sont fréquentes après 40 ans et augmentent fortement le risque d'accident vasculaire cérébral (AVC), d'infarctus et d'insuffisance rénale. La seule façon de les repérer à temps est de les mesurer.",
        },
        { type: 'heading', text: 'Bien mesurer sa tension à la maison' },
        {
          type: 'paragraph',
          text:
            'Un tensiomètre électronique au bras, de bonne qualité, permet un suivi fiable à domicile. Le résultat dépend beaucoup des conditions de mesure\u00A0:',
        },
        {
          type: 'ordered-list',
          items: [
            "Évitez le café, le tabac et l'effort physique dans les 30 minutes qui précèdent.",
            'Asseyez-vous au calme, le dos appuyé, les pieds à plat, et reposez-vous 5 minutes.',
            'Posez le bras sur la table, le brassard à hauteur du cœur, sur la peau nue.',
            'Ne parlez pas pendant la mesure.',
            "Faites deux mesures à une ou deux minutes d'intervalle, le matin et le soir.",
            "Notez les chiffres, la date et l'heure dans un carnet, à montrer au médecin.",
          ],
        },
        {
          type: 'paragraph',
          text:
            "À titre indicatif, une tension mesurée à domicile qui reste régulièrement égale ou supérieure à 135/85 mmHg doit être signalée à votre médecin. Au cabinet, le seuil retenu est de 140/90 mmHg. Une seule mesure élevée ne suffit pas pour poser un diagnostic\u00A0: c'est le médecin qui interprète l'ensemble des mesures.",
        },
        { type: 'heading', text: 'Le diabète\u00A0: des signes à connaître' },
        {
          type: 'list',
          items: [
            "Une soif inhabituelle et des envies fréquentes d'uriner, y compris la nuit",
            'Une fatigue persistante ou un amaigrissement sans raison',
            'Des infections à répétition ou des plaies qui guérissent mal',
            'Une vision qui devient floue',
            'Des fourmillements ou une perte de sensibilité dans les pieds',
          ],
        },
        {
          type: 'paragraph',
          text:
            "Si vous avez plus de 40 ans, un surpoids, un parent diabétique ou une tension élevée, demandez un dosage de la glycémie à jeun, même sans aucun symptôme. Chez une personne diabétique, les pieds doivent être examinés chaque jour\u00A0: une petite blessure non soignée peut s'infecter gravement. Évitez de marcher pieds nus.",
        },
        { type: 'heading', text: 'Au quotidien, des gestes qui font la différence' },
        {
          type: 'list',
          items: [
            "Réduire le sel, y compris les cubes d'assaisonnement, très salés\u00A0; relever les plats avec des épices, de l'ail, du gingembre ou du citron.",
            "Limiter les boissons sucrées et les jus industriels, et privilégier l'eau.",
            'Modérer la bière et les autres boissons alcoolisées, et arrêter le tabac.',
            'Manger plus de légumes (ndolé, gombo, folong, épinards), du poisson et des féculents bouillis plutôt que frits.',
            'Marcher au moins 30 minutes par jour, aux heures fraîches.',
            'Surveiller son poids et son tour de taille.',
          ],
        },
        { type: 'heading', text: 'Le traitement\u00A0: régularité avant tout' },
        {
          type: 'paragraph',
          text:
            "Un traitement contre la tension ou le diabète se prend tous les jours, même quand on se sent bien. L'arrêter sans avis médical, ou le remplacer par des remèdes à base de plantes, expose à des complications graves. Si un médicament vous gêne ou coûte trop cher, parlez-en à votre médecin\u00A0: il existe souvent une autre solution. Les personnes sous insuline ou certains comprimés doivent aussi savoir reconnaître une hypoglycémie (sueurs, tremblements, faim brutale, confusion) et prendre aussitôt du sucre ou une boisson sucrée.",
        },
        { type: 'heading', text: 'Quand faut-il consulter en urgence\u00A0?' },
        {
          type: 'list',
          items: [
            "Un visage qui se déforme, un bras ou une jambe qui devient faible, une difficulté soudaine à parler\u00A0: c'est peut-être un AVC.",
            'Une douleur serrant la poitrine, surtout si elle irradie dans le bras ou la mâchoire.',
            'Un mal de tête violent et inhabituel, avec une tension très élevée.',
            'Une confusion, une somnolence ou une perte de connaissance chez une personne diabétique.',
          ],
        },
        {
          type: 'paragraph',
          text: `Dans ces situations, chaque minute compte\u00A0: rendez-vous immédiatement aux urgences ou appelez notre ligne d'urgence au ${emergencyPhone}. Pour un suivi plus régulier, notre service de prise de paramètres médicaux passe à domicile mesurer la tension et la glycémie, et tient un carnet de suivi que vous pourrez montrer à votre médecin.`,
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'High blood pressure is often called the “silent killer”. It usually gives no sign, yet it wears out the heart, the kidneys, the eyes and the blood vessels of the brain. Diabetes, too, can stay hidden for a long time. Both illnesses are common after 40, and they sharply increase the risk of stroke, heart attack and kidney failure. The only way to catch them in time is to measure them.',
        },
        { type: 'heading', text: 'Measuring blood pressure properly at home' },
        {
          type: 'paragraph',
          text:
            'A good-quality electronic blood pressure monitor worn on the upper arm makes reliable checks at home possible. The result depends a great deal on how you take the measurement:',
        },
        {
          type: 'ordered-list',
          items: [
            'Avoid coffee, tobacco and physical effort in the 30 minutes before.',
            'Sit somewhere quiet, with your back supported and feet flat, and rest for 5 minutes.',
            'Rest your arm on the table, with the cuff at heart level, on bare skin.',
            'Do not talk during the measurement.',
            'Take two readings one or two minutes apart, morning and evening.',
            'Write the numbers, the date and the time in a notebook to show your doctor.',
          ],
        },
        {
          type: 'paragraph',
          text:
            'As a guide, blood pressure measured at home that is regularly 135/85 mmHg or higher should be reported to your doctor. At the surgery, the threshold used is 140/90 mmHg. A single high reading is not enough for a diagnosis: it is the doctor who interprets all the readings together.',
        },
        { type: 'heading', text: 'Diabetes: signs to know' },
        {
          type: 'list',
          items: [
            'Unusual thirst and needing to pass water often, including at night',
            'Tiredness that will not go away, or losing weight for no reason',
            'Repeated infections, or wounds that heal badly',
            'Eyesight that becomes blurred',
            'Tingling or loss of feeling in the feet',
          ],
        },
        {
          type: 'paragraph',
          text:
            'If you are over 40, overweight, have a parent with diabetes or have high blood pressure, ask for a fasting blood sugar test, even with no symptoms at all. For a person with diabetes, the feet should be checked every day: a small untreated wound can become seriously infected. Avoid walking barefoot.',
        },
        { type: 'heading', text: 'Everyday habits that make a difference' },
        {
          type: 'list',
          items: [
            'Cut down on salt, including stock cubes, which are very salty; flavour dishes with spices, garlic, ginger or lemon instead.',
            'Limit sugary drinks and shop-bought juices, and choose water.',
            'Drink beer and other alcohol in moderation, and stop smoking.',
            'Eat more vegetables (ndolé, okra, folong, spinach), fish, and starchy foods boiled rather than fried.',
            'Walk for at least 30 minutes a day, in the cooler hours.',
            'Keep an eye on your weight and waist size.',
          ],
        },
        { type: 'heading', text: 'Treatment: regularity above all' },
        {
          type: 'paragraph',
          text:
            'Treatment for blood pressure or diabetes must be taken every day, even when you feel well. Stopping it without medical advice, or replacing it with herbal remedies, leads to serious complications. If a medicine disagrees with you or costs too much, talk to your doctor: there is often another option. People on insulin or certain tablets should also know how to recognise low blood sugar (sweating, trembling, sudden hunger, confusion) and take sugar or a sweet drink straight away.',
        },
        { type: 'heading', text: 'When to get emergency help' },
        {
          type: 'list',
          items: [
            'A face that droops, an arm or leg that becomes weak, sudden difficulty speaking: it may be a stroke.',
            'A tight pain in the chest, especially if it spreads to the arm or jaw.',
            'A violent, unusual headache with very high blood pressure.',
            'Confusion, drowsiness or loss of consciousness in a person with diabetes.',
          ],
        },
        {
          type: 'paragraph',
          text: `In these situations, every minute counts: go to the emergency department immediately or call our emergency line on ${emergencyPhone}. For regular check-ups, our health-check service comes to the home to measure blood pressure and blood sugar, and keeps a health record you can show your doctor.`,
        },
      ],
    },
    related: [4, 2],
  },
  {
    id: 4,
    title: {
      fr: "Bien s'alimenter après 60 ans avec les produits d'ici",
      en: 'Eating well after 60 with local produce',
    },
    excerpt: {
      fr:
        'Poisson, légumes feuilles, plantain, arachides… Nos conseils pour des repas équilibrés, savoureux et adaptés aux besoins des aînés.',
      en:
        'Fish, leafy greens, plantain, groundnuts… Our tips for balanced, tasty meals made with local produce and suited to older people’s needs.',
    },
    content: {
      fr:
        "Avec l'âge, les besoins du corps changent, mais manger reste un plaisir et un moment de partage. Voici comment composer des repas équilibrés avec les produits de nos marchés, en tenant compte de la santé de chacun.",
      en:
        'With age, the body’s needs change, but eating remains a pleasure and a time to share. Here is how to put together balanced meals with produce from our markets, taking each person’s health into account.',
    },
    icon: 'apple',
    image: {
      src: '/images/blog/article-4.svg',
      alt: {
        fr:
          "Illustration d'une assiette de poisson braisé, de plantain et de légumes verts, avec des fruits tropicaux et un verre d'eau",
        en:
          'Illustration of a plate of grilled fish, plantain and green vegetables, with tropical fruit and a glass of water',
      },
      width: 1200,
      height: 675,
    },
    date: '2024-04-09',
    author: generalPractitioner,
    category: 'nutrition',
    fullContent: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Une idée reçue tenace veut qu'une personne âgée ait besoin de manger moins. En réalité, après 60 ans, le corps a besoin d'autant de protéines, sinon plus, pour garder ses muscles, se défendre contre les infections et bien cicatriser. Or l'appétit diminue, les dents font parfois mal et la solitude coupe l'envie de cuisiner. Résultat\u00A0: beaucoup d'aînés mangent trop peu sans que la famille s'en rende compte.",
        },
        { type: 'heading', text: 'Les protéines à chaque repas' },
        {
          type: 'paragraph',
          text:
            "Les protéines protègent les muscles et donc l'autonomie. Heureusement, notre cuisine en est riche\u00A0:",
        },
        {
          type: 'list',
          items: [
            'Le poisson frais ou fumé, en sauce, braisé ou en mbongo',
            'Les œufs, faciles à préparer et à mâcher',
            'Les haricots, les arachides et le soja',
            'La viande et le poulet, de préférence sans trop de gras',
            'Le lait, le yaourt et le fromage, qui apportent aussi du calcium pour les os',
          ],
        },
        { type: 'heading', text: 'Des légumes et des fruits tous les jours' },
        {
          type: 'paragraph',
          text:
            "Le ndolé, le folong, le gombo, les épinards, le zom ou les feuilles de manioc apportent des vitamines, des minéraux et des fibres qui facilitent le transit. Pensez à en servir à chaque repas principal. Côté fruits, la papaye, l'orange, l'ananas, la mangue, la banane ou l'avocat sont d'excellents choix. Pour une personne diabétique, il vaut mieux manger le fruit entier plutôt qu'en jus, et en quantité raisonnable.",
        },
        { type: 'heading', text: 'Des féculents, mais bien préparés' },
        {
          type: 'paragraph',
          text:
            "Plantain, macabo, manioc, igname, patate douce, riz ou bâton de manioc donnent l'énergie nécessaire à la journée. Préférez-les bouillis, cuits à la vapeur ou pilés plutôt que frits. Le plantain mûr et les beignets sont à garder pour le plaisir, sans excès.",
        },
        { type: 'heading', text: 'Moins de sel, de sucre et de friture' },
        {
          type: 'list',
          items: [
            "Les cubes d'assaisonnement contiennent beaucoup de sel\u00A0: réduisez-les et relevez les plats avec des épices, des herbes, de l'ail, de l'oignon ou du djansang.",
            "L'huile de palme rouge a sa place dans notre cuisine, mais en petite quantité\u00A0; variez avec l'huile d'arachide ou de soja.",
            'Limitez les sodas, les jus industriels et le sucre dans la bouillie ou le thé.',
          ],
        },
        { type: 'heading', text: 'Boire, même sans avoir soif' },
        {
          type: 'paragraph',
          text:
            "Avec l'âge, la sensation de soif diminue. Avec la chaleur de Yaoundé, la déshydratation arrive vite et peut provoquer fatigue, confusion, constipation ou chutes. Visez 1,5 litre par jour environ, sauf avis contraire du médecin (certaines maladies du cœur ou des reins imposent de limiter les boissons). L'eau doit être potable\u00A0: filtrée, bouillie ou en bouteille. Les soupes, les bouillies et les fruits juteux comptent aussi.",
        },
        { type: 'heading', text: 'Exemple de journée équilibrée' },
        {
          type: 'ordered-list',
          items: [
            "Matin\u00A0: une bouillie de maïs ou de mil enrichie au lait ou à la pâte d'arachide, ou du pain avec un œuf, et un fruit.",
            "Midi\u00A0: du poisson en sauce avec du ndolé ou des légumes, du plantain ou du macabo bouilli, et un grand verre d'eau.",
            "Collation\u00A0: un yaourt, une poignée d'arachides grillées ou une banane.",
            "Soir\u00A0: une soupe de légumes avec du poisson ou du poulet, et un peu de riz ou d'igname.",
          ],
        },
        { type: 'heading', text: 'Quand les dents ou la déglutition posent problème' },
        {
          type: 'paragraph',
          text:
            "Si votre proche a du mal à mâcher, adaptez la texture\u00A0: légumes bien cuits et écrasés, poisson effiloché, sauces, purées de macabo ou de patate. Faites contrôler les dents et l'appareil dentaire chez un chirurgien-dentiste. S'il tousse ou s'étouffe en mangeant ou en buvant, parlez-en rapidement à son médecin.",
        },
        {
          type: 'quote',
          text:
            "Un repas partagé en famille nourrit autant le moral que le corps. Mangez avec vos aînés chaque fois que c'est possible.",
          cite: 'Dr Élise Mballa',
        },
        {
          type: 'paragraph',
          text:
            "Une perte de poids sans raison, des vêtements devenus trop larges ou un refus de manger qui dure plus de quelques jours doivent faire consulter. Notre service de nutrition peut préparer des repas adaptés à domicile et surveiller l'appétit et l'hydratation de votre proche.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'Many people believe that older people need to eat less. But after 60 the body needs as much protein, if not more, to keep its muscles, fight infections and heal well. Yet appetite fades, teeth sometimes hurt and loneliness takes away the wish to cook. As a result, many older people eat too little without the family noticing.',
        },
        { type: 'heading', text: 'Protein at every meal' },
        {
          type: 'paragraph',
          text: 'Protein protects the muscles, and so independence. Fortunately, our cooking is rich in it:',
        },
        {
          type: 'list',
          items: [
            'Fresh or smoked fish, in a sauce, grilled or as mbongo',
            'Eggs, easy to prepare and to chew',
            'Beans, groundnuts and soya',
            'Meat and chicken, preferably not too fatty',
            'Milk, yoghurt and cheese, which also bring calcium for the bones',
          ],
        },
        { type: 'heading', text: 'Vegetables and fruit every day' },
        {
          type: 'paragraph',
          text:
            'Ndolé, folong, okra, spinach, zom or cassava leaves bring vitamins, minerals and fibre, which helps digestion. Try to serve them at every main meal. For fruit, papaya, orange, pineapple, mango, banana and avocado are excellent choices. For a person with diabetes, whole fruit is better than juice, in reasonable amounts.',
        },
        { type: 'heading', text: 'Starchy foods, but well prepared' },
        {
          type: 'paragraph',
          text:
            'Plantain, cocoyam, cassava, yam, sweet potato, rice and cassava sticks give the energy needed for the day. Choose them boiled, steamed or pounded rather than fried. Fried ripe plantain and puff-puff are treats, to enjoy in moderation.',
        },
        { type: 'heading', text: 'Less salt, sugar and frying' },
        {
          type: 'list',
          items: [
            'Stock cubes contain a lot of salt: use fewer, and flavour dishes with spices, herbs, garlic, onion or djansang.',
            'Red palm oil has its place in our cooking, but in small amounts; vary it with groundnut or soya oil.',
            'Limit fizzy drinks, shop-bought juices and the sugar in porridge or tea.',
          ],
        },
        { type: 'heading', text: 'Drinking, even when not thirsty' },
        {
          type: 'paragraph',
          text:
            'With age, the feeling of thirst fades. In the Yaoundé heat, dehydration comes quickly and can cause tiredness, confusion, constipation or falls. Aim for about 1.5 litres a day, unless the doctor says otherwise (some heart or kidney conditions mean drinking less). The water must be safe to drink: filtered, boiled or bottled. Soups, porridges and juicy fruit count too.',
        },
        { type: 'heading', text: 'A balanced day, for example' },
        {
          type: 'ordered-list',
          items: [
            'Morning: maize or millet porridge enriched with milk or groundnut paste, or bread with an egg, and a piece of fruit.',
            'Midday: fish in sauce with ndolé or vegetables, boiled plantain or cocoyam, and a large glass of water.',
            'Snack: a yoghurt, a handful of roasted groundnuts or a banana.',
            'Evening: a vegetable soup with fish or chicken, and a little rice or yam.',
          ],
        },
        { type: 'heading', text: 'When teeth or swallowing are a problem' },
        {
          type: 'paragraph',
          text:
            'If your relative finds chewing hard, change the texture: well-cooked, mashed vegetables, flaked fish, sauces, cocoyam or sweet potato purée. Have their teeth and dentures checked by a dental surgeon. If they cough or choke when eating or drinking, tell their doctor soon.',
        },
        {
          type: 'quote',
          text:
            'A meal shared as a family feeds the spirit as much as the body. Eat with your elders whenever you can.',
          cite: 'Dr Élise Mballa',
        },
        {
          type: 'paragraph',
          text:
            'Losing weight for no reason, clothes that have become too loose or refusing food for more than a few days mean it is time to see a doctor. Our nutrition service can cook suitable meals at home and keep an eye on your relative’s appetite and how much they drink.',
        },
      ],
    },
    related: [3, 5],
  },
  {
    id: 5,
    title: {
      fr: "Aidants familiaux\u00A0: prendre soin de soi pour mieux prendre soin de l'autre",
      en: 'Family carers: looking after yourself so you can look after them',
    },
    metaTitle: { fr: 'Aidants familiaux\u00A0: prendre soin de soi', en: 'Family carers: looking after yourself' },
    excerpt: {
      fr:
        "S'occuper d'un parent malade ou âgé est un acte d'amour, mais aussi une charge lourde. Reconnaître sa fatigue et accepter de l'aide n'est pas un abandon.",
      en:
        'Caring for an ill or elderly parent is an act of love, but also a heavy load. Recognising your tiredness and accepting help is not giving up.',
    },
    content: {
      fr:
        "Au Cameroun, ce sont surtout les enfants, les conjoints et souvent les femmes de la famille qui prennent soin d'un proche dépendant. Pour tenir dans la durée, l'aidant doit aussi penser à sa propre santé.",
      en:
        'In Cameroon, it is mostly children, husbands and wives, and very often the women of the family, who care for a relative who can no longer manage alone. To keep going over time, carers must think of their own health too.',
    },
    icon: 'hand-heart',
    image: {
      src: '/images/blog/article-5.svg',
      alt: {
        fr:
          "Illustration d'une femme qui se repose sous un arbre avec une tasse de thé, pendant qu'une soignante tient compagnie à sa mère âgée",
        en:
          'Illustration of a woman resting under a tree with a cup of tea, while a carer keeps her elderly mother company',
      },
      width: 1200,
      height: 675,
    },
    date: '2024-03-28',
    author: TEAM,
    category: 'wellbeing',
    fullContent: {
      fr: [
        {
          type: 'paragraph',
          text:
            "Toilette, repas, médicaments, rendez-vous, nuits interrompues… Prendre soin d'un proche âgé, handicapé ou malade occupe souvent des heures chaque jour, en plus du travail et de la vie de famille. Beaucoup d'aidants le font par amour et par devoir, sans se plaindre. Mais à force de tout donner, ils finissent parfois par s'épuiser. Un aidant épuisé ne peut plus aider\u00A0: prendre soin de soi n'est donc pas de l'égoïsme, c'est une nécessité.",
        },
        { type: 'heading', text: "Les signes de l'épuisement" },
        {
          type: 'paragraph',
          text:
            "L'épuisement s'installe lentement. Soyez attentif à ces signaux, chez vous ou chez un membre de votre famille\u00A0:",
        },
        {
          type: 'list',
          items: [
            'Une fatigue qui ne passe pas, même après une nuit de sommeil',
            'Des troubles du sommeil, des maux de tête ou de dos fréquents',
            "De l'irritabilité, de l'impatience envers la personne aidée",
            'Un sentiment de culpabilité, de tristesse ou de découragement',
            "Le repli sur soi\u00A0: on ne voit plus ses amis, on ne va plus à l'église ou à la réunion",
            'On oublie ses propres rendez-vous médicaux et ses propres traitements',
          ],
        },
        { type: 'heading', text: 'Partager la charge au sein de la famille' },
        {
          type: 'paragraph',
          text:
            "Dans beaucoup de familles, une seule personne porte presque tout. Réunissez frères, sœurs, enfants et proches pour faire le point. Chacun peut contribuer selon ses moyens\u00A0: un week-end de garde par mois, les courses, l'accompagnement aux rendez-vous, une participation aux frais. Un planning écrit, affiché ou partagé sur le téléphone, évite les malentendus.",
        },
        { type: 'heading', text: 'Accepter de se faire relayer' },
        {
          type: 'paragraph',
          text:
            'Faire appel à des professionnels ne veut pas dire abandonner son parent. Une auxiliaire de vie quelques heures par semaine, une infirmière pour les soins techniques ou une garde de nuit permettent de souffler, de dormir et de retrouver de la patience. Votre proche y gagne aussi\u00A0: il reçoit des soins adaptés et voit de nouveaux visages.',
        },
        { type: 'heading', text: 'Préserver sa propre santé' },
        {
          type: 'ordered-list',
          items: [
            'Gardez au moins un moment à vous chaque semaine\u00A0: une sortie, une activité, une visite à des amis.',
            'Dormez suffisamment et mangez à heures régulières, même pendant les périodes difficiles.',
            'Continuez vos propres consultations et vos traitements.',
            'Apprenez les bons gestes pour aider votre proche à se lever ou à se déplacer, afin de protéger votre dos.',
            "Parlez de ce que vous vivez\u00A0: à un ami, à un responsable religieux, à un groupe d'aidants ou à un professionnel.",
          ],
        },
        { type: 'heading', text: 'Se faire aider pour mieux comprendre la maladie' },
        {
          type: 'paragraph',
          text:
            "Beaucoup d'inquiétudes viennent de ce que l'on ne comprend pas\u00A0: pourquoi mon père oublie-t-il tout\u00A0? Comment réagir quand ma mère refuse de manger\u00A0? Le médecin de votre proche et nos équipes peuvent vous expliquer la maladie, ce qui va évoluer et comment adapter vos gestes. Être mieux informé, c'est souvent être moins angoissé.",
        },
        {
          type: 'quote',
          text:
            "On ne peut pas verser de l'eau d'une jarre vide. Pour continuer à aider, l'aidant doit lui aussi être aidé.",
          cite: 'Dr Élise Mballa',
        },
        { type: 'heading', text: "Quand demander de l'aide sans attendre\u00A0?" },
        {
          type: 'paragraph',
          text:
            "Si vous vous sentez à bout, si vous pleurez souvent, si vous n'arrivez plus à dormir ou si vous avez des idées noires, parlez-en rapidement à un médecin. Si vous craignez de perdre patience au point d'être brusque avec votre proche, c'est aussi le signe qu'un relais est urgent. Il n'y a aucune honte à cela.",
        },
        {
          type: 'paragraph',
          text:
            "Notre centre propose des gardes de jour et de nuit, de l'aide à la vie quotidienne et un soutien psychologique pour les familles. Contactez-nous pour en parler\u00A0: ensemble, nous trouverons une organisation qui vous permette de souffler.",
        },
      ],
      en: [
        {
          type: 'paragraph',
          text:
            'Washing, meals, medicines, appointments, broken nights… Caring for an elderly, disabled or ill relative often takes hours every day, on top of work and family life. Many carers do it out of love and duty, without complaining. But by giving everything, they sometimes wear themselves out. An exhausted carer can no longer help: looking after yourself is not selfish, it is a necessity.',
        },
        { type: 'heading', text: 'The signs of exhaustion' },
        {
          type: 'paragraph',
          text:
            'Exhaustion creeps in slowly. Watch for these signs, in yourself or in someone in your family:',
        },
        {
          type: 'list',
          items: [
            'Tiredness that does not go away, even after a night’s sleep',
            'Trouble sleeping, frequent headaches or backache',
            'Irritability, impatience with the person you care for',
            'Feelings of guilt, sadness or discouragement',
            'Withdrawing: no longer seeing friends, no longer going to church or to the family meeting',
            'Forgetting your own medical appointments and treatments',
          ],
        },
        { type: 'heading', text: 'Sharing the load within the family' },
        {
          type: 'paragraph',
          text:
            'In many families, one person carries almost everything. Bring brothers, sisters, children and close relatives together to take stock. Everyone can help in their own way: one weekend a month looking after your relative, the shopping, going to appointments, a share of the costs. A written rota, on the wall or shared on the phone, avoids misunderstandings.',
        },
        { type: 'heading', text: 'Letting someone else take over' },
        {
          type: 'paragraph',
          text:
            'Calling on professionals does not mean abandoning your parent. A care assistant a few hours a week, a nurse for medical care or a night sitter lets you catch your breath, sleep and find your patience again. Your relative gains too: they receive the right care and see new faces.',
        },
        { type: 'heading', text: 'Protecting your own health' },
        {
          type: 'ordered-list',
          items: [
            'Keep at least one moment for yourself every week: an outing, an activity, a visit to friends.',
            'Sleep enough and eat at regular times, even when things are hard.',
            'Keep up your own appointments and treatments.',
            'Learn the right way to help your relative get up or move around, to protect your back.',
            'Talk about what you are going through: to a friend, a religious leader, a carers’ group or a professional.',
          ],
        },
        { type: 'heading', text: 'Getting help to understand the illness' },
        {
          type: 'paragraph',
          text:
            'Many worries come from what we do not understand: why does my father forget everything? How should I react when my mother refuses to eat? Your relative’s doctor and our teams can explain the illness, how it will change and how to adapt what you do. Being better informed often means being less anxious.',
        },
        {
          type: 'quote',
          text: 'You cannot pour water from an empty jar. To keep helping, carers need help too.',
          cite: 'Dr Élise Mballa',
        },
        { type: 'heading', text: 'When to ask for help straight away' },
        {
          type: 'paragraph',
          text:
            'If you feel at the end of your tether, if you cry often, if you can no longer sleep or have dark thoughts, talk to a doctor soon. If you fear losing your patience to the point of being rough with your relative, that too is a sign that someone needs to take over now. There is no shame in that.',
        },
        {
          type: 'paragraph',
          text:
            'Our centre offers day and night sitting, help with daily life and emotional support for families. Contact us to talk it over: together, we will find a way for you to catch your breath.',
        },
      ],
    },
    related: [1, 4],
  },
];

/** The fixed health tag every article carries beside its category. */
export const healthTag = perLocale({ fr: 'Santé à domicile', en: 'Health at home' });

export const articles: Record<Locale, Article[]> = perLocale(
  articleSources.map((article) => ({ ...article, categoryName: categoryNames[article.category] })),
);

export function getArticle(id: number, locale: Locale): Article | undefined {
  return articles[locale].find((article) => article.id === id);
}

/** How many related articles an article page shows. */
export const RELATED_COUNT = 2;

/**
 * The related articles of `id` within `list`: first the ones it names (when they exist), then the
 * most recent others, so the page always has RELATED_COUNT real links. An unknown id gives an empty
 * list, never an error (computing it before checking that the article exists would crash on an
 * unknown id).
 */
export function pickRelated(id: number, list: readonly Article[], count = RELATED_COUNT): Article[] {
  const article = list.find((candidate) => candidate.id === id);
  if (!article) return [];
  const chosen: Article[] = [];
  const add = (candidate: Article | undefined) => {
    if (candidate && candidate.id !== id && !chosen.includes(candidate) && chosen.length < count) chosen.push(candidate);
  };
  for (const relatedId of article.related) add(list.find((candidate) => candidate.id === relatedId));
  const newestFirst = [...list].sort((a, b) => b.date.localeCompare(a.date));
  for (const candidate of newestFirst) add(candidate);
  return chosen;
}

/** The related articles that exist, never the article itself; [] for an unknown article. */
export function getRelatedArticles(articleOrId: Article | number | undefined, locale: Locale): Article[] {
  if (articleOrId === undefined) return [];
  return pickRelated(typeof articleOrId === 'number' ? articleOrId : articleOrId.id, articles[locale]);
}
