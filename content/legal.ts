import { phoneList, site } from './site';
import type { RichBlock } from './types';

/*
 * French legal pages: /privacy, /terms and /cookies.
 * Every contact detail comes from content/site.ts: never write one here.
 * Typography: a non-breaking space (\u00A0) before : ; ! ? and inside « ».
 */

export interface LegalSection {
  title: string;
  blocks: RichBlock[];
}

export interface LegalPage {
  slug: 'privacy' | 'terms' | 'cookies';
  title: string;
  description: string;
  /** ISO date YYYY-MM-DD of the last update. */
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-22';

const postalAddress = [
  site.address.street,
  site.address.postalCode,
  site.address.district,
  site.address.city,
  site.address.country,
]
  .filter((part): part is string => Boolean(part && part.trim()))
  .join(', ');

const { reception, emergency: emergencyLine } = site.phones;
const phoneLines = phoneList.map((phone) => `${phone.label}\u00A0: ${phone.display}`);
const director = `${site.founder.name}, ${site.founder.role.toLowerCase()}`;

const contactLines = [
  `Par e-mail\u00A0: ${site.email}`,
  `Par courrier\u00A0: ${site.name}, ${postalAddress}`,
  `Par téléphone (accueil)\u00A0: ${reception.display}`,
];

/* ------------------------------------------------------------------ */
/* Politique de confidentialité                                        */
/* ------------------------------------------------------------------ */

const privacy: LegalPage = {
  slug: 'privacy',
  title: 'Politique de confidentialité',
  description:
    "Quelles données le formulaire de rendez-vous recueille, pourquoi, qui les reçoit, combien de temps nous les gardons et comment exercer vos droits.",
  updated: UPDATED,
  intro: `Votre vie privée compte pour nous, surtout quand il s'agit de votre santé. Cette page explique simplement ce que nous faisons des informations que vous nous confiez sur ce site, et les droits que vous avez. Elle suit la loi camerounaise n°\u00A02024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel.`,
  sections: [
    {
      title: 'Qui est responsable de vos données\u00A0?',
      blocks: [
        {
          type: 'paragraph',
          text: `Le responsable des données recueillies sur ce site est le ${site.name}, représenté par ${director}.`,
        },
        {
          type: 'paragraph',
          text: 'Pour toute question sur vos données, vous pouvez nous écrire ou nous appeler\u00A0:',
        },
        { type: 'list', items: contactLines },
      ],
    },
    {
      title: 'Un site simple, qui ne vous suit pas',
      blocks: [
        {
          type: 'paragraph',
          text: "Ce site sert à présenter le centre et ses services. Il n'a pas de compte à créer ni d'espace personnel. Il ne dépose aucun cookie et n'utilise aucun outil de mesure d'audience, de publicité ou de suivi.",
        },
        {
          type: 'paragraph',
          text: "Les polices de caractères et les images sont fournies par le site lui-même. Votre navigateur ne contacte donc aucun autre service quand vous lisez nos pages.",
        },
        {
          type: 'paragraph',
          text: "Le site est hébergé par un service d'hébergement de sites statiques. Comme presque tous les hébergeurs, il peut garder pendant une courte durée des journaux techniques (adresse IP, date et heure, page demandée). Ces journaux servent à la sécurité et au bon fonctionnement du site. Nous ne les utilisons pas pour vous connaître ou vous suivre.",
        },
      ],
    },
    {
      title: 'Les informations que vous nous envoyez',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous ne recevons des informations vous concernant que si vous remplissez le formulaire de demande de rendez-vous (pages «\u00A0Consultation\u00A0» et «\u00A0Contact\u00A0»). Ce formulaire demande\u00A0:',
        },
        {
          type: 'list',
          items: [
            'votre nom complet\u00A0;',
            'votre adresse e-mail\u00A0;',
            'votre numéro de téléphone (si vous le souhaitez)\u00A0;',
            "la date et l'heure qui vous conviennent\u00A0;",
            'le type de service souhaité\u00A0;',
            'un message libre (si vous le souhaitez).',
          ],
        },
        {
          type: 'paragraph',
          text: "Si vous faites la demande pour un proche, par exemple un parent âgé, prévenez-le si possible et n'indiquez que ce qui est utile pour organiser la visite.",
        },
        {
          type: 'paragraph',
          text: "Vous pouvez aussi nous joindre autrement\u00A0: par téléphone, par e-mail ou par WhatsApp. Dans ce cas, nous recevons ce que vous choisissez de nous écrire ou de nous dire.",
        },
      ],
    },
    {
      title: 'Pourquoi nous utilisons ces informations',
      blocks: [
        {
          type: 'paragraph',
          text: 'Nous utilisons vos informations pour une seule raison\u00A0: répondre à votre demande et organiser vos soins. Concrètement, pour\u00A0:',
        },
        {
          type: 'list',
          items: [
            'vous rappeler ou vous écrire\u00A0;',
            'confirmer, déplacer ou annuler le rendez-vous\u00A0;',
            "préparer la visite de l'équipe soignante.",
          ],
        },
        {
          type: 'paragraph',
          text: "Nous le faisons avec votre accord, que vous donnez en envoyant le formulaire, et parce que ces démarches sont nécessaires avant une prise en charge que vous nous demandez.",
        },
        {
          type: 'paragraph',
          text: "Nous ne vendons pas vos informations. Nous ne les utilisons pas pour de la publicité, et nous ne vous inscrivons à aucune lettre d'information.",
        },
      ],
    },
    {
      title: 'Vos informations de santé\u00A0: une attention particulière',
      blocks: [
        {
          type: 'paragraph',
          text: 'La loi considère les informations de santé comme des données sensibles. Elles demandent une protection renforcée, et nous y veillons.',
        },
        {
          type: 'list',
          items: [
            "Le formulaire vous demande de ne pas écrire d'informations médicales détaillées. Le type de service suffit pour organiser un premier contact.",
            "Les détails de votre état de santé sont recueillis ensuite, de vive voix, par un professionnel de santé, puis notés dans votre dossier médical.",
            "Seules les personnes du centre qui en ont besoin pour vous répondre lisent vos demandes. Toutes sont tenues au secret professionnel.",
            "Nous ne transmettons jamais vos informations de santé à un tiers sans votre accord, sauf si la loi l'exige.",
          ],
        },
      ],
    },
    {
      title: 'Qui reçoit vos informations\u00A0?',
      blocks: [
        {
          type: 'paragraph',
          text: "Votre demande est lue par l'équipe du centre qui s'occupe des rendez-vous et des soins. Pour arriver jusqu'à nous, elle passe par quelques prestataires techniques\u00A0:",
        },
        {
          type: 'list',
          items: [
            "EmailJS (société EmailJS Ltd.)\u00A0: ce service transforme votre demande en e-mail et l'envoie dans la boîte de réception du centre. Il agit pour le compte du centre, comme simple intermédiaire technique.",
            "Le fournisseur de la messagerie du centre, qui garde les e-mails reçus.",
            "L'hébergeur du site, pour les seuls journaux techniques décrits plus haut.",
          ],
        },
        {
          type: 'paragraph',
          text: "Si vous choisissez de nous écrire par WhatsApp, votre message passe par ce service, qui appartient à la société Meta. WhatsApp applique alors ses propres règles de confidentialité.",
        },
      ],
    },
    {
      title: 'Des informations qui peuvent quitter le Cameroun',
      blocks: [
        {
          type: 'paragraph',
          text: "Le service EmailJS, comme certains services de messagerie, peut traiter vos informations hors du Cameroun, par exemple dans l'Union européenne ou aux États-Unis.",
        },
        {
          type: 'paragraph',
          text: "Nous choisissons des prestataires sérieux, qui s'engagent à protéger les données qu'ils traitent. Nous limitons ce qui leur est envoyé à ce qui est utile pour votre demande. Si vous préférez que rien ne passe par ces services, vous pouvez simplement nous appeler.",
        },
      ],
    },
    {
      title: 'Combien de temps nous gardons vos informations',
      blocks: [
        {
          type: 'list',
          items: [
            "Une demande de rendez-vous est gardée le temps de la traiter. Si aucun soin ne suit, elle est supprimée au plus tard 12 mois après sa réception.",
            "Si vous devenez patient du centre, les informations utiles entrent dans votre dossier médical. Celui-ci est conservé selon les règles légales applicables aux dossiers médicaux.",
            "Les journaux techniques de l'hébergeur ne sont gardés que peu de temps.",
          ],
        },
        {
          type: 'paragraph',
          text: "Le brouillon du formulaire reste seulement dans votre navigateur, et il s'efface quand vous fermez l'onglet ou quand la demande est envoyée. La page «\u00A0Cookies\u00A0» l'explique en détail.",
        },
      ],
    },
    {
      title: 'Comment nous protégeons vos informations',
      blocks: [
        {
          type: 'list',
          items: [
            'Le formulaire est envoyé à EmailJS par une connexion chiffrée (HTTPS).',
            "L'accès à la boîte de réception du centre est protégé et réservé aux personnes qui en ont besoin.",
            "Nous recueillons le moins d'informations possible, et nous supprimons celles qui ne servent plus.",
            "Un champ invisible et un délai de 10 secondes entre deux envois nous protègent des envois automatiques (robots).",
          ],
        },
        {
          type: 'paragraph',
          text: "Aucun système n'est parfait. Si un incident touchait vos informations, nous prendrions aussitôt les mesures nécessaires. Nous vous préviendrions, ainsi que l'autorité compétente, dans les conditions prévues par la loi.",
        },
      ],
    },
    {
      title: 'Vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'La loi n°\u00A02024/017 du 23 décembre 2024 vous donne plusieurs droits sur vos informations. Vous pouvez\u00A0:',
        },
        {
          type: 'list',
          items: [
            "être informé de ce que nous faisons de vos informations (c'est le but de cette page)\u00A0;",
            'savoir quelles informations nous avons sur vous, et en recevoir une copie\u00A0;',
            'faire corriger une information fausse ou incomplète\u00A0;',
            'demander que vos informations soient effacées\u00A0;',
            "vous opposer à leur utilisation pour un motif légitime\u00A0;",
            "demander que leur utilisation soit limitée pendant un temps, par exemple pendant une vérification\u00A0;",
            "retirer votre accord à tout moment. Cela ne remet pas en cause ce qui a été fait avant.",
          ],
        },
        {
          type: 'paragraph',
          text: "Certaines informations médicales doivent être gardées par la loi. Dans ce cas, nous vous expliquerons pourquoi nous ne pouvons pas les effacer tout de suite.",
        },
      ],
    },
    {
      title: 'Comment exercer vos droits',
      blocks: [
        {
          type: 'paragraph',
          text: 'Il suffit de nous écrire, sans frais\u00A0:',
        },
        {
          type: 'list',
          items: [
            `par e-mail, à ${site.email}\u00A0;`,
            `par courrier, à l'adresse\u00A0: ${site.name}, ${postalAddress}.`,
          ],
        },
        {
          type: 'paragraph',
          text: "Dites-nous quel droit vous souhaitez exercer. Pour protéger vos informations, nous pourrons vous demander de prouver votre identité. Nous vous répondrons dans un délai d'un mois.",
        },
        {
          type: 'paragraph',
          text: "Si vous n'êtes pas satisfait de notre réponse, vous pouvez vous adresser à l'Autorité de protection des données à caractère personnel créée par la loi n°\u00A02024/017, dès qu'elle sera en place.",
        },
      ],
    },
    {
      title: 'Si cette politique change',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous pouvons mettre cette page à jour, par exemple si le site évolue ou si la loi change. La date de la dernière mise à jour est indiquée en haut de la page. En cas de changement important, nous le signalerons clairement sur le site.",
        },
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Conditions d'utilisation                                            */
/* ------------------------------------------------------------------ */

