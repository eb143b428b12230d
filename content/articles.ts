import { doctors } from './doctors';
import { site } from './site';
import type { AccentColor, Article, ArticleCategory } from './types';

/*
 * The five blog articles (ids 1 to 5). Health-education texts written for
 * families in Yaoundé; they never replace a consultation.
 */

const TEAM = "L'équipe Aide & Vie";
function doctorName(index: number): string {
  const doctor = doctors[index];
  if (!doctor) throw new Error(`No doctor at index ${index}`);
  return doctor.name;
}

const cardiologist = doctorName(0);
const generalPractitioner = doctorName(1);
const emergencyPhone = site.phones.emergency.display;

export const articles: Article[] = [
  {
    id: 1,
    title: "Accompagner un proche âgé à l'hôpital\u00A0: nos conseils pour une visite sereine",
    metaTitle: "Visite à l'hôpital d'un proche âgé\u00A0: nos conseils",
    excerpt:
      "Consultation, examens ou hospitalisation\u00A0: bien préparer la sortie à l'hôpital d'un parent âgé évite le stress et rend la visite plus utile.",
    content:
      "Une journée à l'hôpital peut vite devenir épuisante pour une personne âgée. Avec un peu d'organisation et une présence attentive, elle se passe beaucoup mieux. Voici nos conseils, tirés de l'expérience de notre équipe d'accompagnement.",
    icon: 'hospital',
    image: {
      src: '/images/blog/article-1.svg',
      alt: "Illustration d'une accompagnatrice qui tient le bras d'un monsieur âgé dans le couloir clair d'un hôpital",
      width: 1200,
      height: 675,
    },
    date: '2024-05-15',
    author: TEAM,
    category: 'Accompagnement',
    fullContent: [
      {
        type: 'paragraph',
        text: "Pour un parent âgé, aller à l'hôpital n'est jamais anodin. Il faut se déplacer dans la circulation de Yaoundé, attendre parfois longtemps, comprendre ce que dit le médecin et retenir les consignes. Beaucoup de personnes âgées se sentent perdues ou n'osent pas poser de questions. Votre présence à leurs côtés change tout\u00A0: elle rassure et elle permet de repartir avec des informations claires.",
      },
      { type: 'heading', text: 'Avant le rendez-vous\u00A0: préparer le sac et les papiers' },
      {
        type: 'paragraph',
        text: "La veille, prenez le temps de rassembler avec votre proche tout ce qui sera utile. Un oubli peut obliger à revenir un autre jour.",
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
        text: "Notez aussi sur une feuille les questions que vous voulez poser, et les symptômes observés ces derniers jours\u00A0: depuis quand, à quel moment de la journée, ce qui les soulage. Le médecin a souvent peu de temps\u00A0; une liste claire l'aide beaucoup.",
      },
      { type: 'heading', text: 'Le jour J\u00A0: partir tôt et ménager ses forces' },
      {
        type: 'paragraph',
        text: "Partez en avance pour éviter les embouteillages et le stress de l'heure qui passe. Aux heures chaudes, la fatigue et la déshydratation arrivent vite\u00A0: proposez régulièrement à boire, installez votre proche à l'ombre et demandez une chaise si l'attente se prolonge debout. S'il se déplace difficilement, n'hésitez pas à demander un fauteuil roulant à l'accueil.",
      },
      { type: 'heading', text: 'Pendant la consultation\u00A0: aider sans parler à sa place' },
      {
        type: 'paragraph',
        text: "Laissez d'abord votre proche s'exprimer. C'est sa santé et il a le droit d'être écouté. Intervenez ensuite pour compléter ou préciser. Prenez des notes, car on oublie vite ce qui a été dit. Avant de partir, assurez-vous d'avoir la réponse à ces questions\u00A0:",
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
        text: "Si votre proche doit rester à l'hôpital, organisez une présence à tour de rôle dans la famille, en respectant les règles du service. Une personne âgée hospitalisée peut devenir confuse, surtout la nuit\u00A0: une voix familière l'apaise. Veillez à ce qu'elle boive, mange, change de position si elle reste alitée, et signalez à l'équipe soignante toute rougeur de la peau, toute douleur ou tout changement de comportement.",
      },
      {
        type: 'paragraph',
        text: "Gardez des relations cordiales avec les infirmiers et les médecins\u00A0: ce sont vos meilleurs alliés. Demandez qui est le médecin responsable et à quel moment il est possible de lui parler.",
      },
      { type: 'heading', text: 'Le retour à la maison se prépare' },
      {
        type: 'paragraph',
        text: "À la sortie, faites-vous expliquer l'ordonnance et achetez les médicaments sans tarder. Prévoyez, si besoin, des soins infirmiers ou une aide à domicile dès les premiers jours\u00A0: c'est souvent là que surviennent les chutes et les erreurs de traitement. Notre équipe peut prendre le relais à la maison.",
      },
      {
        type: 'quote',
        text: "Accompagner, ce n'est pas seulement conduire quelqu'un à l'hôpital\u00A0: c'est l'aider à comprendre, à être entendu et à rentrer chez lui rassuré.",
        cite: TEAM,
      },
      {
        type: 'paragraph',
        text: `Vous ne pouvez pas vous libérer\u00A0? Nos accompagnateurs peuvent se rendre à l'hôpital avec votre proche et vous faire un compte rendu. En cas de malaise, de douleur dans la poitrine ou de difficulté à respirer, rendez-vous sans attendre aux urgences les plus proches ou appelez notre ligne d'urgence au ${emergencyPhone}.`,
      },
    ],
    related: [2, 5],
  },
  {
    id: 2,
    title: "Prévenir les chutes\u00A0: aménager le domicile d'un proche âgé",
    metaTitle: "Prévenir les chutes au domicile d'un proche âgé",
    excerpt:
      "Un tapis qui glisse, une marche mal éclairée, une coupure de courant la nuit\u00A0: la plupart des chutes à la maison peuvent être évitées avec des gestes simples.",
    content:
      "Les chutes sont la première cause d'accident chez les personnes âgées et la maison est l'endroit où elles arrivent le plus souvent. Pièce par pièce, voici comment rendre le domicile plus sûr.",
    icon: 'home-heart',
    image: {
      src: '/images/blog/article-2.svg',
      alt: "Illustration d'une chambre aménagée pour une personne âgée, avec une barre d'appui, une lampe de chevet et un sol dégagé",
      width: 1200,
      height: 675,
    },
    date: '2024-05-02',
    author: generalPractitioner,
    category: 'Domicile',
    fullContent: [
      {
        type: 'paragraph',
        text: "Après 65 ans, environ une personne sur trois tombe au moins une fois par an. Une chute peut entraîner une fracture, notamment du col du fémur, mais aussi une perte de confiance\u00A0: la personne a peur de retomber, bouge moins et perd peu à peu ses forces. Bonne nouvelle\u00A0: quelques aménagements simples, souvent peu coûteux, réduisent nettement ce risque.",
      },
      { type: 'heading', text: "L'entrée et la cour" },
      {
        type: 'list',
        items: [
          "Réparez les marches cassées et signalez le bord des marches avec une bande de peinture claire.",
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
          "Placez les objets du quotidien (radio, téléphone, eau) à portée de main, pour ne pas avoir à monter sur un tabouret.",
        ],
      },
      { type: 'heading', text: 'La chambre\u00A0: penser à la nuit' },
      {
        type: 'paragraph',
        text: "Beaucoup de chutes se produisent la nuit, en allant aux toilettes. Le lit doit être à une bonne hauteur\u00A0: assis au bord, les pieds doivent toucher le sol à plat. Une lampe de chevet facile à allumer est indispensable. À cause des coupures d'électricité, gardez toujours une lampe rechargeable ou une torche chargée près du lit. Si le trajet jusqu'aux toilettes est long, une chaise percée dans la chambre peut être une solution rassurante.",
      },
      { type: 'heading', text: "La douche et les toilettes" },
      {
        type: 'paragraph',
        text: "C'est la pièce la plus dangereuse, car le sol est mouillé. Posez un tapis antidérapant, fixez des barres d'appui près de la douche et des toilettes, et proposez un tabouret ou un siège de douche stable pour se laver assis. Évitez de laisser votre proche porter seul de lourds seaux d'eau.",
      },
      { type: 'heading', text: 'Des habitudes qui protègent' },
      {
        type: 'list',
        items: [
          "Porter des chaussures fermées, à semelle antidérapante, plutôt que des sandales usées ou des chaussettes seules.",
          "Se lever lentement\u00A0: s'asseoir d'abord au bord du lit, attendre quelques secondes, puis se mettre debout.",
          "Boire suffisamment, surtout quand il fait chaud\u00A0: la déshydratation provoque des vertiges.",
          "Faire contrôler sa vue régulièrement et porter ses lunettes.",
          "Demander au médecin de revoir les médicaments qui font dormir, baissent la tension ou donnent des vertiges.",
          "Rester actif\u00A0: la marche quotidienne entretient les muscles et l'équilibre.",
        ],
      },
      { type: 'heading', text: 'Que faire si votre proche tombe\u00A0?' },
      {
        type: 'ordered-list',
        items: [
          "Gardez votre calme et ne le relevez pas brusquement.",
          "Vérifiez qu'il est conscient, qu'il respire normalement et demandez-lui où il a mal.",
          "S'il a très mal à la hanche, ne peut pas bouger une jambe, saigne, s'est cogné la tête ou semble confus, ne le déplacez pas et appelez les secours.",
          "S'il n'a pas de douleur importante, aidez-le à se tourner sur le côté, à se mettre à genoux puis à s'appuyer sur une chaise stable pour se relever.",
          "Prévenez son médecin, même si tout semble aller bien\u00A0: une chute peut être le signe d'un autre problème de santé.",
        ],
      },
      {
        type: 'quote',
        text: "Une chute n'est jamais «\u00A0normale\u00A0» avec l'âge. Elle mérite toujours qu'on en cherche la cause.",
        cite: generalPractitioner,
      },
      {
        type: 'paragraph',
        text: "Nos équipes peuvent venir évaluer le domicile de votre proche et vous conseiller sur les aménagements les plus utiles. Nos auxiliaires de vie aident aussi aux déplacements, à la toilette et aux transferts, pour que votre parent reste chez lui en sécurité.",
      },
    ],
    related: [1, 3],
  },
  {
    id: 3,
    title: 'Tension artérielle et diabète\u00A0: pourquoi les surveiller régulièrement',
    metaTitle: 'Tension artérielle et diabète\u00A0: les surveiller',
    excerpt:
      "L'hypertension et le diabète ne font souvent pas mal pendant des années. Une surveillance régulière permet d'éviter des complications graves.",
    content:
      "L'hypertension artérielle et le diabète touchent de nombreuses familles au Cameroun, souvent sans le savoir. Comprendre ces maladies, bien mesurer sa tension et adopter quelques habitudes permet de vivre longtemps et en bonne santé.",
    icon: 'heart-pulse',
    image: {
      src: '/images/blog/article-3.svg',
      alt: "Illustration d'un tensiomètre au bras d'une dame âgée, à côté d'un lecteur de glycémie et d'un carnet de suivi",
      width: 1200,
      height: 675,
    },
    date: '2024-04-18',
    author: cardiologist,
    category: 'Santé',
    fullContent: [
      {
        type: 'paragraph',
        text: "On appelle souvent l'hypertension le «\u00A0tueur silencieux\u00A0». Elle ne donne généralement aucun signe, alors qu'elle fatigue le cœur, les reins, les yeux et les vaisseaux du cerveau. Le diabète, lui aussi, peut rester discret pendant longtemps. Ces deux maladies sont fréquentes après 40 ans et augmentent fortement le risque d'accident vasculaire cérébral (AVC), d'infarctus et d'insuffisance rénale. La seule façon de les repérer à temps est de les mesurer.",
      },
      { type: 'heading', text: 'Bien mesurer sa tension à la maison' },
      {
        type: 'paragraph',
        text: "Un tensiomètre électronique au bras, de bonne qualité, permet un suivi fiable à domicile. Le résultat dépend beaucoup des conditions de mesure\u00A0:",
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
        text: "À titre indicatif, une tension mesurée à domicile qui reste régulièrement égale ou supérieure à 135/85 mmHg doit être signalée à votre médecin. Au cabinet, le seuil retenu est de 140/90 mmHg. Une seule mesure élevée ne suffit pas pour poser un diagnostic\u00A0: c'est le médecin qui interprète l'ensemble des mesures.",
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
        text: "Si vous avez plus de 40 ans, un surpoids, un parent diabétique ou une tension élevée, demandez un dosage de la glycémie à jeun, même sans aucun symptôme. Chez une personne diabétique, les pieds doivent être examinés chaque jour\u00A0: une petite blessure non soignée peut s'infecter gravement. Évitez de marcher pieds nus.",
      },
      { type: 'heading', text: 'Au quotidien, des gestes qui font la différence' },
      {
        type: 'list',
        items: [
          "Réduire le sel, y compris les cubes d'assaisonnement, très salés\u00A0; relever les plats avec des épices, de l'ail, du gingembre ou du citron.",
          "Limiter les boissons sucrées et les jus industriels, et privilégier l'eau.",
          'Modérer la bière et les autres boissons alcoolisées, et arrêter le tabac.',
          "Manger plus de légumes (ndolé, gombo, folong, épinards), du poisson et des féculents bouillis plutôt que frits.",
          'Marcher au moins 30 minutes par jour, aux heures fraîches.',
          "Surveiller son poids et son tour de taille.",
        ],
      },
      { type: 'heading', text: 'Le traitement\u00A0: régularité avant tout' },
      {
        type: 'paragraph',
        text: "Un traitement contre la tension ou le diabète se prend tous les jours, même quand on se sent bien. L'arrêter sans avis médical, ou le remplacer par des remèdes à base de plantes, expose à des complications graves. Si un médicament vous gêne ou coûte trop cher, parlez-en à votre médecin\u00A0: il existe souvent une autre solution. Les personnes sous insuline ou certains comprimés doivent aussi savoir reconnaître une hypoglycémie (sueurs, tremblements, faim brutale, confusion) et prendre aussitôt du sucre ou une boisson sucrée.",
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
    related: [4, 2],
  },
  {
    id: 4,
    title: "Bien s'alimenter après 60 ans avec les produits d'ici",
    excerpt:
      "Poisson, légumes feuilles, plantain, arachides… Nos conseils pour des repas équilibrés, savoureux et adaptés aux besoins des aînés.",
    content:
      "Avec l'âge, les besoins du corps changent, mais manger reste un plaisir et un moment de partage. Voici comment composer des repas équilibrés avec les produits de nos marchés, en tenant compte de la santé de chacun.",
    icon: 'apple',
    image: {
      src: '/images/blog/article-4.svg',
      alt: "Illustration d'une assiette de poisson braisé, de plantain et de légumes verts, avec des fruits tropicaux et un verre d'eau",
      width: 1200,
      height: 675,
    },
    date: '2024-04-09',
    author: generalPractitioner,
    category: 'Alimentation',
    fullContent: [
      {
        type: 'paragraph',
        text: "Une idée reçue tenace veut qu'une personne âgée ait besoin de manger moins. En réalité, après 60 ans, le corps a besoin d'autant de protéines, sinon plus, pour garder ses muscles, se défendre contre les infections et bien cicatriser. Or l'appétit diminue, les dents font parfois mal et la solitude coupe l'envie de cuisiner. Résultat\u00A0: beaucoup d'aînés mangent trop peu sans que la famille s'en rende compte.",
      },
      { type: 'heading', text: 'Les protéines à chaque repas' },
      {
        type: 'paragraph',
        text: "Les protéines protègent les muscles et donc l'autonomie. Heureusement, notre cuisine en est riche\u00A0:",
      },
      {
        type: 'list',
        items: [
          'Le poisson frais ou fumé, en sauce, braisé ou en mbongo',
          "Les œufs, faciles à préparer et à mâcher",
          'Les haricots, les arachides et le soja',
          'La viande et le poulet, de préférence sans trop de gras',
          'Le lait, le yaourt et le fromage, qui apportent aussi du calcium pour les os',
        ],
      },
      { type: 'heading', text: 'Des légumes et des fruits tous les jours' },
      {
        type: 'paragraph',
        text: "Le ndolé, le folong, le gombo, les épinards, le zom ou les feuilles de manioc apportent des vitamines, des minéraux et des fibres qui facilitent le transit. Pensez à en servir à chaque repas principal. Côté fruits, la papaye, l'orange, l'ananas, la mangue, la banane ou l'avocat sont d'excellents choix. Pour une personne diabétique, il vaut mieux manger le fruit entier plutôt qu'en jus, et en quantité raisonnable.",
      },
      { type: 'heading', text: 'Des féculents, mais bien préparés' },
      {
        type: 'paragraph',
        text: "Plantain, macabo, manioc, igname, patate douce, riz ou bâton de manioc donnent l'énergie nécessaire à la journée. Préférez-les bouillis, cuits à la vapeur ou pilés plutôt que frits. Le plantain mûr et les beignets sont à garder pour le plaisir, sans excès.",
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
      { type: 'heading', text: "Boire, même sans avoir soif" },
      {
        type: 'paragraph',
        text: "Avec l'âge, la sensation de soif diminue. Avec la chaleur de Yaoundé, la déshydratation arrive vite et peut provoquer fatigue, confusion, constipation ou chutes. Visez 1,5 litre par jour environ, sauf avis contraire du médecin (certaines maladies du cœur ou des reins imposent de limiter les boissons). L'eau doit être potable\u00A0: filtrée, bouillie ou en bouteille. Les soupes, les bouillies et les fruits juteux comptent aussi.",
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
        text: "Si votre proche a du mal à mâcher, adaptez la texture\u00A0: légumes bien cuits et écrasés, poisson effiloché, sauces, purées de macabo ou de patate. Faites contrôler les dents et l'appareil dentaire chez un chirurgien-dentiste. S'il tousse ou s'étouffe en mangeant ou en buvant, parlez-en rapidement à son médecin.",
      },
      {
        type: 'quote',
        text: "Un repas partagé en famille nourrit autant le moral que le corps. Mangez avec vos aînés chaque fois que c'est possible.",
        cite: generalPractitioner,
      },
      {
        type: 'paragraph',
        text: "Une perte de poids sans raison, des vêtements devenus trop larges ou un refus de manger qui dure plus de quelques jours doivent faire consulter. Notre service de nutrition peut préparer des repas adaptés à domicile et surveiller l'appétit et l'hydratation de votre proche.",
      },
    ],
    related: [3, 5],
  },
  {
    id: 5,
    title: "Aidants familiaux\u00A0: prendre soin de soi pour mieux prendre soin de l'autre",
    metaTitle: 'Aidants familiaux\u00A0: prendre soin de soi',
    excerpt:
      "S'occuper d'un parent malade ou âgé est un acte d'amour, mais aussi une charge lourde. Reconnaître sa fatigue et accepter de l'aide n'est pas un abandon.",
    content:
      "Au Cameroun, ce sont surtout les enfants, les conjoints et souvent les femmes de la famille qui prennent soin d'un proche dépendant. Pour tenir dans la durée, l'aidant doit aussi penser à sa propre santé.",
    icon: 'hand-heart',
    image: {
      src: '/images/blog/article-5.svg',
      alt: "Illustration d'une femme qui se repose sous un arbre avec une tasse de thé, pendant qu'une soignante tient compagnie à sa mère âgée",
      width: 1200,
      height: 675,
    },
    date: '2024-03-28',
    author: TEAM,
    category: 'Bien-être',
    fullContent: [
      {
        type: 'paragraph',
        text: "Toilette, repas, médicaments, rendez-vous, nuits interrompues… Prendre soin d'un proche âgé, handicapé ou malade occupe souvent des heures chaque jour, en plus du travail et de la vie de famille. Beaucoup d'aidants le font par amour et par devoir, sans se plaindre. Mais à force de tout donner, ils finissent parfois par s'épuiser. Un aidant épuisé ne peut plus aider\u00A0: prendre soin de soi n'est donc pas de l'égoïsme, c'est une nécessité.",
      },
      { type: 'heading', text: "Les signes de l'épuisement" },
      {
        type: 'paragraph',
        text: "L'épuisement s'installe lentement. Soyez attentif à ces signaux, chez vous ou chez un membre de votre famille\u00A0:",
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
        text: "Dans beaucoup de familles, une seule personne porte presque tout. Réunissez frères, sœurs, enfants et proches pour faire le point. Chacun peut contribuer selon ses moyens\u00A0: un week-end de garde par mois, les courses, l'accompagnement aux rendez-vous, une participation aux frais. Un planning écrit, affiché ou partagé sur le téléphone, évite les malentendus.",
      },
      { type: 'heading', text: 'Accepter de se faire relayer' },
      {
        type: 'paragraph',
        text: "Faire appel à des professionnels ne veut pas dire abandonner son parent. Une auxiliaire de vie quelques heures par semaine, une infirmière pour les soins techniques ou une garde de nuit permettent de souffler, de dormir et de retrouver de la patience. Votre proche y gagne aussi\u00A0: il reçoit des soins adaptés et voit de nouveaux visages.",
      },
      { type: 'heading', text: 'Préserver sa propre santé' },
      {
        type: 'ordered-list',
        items: [
          'Gardez au moins un moment à vous chaque semaine\u00A0: une sortie, une activité, une visite à des amis.',
          'Dormez suffisamment et mangez à heures régulières, même pendant les périodes difficiles.',
          'Continuez vos propres consultations et vos traitements.',
          "Apprenez les bons gestes pour aider votre proche à se lever ou à se déplacer, afin de protéger votre dos.",
          "Parlez de ce que vous vivez\u00A0: à un ami, à un responsable religieux, à un groupe d'aidants ou à un professionnel.",
        ],
      },
      { type: 'heading', text: 'Se faire aider pour mieux comprendre la maladie' },
      {
        type: 'paragraph',
        text: "Beaucoup d'inquiétudes viennent de ce que l'on ne comprend pas\u00A0: pourquoi mon père oublie-t-il tout\u00A0? Comment réagir quand ma mère refuse de manger\u00A0? Le médecin de votre proche et nos équipes peuvent vous expliquer la maladie, ce qui va évoluer et comment adapter vos gestes. Être mieux informé, c'est souvent être moins angoissé.",
      },
      {
        type: 'quote',
        text: "On ne peut pas verser de l'eau d'une jarre vide. Pour continuer à aider, l'aidant doit lui aussi être aidé.",
        cite: site.founder.name,
      },
      { type: 'heading', text: "Quand demander de l'aide sans attendre\u00A0?" },
      {
        type: 'paragraph',
        text: "Si vous vous sentez à bout, si vous pleurez souvent, si vous n'arrivez plus à dormir ou si vous avez des idées noires, parlez-en rapidement à un médecin. Si vous craignez de perdre patience au point d'être brusque avec votre proche, c'est aussi le signe qu'un relais est urgent. Il n'y a aucune honte à cela.",
      },
      {
        type: 'paragraph',
        text: "Notre centre propose des gardes de jour et de nuit, de l'aide à la vie quotidienne et un soutien psychologique pour les familles. Contactez-nous pour en parler\u00A0: ensemble, nous trouverons une organisation qui vous permette de souffler.",
      },
    ],
    related: [1, 4],
  },
];

/** The fixed health tag every article carries beside its category. */
export const healthTag = 'Santé à domicile';

/** One brand accent per category, for its chips and icon badges. */
export const categoryColors: Record<ArticleCategory, AccentColor> = {
  Accompagnement: 'teal',
  Domicile: 'blue',
  Santé: 'rose',
  Alimentation: 'green',
  'Bien-être': 'violet',
};

export function getArticle(id: number): Article | undefined {
  return articles.find((article) => article.id === id);
}

/** How many related articles an article page shows. */
export const RELATED_COUNT = 2;

/**
 * The related articles of `id` within `list`: first the ones it names (when
 * they exist), then the most recent others, so the page always has
 * RELATED_COUNT real links. An unknown id gives an empty list, never an error
 * (computing it before checking that the article exists would crash on an unknown id).
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
export function getRelatedArticles(articleOrId: Article | number | undefined): Article[] {
  if (articleOrId === undefined) return [];
  return pickRelated(typeof articleOrId === 'number' ? articleOrId : articleOrId.id, articles);
}