const terms: LegalPage = {
  slug: 'terms',
  title: "Conditions d'utilisation",
  description:
    "Les règles d'utilisation du site du centre Aide & Vie à Yaoundé\u00A0: éditeur, demandes de rendez-vous, urgences, tarifs indicatifs et responsabilité.",
  updated: UPDATED,
  intro: `Ces conditions expliquent qui publie ce site, à quoi il sert et ce que vous pouvez en attendre. En utilisant le site, vous les acceptez. Elles sont écrites simplement\u00A0: si une phrase vous semble peu claire, appelez-nous au ${reception.display}.`,
  sections: [
    {
      title: 'Qui publie ce site\u00A0?',
      blocks: [
        {
          type: 'paragraph',
          text: `Ce site est publié par le ${site.name}.`,
        },
        {
          type: 'list',
          items: [
            `Adresse\u00A0: ${postalAddress}`,
            `E-mail\u00A0: ${site.email}`,
            ...phoneLines,
            `Responsable de la publication\u00A0: ${director}`,
            `Adresse du site\u00A0: ${site.url}`,
          ],
        },
      ],
    },
    {
      title: 'Qui héberge ce site\u00A0?',
      blocks: [
        {
          type: 'paragraph',
          text: 'Hébergeur\u00A0: hébergeur à préciser lors de la mise en ligne.',
        },
        {
          type: 'paragraph',
          text: "Le site est un site «\u00A0statique\u00A0»\u00A0: ses pages sont des fichiers prêts à l'emploi, servis par un hébergeur et un réseau de diffusion. Cet hébergeur peut garder quelques journaux techniques pendant une courte durée, pour la sécurité du site.",
        },
      ],
    },
    {
      title: 'À quoi sert ce site',
      blocks: [
        {
          type: 'paragraph',
          text: "Ce site présente le centre, son équipe et ses services de soins à domicile et de suivi médical à Yaoundé et dans ses environs. Il propose aussi des articles de conseils, et un formulaire pour demander un rendez-vous.",
        },
        {
          type: 'paragraph',
          text: "Il est gratuit et libre d'accès. Vous n'avez pas de compte à créer.",
        },
      ],
    },
    {
      title: 'Ce site ne remplace pas une consultation',
      blocks: [
        {
          type: 'paragraph',
          text: "Les informations et les conseils de ce site sont donnés à titre général. Ils ne remplacent pas l'avis d'un médecin ou d'un professionnel de santé qui vous examine.",
        },
        {
          type: 'paragraph',
          text: "Ne commencez pas, n'arrêtez pas et ne modifiez pas un traitement en vous fondant seulement sur ce que vous lisez ici. En cas de doute, parlez-en à votre médecin ou appelez-nous.",
        },
      ],
    },
    {
      title: "En cas d'urgence",
      blocks: [
        {
          type: 'paragraph',
          text: "Si vous pensez que votre vie ou celle d'un proche est en danger, n'utilisez pas le formulaire du site et n'attendez pas de réponse par e-mail.",
        },
        {
          type: 'list',
          items: [
            "Appelez tout de suite les numéros d'urgence nationaux.",
            "Ou rendez-vous au service d'urgences le plus proche.",
            `Vous pouvez aussi joindre notre ligne «\u00A0${emergencyLine.label}\u00A0» au ${emergencyLine.display}.`,
          ],
        },
      ],
    },
    {
      title: 'Les demandes de rendez-vous',
      blocks: [
        {
          type: 'paragraph',
          text: "Le formulaire envoie une demande, et non une réservation. Le rendez-vous n'est confirmé que lorsque le centre vous a rappelé ou vous a écrit pour le valider.",
        },
        {
          type: 'paragraph',
          text: "Nous faisons de notre mieux pour respecter la date et l'heure que vous proposez. Si ce n'est pas possible, nous vous proposerons un autre moment.",
        },
        {
          type: 'paragraph',
          text: "Merci de donner des coordonnées exactes, pour que nous puissions vous joindre, et de ne pas écrire d'informations médicales détaillées dans le message.",
        },
      ],
    },
    {
      title: 'Les tarifs',
      blocks: [
        {
          type: 'paragraph',
          text: "Les prix affichés sur le site sont donnés en francs CFA (FCFA), à titre indicatif. Le prix réel dépend de vos besoins, de la durée des soins et du lieu de la visite.",
        },
        {
          type: 'paragraph',
          text: "Le prix définitif vous est communiqué avant le début des soins, et il ne s'applique qu'avec votre accord.",
        },
      ],
    },
    {
      title: 'Textes et illustrations',
      blocks: [
        {
          type: 'paragraph',
          text: `Les textes, les illustrations, le logo et la présentation du site appartiennent au ${site.name}, sauf mention contraire. La police de caractères utilisée est distribuée sous sa propre licence libre.`,
        },
        {
          type: 'paragraph',
          text: "Vous pouvez partager le lien d'une page ou d'un article. Pour copier ou réutiliser un contenu ailleurs, demandez-nous d'abord notre accord écrit.",
        },
      ],
    },
    {
      title: "Les liens vers d'autres sites",
      blocks: [
        {
          type: 'paragraph',
          text: "Le site contient des liens vers d'autres services, comme WhatsApp, Facebook, Instagram ou OpenStreetMap. Ces services ne dépendent pas de nous.",
        },
        {
          type: 'paragraph',
          text: "Quand vous les ouvrez, ce sont leurs propres conditions et leurs propres règles de confidentialité qui s'appliquent. Nous ne sommes pas responsables de leur contenu.",
        },
      ],
    },
    {
      title: 'Notre responsabilité',
      blocks: [
        {
          type: 'paragraph',
          text: "Nous veillons à ce que les informations du site soient exactes et à jour. Des erreurs ou des oublis restent possibles. Si vous en remarquez un, dites-le-nous, nous le corrigerons.",
        },
        {
          type: 'paragraph',
          text: "Le site peut parfois être indisponible, par exemple pendant une maintenance ou à cause d'un problème de réseau. Si le formulaire ne fonctionne pas, vous pouvez toujours nous joindre par téléphone, par e-mail ou par WhatsApp.",
        },
      ],
    },
    {
      title: 'Vos données personnelles',
      blocks: [
        {
          type: 'paragraph',
          text: "Ce que nous faisons des informations envoyées par le formulaire est expliqué dans la «\u00A0Politique de confidentialité\u00A0». Ce que votre navigateur garde est expliqué dans la page «\u00A0Cookies\u00A0».",
        },
      ],
    },
    {
      title: 'Loi applicable',
      blocks: [
        {
          type: 'paragraph',
          text: "Ces conditions sont soumises au droit camerounais. En cas de désaccord, nous chercherons d'abord une solution à l'amiable avec vous. À défaut, les tribunaux camerounais compétents pourront être saisis.",
        },
        {
          type: 'paragraph',
          text: "Nous pouvons mettre ces conditions à jour. La date de la dernière mise à jour est indiquée en haut de la page.",
        },
      ],
    },
    {
      title: 'Nous contacter',
      blocks: [
        {
          type: 'paragraph',
          text: 'Pour toute question sur ce site ou sur ces conditions\u00A0:',
        },
        { type: 'list', items: contactLines },
      ],
    },
  ],
};

/* ------------------------------------------------------------------ */
/* Cookies                                                             */
/* ------------------------------------------------------------------ */

const cookies: LegalPage = {
  slug: 'cookies',
  title: 'Cookies',
  description:
    "Ce site ne dépose aucun cookie et n'utilise aucun traceur. Voici ce que votre navigateur garde quand vous utilisez le formulaire, et comment l'effacer.",
  updated: UPDATED,
  intro:
    "Bonne nouvelle\u00A0: ce site ne dépose aucun cookie et ne vous suit pas. C'est pour cela qu'aucune bannière ne vous demande d'accepter des cookies. Cette page explique les deux petites informations que votre navigateur peut garder quand vous utilisez le formulaire.",
  sections: [
    {
      title: "Qu'est-ce qu'un cookie\u00A0?",
      blocks: [
        {
          type: 'paragraph',
          text: "Un cookie est un petit fichier qu'un site peut enregistrer dans votre navigateur. Beaucoup de sites s'en servent pour mesurer leur audience, afficher de la publicité ou suivre les visiteurs d'un site à l'autre.",
        },
      ],
    },
    {
      title: 'Ce site ne dépose aucun cookie',
      blocks: [
        {
          type: 'list',
          items: [
            'Aucun cookie.',
            "Aucun outil de mesure d'audience ou de statistiques.",
            'Aucune publicité et aucun traceur.',
            "Aucune police de caractères ni aucune image chargée depuis un autre site.",
          ],
        },
        {
          type: 'paragraph',
          text: "Comme rien n'est déposé sans votre accord, il n'y a rien à accepter ni à refuser. C'est pourquoi vous ne verrez pas de bannière de cookies.",
        },
      ],
    },
    {
      title: 'Le brouillon du formulaire',
      blocks: [
        {
          type: 'paragraph',
          text: "Quand vous remplissez le formulaire de demande de rendez-vous, votre navigateur garde un brouillon de ce que vous avez tapé. Ainsi, rien n'est perdu si la page se recharge ou si la connexion coupe.",
        },
        {
          type: 'list',
          items: [
            "Ce brouillon reste dans votre navigateur (dans un espace appelé «\u00A0sessionStorage\u00A0»). Il n'est envoyé nulle part.",
            "Il s'efface tout seul quand vous fermez l'onglet, ou dès que votre demande est envoyée.",
            "Il n'est pas gardé plus longtemps, pour protéger votre vie privée sur un téléphone ou un ordinateur partagé.",
          ],
        },
      ],
    },
    {
      title: 'Le délai entre deux envois',
      blocks: [
        {
          type: 'paragraph',
          text: "Le service d'envoi EmailJS enregistre dans votre navigateur (dans un espace appelé «\u00A0localStorage\u00A0») l'heure de votre dernier envoi. Cela empêche d'envoyer plus d'une demande toutes les 10 secondes, et nous protège des robots.",
        },
        {
          type: 'paragraph',
          text: "Cette information ne contient ni votre nom, ni vos coordonnées, ni votre message. Elle n'est pas utilisée pour vous suivre.",
        },
      ],
    },
    {
      title: "Quand vous quittez ce site",
      blocks: [
        {
          type: 'paragraph',
          text: "Le site contient des liens vers WhatsApp, Facebook, Instagram et OpenStreetMap. Rien n'est chargé depuis ces services tant que vous ne cliquez pas.",
        },
        {
          type: 'paragraph',
          text: "Si vous ouvrez l'un de ces liens, vous arrivez chez eux\u00A0: ils peuvent alors déposer leurs propres cookies, selon leurs propres règles. Nous vous conseillons de lire leur politique de confidentialité.",
        },
      ],
    },
    {
      title: 'Comment effacer ces informations',
      blocks: [
        {
          type: 'paragraph',
          text: "Le plus simple\u00A0: fermez l'onglet du site. Le brouillon du formulaire disparaît aussitôt.",
        },
        {
          type: 'paragraph',
          text: "Pour tout effacer, y compris l'heure du dernier envoi, passez par les réglages de votre navigateur. Le nom des menus change un peu d'un navigateur à l'autre, mais la démarche est presque toujours la même\u00A0:",
        },
        {
          type: 'ordered-list',
          items: [
            'Ouvrez les paramètres (ou réglages) de votre navigateur.',
            "Allez dans la partie «\u00A0Confidentialité\u00A0» ou «\u00A0Vie privée\u00A0».",
            "Choisissez «\u00A0Effacer les données de navigation\u00A0» ou «\u00A0Cookies et données de site\u00A0».",
            'Effacez les données de ce site, ou de tous les sites.',
          ],
        },
        {
          type: 'paragraph',
          text: "Vous pouvez aussi utiliser la navigation privée\u00A0: tout est effacé quand vous fermez la fenêtre.",
        },
      ],
    },
    {
      title: 'Si cela change',
      blocks: [
        {
          type: 'paragraph',
          text: "Si un jour le site devait utiliser des cookies qui ne sont pas indispensables, nous mettrions cette page à jour et nous vous demanderions d'abord votre accord.",
        },
        {
          type: 'paragraph',
          text: `Une question\u00A0? Écrivez-nous à ${site.email} ou appelez le ${reception.display}. Pour en savoir plus sur vos données, lisez aussi notre «\u00A0Politique de confidentialité\u00A0».`,
        },
      ],
    },
  ],
};

export const legalPages: Record<'privacy' | 'terms' | 'cookies', LegalPage> = {
  privacy,
  terms,
  cookies,
};
