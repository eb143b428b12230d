import { perLocale, type Locale, type Text } from '@/lib/i18n';
import { site, siteSource } from './site';
import type { RichBlock } from './types';

/*
 * The legal pages: /privacy, /terms and /cookies, in both languages. Each language has its own
 * sections, written for its readers; the facts they give are the same.
 * Every contact detail comes from content/site.ts: never write one here.
 * French typography: a non-breaking space (\u00A0) before : ; ! ? and inside « ».
 */

export interface LegalSection {
  title: string;
  blocks: RichBlock[];
}

interface LegalPageSource {
  slug: 'privacy' | 'terms' | 'cookies';
  title: Text;
  description: Text;
  /** ISO date YYYY-MM-DD of the last update. */
  updated: string;
  intro: Text;
  sections: { fr: LegalSection[]; en: LegalSection[] };
}

export interface LegalPage {
  slug: LegalPageSource['slug'];
  title: string;
  description: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}

const UPDATED = '2026-11-23';

function postalAddressIn(locale: Locale): string {
  const { address } = site[locale];
  return [address.street, address.postalCode, address.district, address.city, address.country]
    .filter((part): part is string => Boolean(part && part.trim()))
    .join(', ');
}

const fr = site.fr;
const en = site.en;
const postalAddress = postalAddressIn('fr');
const postalAddressEn = postalAddressIn('en');
const { reception, emergency: emergencyLine } = fr.phones;
const { reception: receptionEn, emergency: emergencyEn } = en.phones;
const phoneLines = [fr.phones.reception, fr.phones.homeCare, fr.phones.emergency].map((phone) => `${phone.label}\u00A0: ${phone.display}`);
const phoneLinesEn = [en.phones.reception, en.phones.homeCare, en.phones.emergency].map((phone) => `${phone.label}: ${phone.display}`);
const director = `${siteSource.founder.name}, ${fr.founder.role.toLowerCase()}`;
const directorEn = `${siteSource.founder.name}, ${en.founder.role.toLowerCase()}`;

const contactLines = [
  `Par e-mail\u00A0: ${siteSource.email}`,
  `Par courrier\u00A0: ${fr.name}, ${postalAddress}`,
  `Par téléphone (accueil)\u00A0: ${reception.display}`,
];
const contactLinesEn = [
  `By email: ${siteSource.email}`,
  `By post: ${en.name}, ${postalAddressEn}`,
  `By phone (reception): ${receptionEn.display}`,
];

const privacyEn: LegalSection[] = [
  {
    title: 'Who is responsible for your data?',
    blocks: [
      { type: 'paragraph', text: `The data collected on this site is the responsibility of the ${en.name}, represented by ${directorEn}.` },
      { type: 'paragraph', text: 'If you have any questions about your data, you can write to us or call us:' },
      { type: 'list', items: contactLinesEn },
    ],
  },
  {
    title: 'A simple site that does not track you',
    blocks: [
      {
        type: 'paragraph',
        text: 'This site presents the centre and its services. There is no account to create and no personal area. It sets no cookies and uses no audience measurement, advertising or tracking tools.',
      },
      {
        type: 'paragraph',
        text: 'The fonts and pictures come from the site itself, so your browser does not contact any other service while you read our pages.',
      },
      {
        type: 'paragraph',
        text: 'The site is hosted by a static-website hosting service. Like almost every host, it may keep technical logs for a short time (IP address, date and time, page requested). These logs are used for the security and proper running of the site. We do not use them to identify or track you.',
      },
    ],
  },
  {
    title: 'The information you send us',
    blocks: [
      {
        type: 'paragraph',
        text: 'We only receive information about you if you fill in the appointment request form (on the “Book a visit” and “Contact” pages). The form asks for:',
      },
      {
        type: 'list',
        items: [
          'your full name;',
          'your email address;',
          'your phone number (if you wish);',
          'the date and time that suit you;',
          'the type of service you need;',
          'a message in your own words (if you wish).',
        ],
      },
      {
        type: 'paragraph',
        text: 'If you are making the request for someone else, such as an elderly parent, let them know if you can, and only give what is useful to arrange the visit.',
      },
      {
        type: 'paragraph',
        text: 'You can also reach us in other ways: by phone, by email or on WhatsApp. In that case, we receive whatever you choose to write or tell us.',
      },
    ],
  },
  {
    title: 'Why we use this information',
    blocks: [
      { type: 'paragraph', text: 'We use your information for one reason only: to answer your request and arrange your care. In practice, to:' },
      {
        type: 'list',
        items: ['call you back or write to you;', 'confirm, move or cancel the appointment;', 'prepare the care team’s visit.'],
      },
      {
        type: 'paragraph',
        text: 'We do this with your consent, which you give by sending the form, and because these steps are needed before the care you are asking us for.',
      },
      {
        type: 'paragraph',
        text: 'We do not sell your information. We do not use it for advertising, and we do not sign you up to any newsletter.',
      },
    ],
  },
  {
    title: 'Your health information: special care',
    blocks: [
      {
        type: 'paragraph',
        text: 'The law treats health information as sensitive data. It calls for stronger protection, and we make sure it gets it.',
      },
      {
        type: 'list',
        items: [
          'The form asks you not to write detailed medical information. The type of service is enough to arrange a first contact.',
          'The details of your health are gathered later, in person, by a health professional, and recorded in your medical file.',
          'Your requests are read only by the people at the centre who need them to answer you. All of them are bound by professional secrecy.',
          'We never pass your health information to anyone else without your consent, unless the law requires it.',
        ],
      },
    ],
  },
  {
    title: 'Who receives your information?',
    blocks: [
      {
        type: 'paragraph',
        text: 'Your request is read by the centre’s team in charge of appointments and care. To reach us, it goes through a few technical service providers:',
      },
      {
        type: 'list',
        items: [
          'EmailJS (EmailJS Ltd.): this service turns your request into an email and delivers it to the centre’s inbox. It acts on the centre’s behalf, only as a technical go-between.',
          'The centre’s email provider, which stores the emails received.',
          'The website host, only for the technical logs described above.',
        ],
      },
      {
        type: 'paragraph',
        text: 'If you choose to write to us on WhatsApp, your message goes through that service, which belongs to Meta. WhatsApp then applies its own privacy rules.',
      },
    ],
  },
  {
    title: 'Information that may leave Cameroon',
    blocks: [
      {
        type: 'paragraph',
        text: 'EmailJS, like some email services, may process your information outside Cameroon, for example in the European Union or the United States.',
      },
      {
        type: 'paragraph',
        text: 'We choose reliable providers who commit to protecting the data they handle. We only send them what your request needs. If you would rather nothing went through these services, you can simply call us.',
      },
    ],
  },
  {
    title: 'How long we keep your information',
    blocks: [
      {
        type: 'list',
        items: [
          'An appointment request is kept while we deal with it. If no care follows, it is deleted no later than 12 months after we receive it.',
          'If you become a patient of the centre, the relevant information goes into your medical file, which is kept according to the legal rules for medical records.',
          'The host’s technical logs are kept only for a short time.',
        ],
      },
      {
        type: 'paragraph',
        text: 'The draft of the form stays only in your browser, and is erased when you close the tab or when the request is sent. The “Cookies” page explains this in detail.',
      },
    ],
  },
  {
    title: 'Requests sent without a connection',
    blocks: [
      {
        type: 'paragraph',
        text: 'If you send the form while the connection is down, your request is not lost: it is kept on your own device, in a space in your browser called “IndexedDB”, until it can be sent.',
      },
      {
        type: 'list',
        items: [
          'It holds exactly what you wrote in the form, and nothing else.',
          'It is sent automatically, once only, as soon as the connection comes back, even if you have closed the page (on browsers that allow it, such as Chrome on Android).',
          'It is deleted from your device as soon as it has been sent, or as soon as you cancel it.',
          'If our sending service refuses it, it is not sent again: it stays on your device, and the site shows it to you, so that you can send it to us another way or delete it.',
        ],
      },
    ],
  },
  {
    title: 'Pages kept for reading offline',
    blocks: [
      {
        type: 'paragraph',
        text: 'So that you can find our phone numbers and advice even without a connection, your browser keeps a copy of the pages you have already opened and of their pictures. These copies contain no information about you; they are replaced when the site changes, and you can delete them with the site’s data, as the “Cookies” page explains.',
      },
    ],
  },
  {
    title: 'How we protect your information',
    blocks: [
      {
        type: 'list',
        items: [
          'The form is sent to EmailJS over an encrypted connection (HTTPS).',
          'Access to the centre’s inbox is protected and limited to the people who need it.',
          'We collect as little information as possible, and delete what is no longer needed.',
          'An invisible field and a 10-second wait between two requests protect us from automatic sending (robots).',
        ],
      },
      {
        type: 'paragraph',
        text: 'No system is perfect. If an incident affected your information, we would take the necessary steps at once, and we would inform you and the relevant authority as the law provides.',
      },
    ],
  },
  {
    title: 'Your rights',
    blocks: [
      {
        type: 'paragraph',
        text: 'Law No. 2024/017 of 23 December 2024 on the protection of personal data gives you several rights over your information. You can:',
      },
      {
        type: 'list',
        items: [
          'be told what we do with your information (that is what this page is for);',
          'know what information we hold about you, and receive a copy;',
          'have wrong or incomplete information corrected;',
          'ask for your information to be deleted;',
          'object to its use for a legitimate reason;',
          'ask for its use to be limited for a time, for example while something is being checked;',
          'withdraw your consent at any time. This does not affect what was done before.',
        ],
      },
      {
        type: 'paragraph',
        text: 'Some medical information must be kept by law. In that case, we will explain why we cannot delete it straight away.',
      },
    ],
  },
  {
    title: 'How to use your rights',
    blocks: [
      { type: 'paragraph', text: 'Simply write to us. It is free of charge:' },
      {
        type: 'list',
        items: [`by email, to ${siteSource.email};`, `by post, to: ${en.name}, ${postalAddressEn}.`],
      },
      {
        type: 'paragraph',
        text: 'Tell us which right you wish to use. To protect your information, we may ask you to prove who you are. We will reply within one month.',
      },
      {
        type: 'paragraph',
        text: 'If you are not satisfied with our answer, you can contact the Personal Data Protection Authority set up by Law No. 2024/017, once it is in place.',
      },
    ],
  },
  {
    title: 'If this policy changes',
    blocks: [
      {
        type: 'paragraph',
        text: 'We may update this page, for example if the site changes or the law changes. The date of the last update is shown at the top of the page. If there is an important change, we will say so clearly on the site.',
      },
    ],
  },
];

const termsEn: LegalSection[] = [
  {
    title: 'Who publishes this site?',
    blocks: [
      { type: 'paragraph', text: `This site is published by the ${en.name}.` },
      {
        type: 'list',
        items: [
          `Address: ${postalAddressEn}`,
          `Email: ${siteSource.email}`,
          ...phoneLinesEn,
          `Publication director: ${directorEn}`,
          `Website address: ${siteSource.url}`,
        ],
      },
    ],
  },
  {
    title: 'Who hosts this site?',
    blocks: [
      { type: 'paragraph', text: 'Host: to be confirmed when the site goes live.' },
      {
        type: 'paragraph',
        text: 'The site is a “static” site: its pages are ready-made files, served by a host and a content delivery network. The host may keep a few technical logs for a short time, for the site’s security.',
      },
    ],
  },
  {
    title: 'What this site is for',
    blocks: [
      {
        type: 'paragraph',
        text: 'This site presents the centre, its team and its home-care and medical services in Yaoundé and the surrounding area. It also offers advice articles and a form to request an appointment.',
      },
      { type: 'paragraph', text: 'It is free and open to everyone. You do not need to create an account.' },
    ],
  },
  {
    title: 'This site does not replace a consultation',
    blocks: [
      {
        type: 'paragraph',
        text: 'The information and advice on this site are general. They do not replace the opinion of a doctor or health professional who examines you.',
      },
      {
        type: 'paragraph',
        text: 'Do not start, stop or change a treatment based only on what you read here. If in doubt, talk to your doctor or call us.',
      },
    ],
  },
  {
    title: 'In an emergency',
    blocks: [
      {
        type: 'paragraph',
        text: 'If you think your life or a loved one’s life is in danger, do not use the form on this site and do not wait for an email reply.',
      },
      {
        type: 'list',
        items: [
          'Call the national emergency numbers straight away.',
          'Or go to the nearest emergency department.',
          `You can also reach our “${emergencyEn.label}” line on ${emergencyEn.display}.`,
        ],
      },
    ],
  },
  {
    title: 'Appointment requests',
    blocks: [
      {
        type: 'paragraph',
        text: 'The form sends a request, not a booking. The appointment is only confirmed once the centre has called or written to you to confirm it.',
      },
      {
        type: 'paragraph',
        text: 'We do our best to keep to the date and time you suggest. If that is not possible, we will offer you another time.',
      },
      {
        type: 'paragraph',
        text: 'Please give accurate contact details, so that we can reach you, and do not write detailed medical information in the message.',
      },
    ],
  },
  {
    title: 'Prices',
    blocks: [
      {
        type: 'paragraph',
        text: 'The prices shown on the site are in CFA francs (FCFA) and are given as a guide. The actual price depends on your needs, how long the care lasts and where the visit takes place.',
      },
      {
        type: 'paragraph',
        text: 'The final price is given to you before the care begins, and it only applies with your agreement.',
      },
    ],
  },
  {
    title: 'Text and illustrations',
    blocks: [
      {
        type: 'paragraph',
        text: `The text, illustrations, logo and design of the site belong to the ${en.name}, unless stated otherwise. The typeface used is distributed under its own open licence.`,
      },
      {
        type: 'paragraph',
        text: 'You are welcome to share the link to a page or an article. To copy or reuse content elsewhere, please ask for our written permission first.',
      },
    ],
  },
  {
    title: 'Links to other sites',
    blocks: [
      {
        type: 'paragraph',
        text: 'The site contains links to other services, such as WhatsApp, Facebook, Instagram or OpenStreetMap. These services are not run by us.',
      },
      {
        type: 'paragraph',
        text: 'When you open them, their own terms and privacy rules apply. We are not responsible for their content.',
      },
    ],
  },
  {
    title: 'Our responsibility',
    blocks: [
      {
        type: 'paragraph',
        text: 'We take care that the information on the site is accurate and up to date. Mistakes or omissions are still possible. If you notice one, tell us and we will correct it.',
      },
      {
        type: 'paragraph',
        text: 'The site may sometimes be unavailable, for example during maintenance or because of a network problem. If the form does not work, you can always reach us by phone, by email or on WhatsApp.',
      },
    ],
  },
  {
    title: 'Your personal data',
    blocks: [
      {
        type: 'paragraph',
        text: 'What we do with the information sent through the form is explained in the “Privacy policy”. What your browser keeps is explained on the “Cookies” page.',
      },
    ],
  },
  {
    title: 'Applicable law',
    blocks: [
      {
        type: 'paragraph',
        text: 'These terms are governed by Cameroonian law. If we disagree, we will first look for an amicable solution with you. Failing that, the competent Cameroonian courts may hear the matter.',
      },
      { type: 'paragraph', text: 'We may update these terms. The date of the last update is shown at the top of the page.' },
    ],
  },
  {
    title: 'Contact us',
    blocks: [
      { type: 'paragraph', text: 'For any question about this site or these terms:' },
      { type: 'list', items: contactLinesEn },
    ],
  },
];

const cookiesEn: LegalSection[] = [
  {
    title: 'What is a cookie?',
    blocks: [
      {
        type: 'paragraph',
        text: 'A cookie is a small file that a website can save in your browser. Many sites use them to measure their audience, show advertising or track visitors from one site to another.',
      },
    ],
  },
  {
    title: 'This site sets no cookies',
    blocks: [
      {
        type: 'list',
        items: [
          'No cookies.',
          'No audience measurement or statistics tools.',
          'No advertising and no trackers.',
          'No fonts or pictures loaded from another site.',
        ],
      },
      {
        type: 'paragraph',
        text: 'As nothing is stored without your consent, there is nothing to accept or refuse. That is why you will not see a cookie banner.',
      },
    ],
  },
  {
    title: 'The form’s draft',
    blocks: [
      {
        type: 'paragraph',
        text: 'When you fill in the appointment request form, your browser keeps a draft of what you have typed. That way, nothing is lost if the page reloads or the connection drops.',
      },
      {
        type: 'list',
        items: [
          'This draft stays in your browser (in a space called “sessionStorage”). It is not sent anywhere.',
          'It is erased automatically when you close the tab, or as soon as your request is sent.',
          'It is not kept any longer, to protect your privacy on a shared phone or computer.',
        ],
      },
    ],
  },
  {
    title: 'The wait between two requests',
    blocks: [
      {
        type: 'paragraph',
        text: 'The EmailJS sending service records in your browser (in a space called “localStorage”) the time you last sent a request. This stops more than one request being sent every 10 seconds, and protects us from robots.',
      },
      {
        type: 'paragraph',
        text: 'This information does not include your name, your contact details or your message. It is not used to track you.',
      },
    ],
  },
  {
    title: 'When the connection drops',
    blocks: [
      {
        type: 'paragraph',
        text: 'So that the site stays useful without a connection, your browser keeps two more things. They are not cookies and are never used to track you:',
      },
      {
        type: 'list',
        items: [
          'a copy of the pages and pictures you have already viewed, so you can open them again offline;',
          'an appointment request sent while the connection was down, until it can be sent (in a space called “IndexedDB”). It is deleted as soon as it has been sent or you cancel it.',
        ],
      },
    ],
  },
  {
    title: 'When you leave this site',
    blocks: [
      {
        type: 'paragraph',
        text: 'The site contains links to WhatsApp, Facebook, Instagram and OpenStreetMap. Nothing is loaded from these services unless you click.',
      },
      {
        type: 'paragraph',
        text: 'If you open one of these links, you arrive on their site: they may then set their own cookies, under their own rules. We suggest you read their privacy policy.',
      },
    ],
  },
  {
    title: 'How to delete this information',
    blocks: [
      { type: 'paragraph', text: 'The simplest way: close the site’s tab. The form’s draft disappears at once.' },
      {
        type: 'paragraph',
        text: 'To delete everything, including the time of your last request and the pages kept for offline reading, use your browser’s settings. Menu names vary a little from one browser to another, but the steps are almost always the same:',
      },
      {
        type: 'ordered-list',
        items: [
          'Open your browser’s settings.',
          'Go to the “Privacy” section.',
          'Choose “Clear browsing data” or “Cookies and site data”.',
          'Delete the data of this site, or of all sites.',
        ],
      },
      { type: 'paragraph', text: 'You can also use private browsing: everything is erased when you close the window.' },
    ],
  },
  {
    title: 'If this changes',
    blocks: [
      {
        type: 'paragraph',
        text: 'If the site ever needed cookies that are not essential, we would update this page and ask for your consent first.',
      },
      {
        type: 'paragraph',
        text: `A question? Write to us at ${siteSource.email} or call ${receptionEn.display}. To learn more about your data, please also read our “Privacy policy”.`,
      },
    ],
  },
];

const privacy: LegalPageSource = {
  slug: 'privacy',
  title: { fr: 'Politique de confidentialité', en: 'Privacy policy' },
  description: {
    fr: "Quelles données le formulaire de rendez-vous recueille, pourquoi, qui les reçoit, combien de temps nous les gardons et comment exercer vos droits.",
    en: 'What the appointment form collects and why, who receives it, how long we keep it, what stays on your device, and how to use your rights.',
  },
  updated: UPDATED,
  intro: {
    fr: `Votre vie privée compte pour nous, surtout quand il s'agit de votre santé. Cette page explique simplement ce que nous faisons des informations que vous nous confiez sur ce site, et les droits que vous avez. Elle suit la loi camerounaise n°\u00A02024/017 du 23 décembre 2024 relative à la protection des données à caractère personnel.`,
    en: 'Your privacy matters to us, especially when it comes to your health. This page explains simply what we do with the information you give us on this site, and the rights you have. It follows Cameroon’s Law No. 2024/017 of 23 December 2024 on the protection of personal data.',
  },
  sections: {
    fr: [
      {
        title: 'Qui est responsable de vos données\u00A0?',
        blocks: [
          {
            type: 'paragraph',
            text: `Le responsable des données recueillies sur ce site est le ${fr.name}, représenté par ${director}.`,
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
        title: 'Les demandes envoyées sans connexion',
        blocks: [
          {
            type: 'paragraph',
            text: "Si vous envoyez le formulaire alors que la connexion est coupée, votre demande n'est pas perdue\u00A0: elle est gardée sur votre appareil, dans un espace de votre navigateur appelé «\u00A0IndexedDB\u00A0», en attendant de pouvoir partir.",
          },
          {
            type: 'list',
            items: [
              "Elle contient exactement ce que vous avez écrit dans le formulaire, et rien d'autre.",
              "Elle part toute seule, une seule fois, dès que la connexion revient, même si vous avez fermé la page (sur les navigateurs qui le permettent, comme Chrome sur Android).",
              "Elle est effacée de votre appareil dès qu'elle a été envoyée, ou dès que vous l'annulez.",
              "Si notre service d'envoi la refuse, elle n'est pas renvoyée\u00A0: elle reste sur votre appareil et le site vous la montre, pour que vous puissiez nous l'envoyer autrement ou l'effacer.",
            ],
          },
        ],
      },
      {
        title: 'Les pages gardées pour la consultation hors connexion',
        blocks: [
          {
            type: 'paragraph',
            text: "Pour que vous retrouviez nos numéros et nos conseils même sans connexion, votre navigateur garde une copie des pages que vous avez déjà ouvertes et de leurs images. Ces copies ne contiennent aucune information sur vous\u00A0; elles sont remplacées quand le site change, et vous pouvez les effacer avec les données du site, comme l'explique la page «\u00A0Cookies\u00A0».",
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
              `par e-mail, à ${siteSource.email}\u00A0;`,
              `par courrier, à l'adresse\u00A0: ${fr.name}, ${postalAddress}.`,
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
    en: privacyEn,
  },
};

const terms: LegalPageSource = {
  slug: 'terms',
  title: { fr: "Conditions d'utilisation", en: 'Terms of use' },
  description: {
    fr: "Les règles d'utilisation du site du centre Aide & Vie à Yaoundé\u00A0: éditeur, demandes de rendez-vous, urgences, tarifs indicatifs et responsabilité.",
    en: 'The rules for using the website of the Aide & Vie centre in Yaoundé: publisher, appointment requests, emergencies, guide prices and responsibility.',
  },
  updated: UPDATED,
  intro: {
    fr: `Ces conditions expliquent qui publie ce site, à quoi il sert et ce que vous pouvez en attendre. En utilisant le site, vous les acceptez. Elles sont écrites simplement\u00A0: si une phrase vous semble peu claire, appelez-nous au ${reception.display}.`,
    en: `These terms explain who publishes this site, what it is for and what you can expect from it. By using the site, you accept them. They are written simply: if a sentence seems unclear, call us on ${receptionEn.display}.`,
  },
  sections: {
    fr: [
      {
        title: 'Qui publie ce site\u00A0?',
        blocks: [
          {
            type: 'paragraph',
            text: `Ce site est publié par le ${fr.name}.`,
          },
          {
            type: 'list',
            items: [
              `Adresse\u00A0: ${postalAddress}`,
              `E-mail\u00A0: ${siteSource.email}`,
              ...phoneLines,
              `Responsable de la publication\u00A0: ${director}`,
              `Adresse du site\u00A0: ${siteSource.url}`,
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
            text: `Les textes, les illustrations, le logo et la présentation du site appartiennent au ${fr.name}, sauf mention contraire. La police de caractères utilisée est distribuée sous sa propre licence libre.`,
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
    en: termsEn,
  },
};

const cookies: LegalPageSource = {
  slug: 'cookies',
  title: { fr: 'Cookies', en: 'Cookie policy' },
  description: {
    fr: "Ce site ne dépose aucun cookie et n'utilise aucun traceur. Voici ce que votre navigateur garde quand vous utilisez le formulaire, et comment l'effacer.",
    en: 'This site sets no cookies and uses no trackers. Here is what your browser keeps when you use the site, and how to delete it.',
  },
  updated: UPDATED,
  intro: {
    fr: "Bonne nouvelle\u00A0: ce site ne dépose aucun cookie et ne vous suit pas. C'est pour cela qu'aucune bannière ne vous demande d'accepter des cookies. Cette page explique ce que votre navigateur peut garder quand vous utilisez le site, et pourquoi.",
    en: 'Good news: this site sets no cookies and does not track you. That is why no banner asks you to accept cookies. This page explains what your browser may keep when you use the site, and why.',
  },
  sections: {
    fr: [
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
        title: 'Quand la connexion coupe',
        blocks: [
          {
            type: 'paragraph',
            text: "Pour que le site reste utile sans connexion, votre navigateur garde deux autres choses. Ce ne sont pas des cookies, et elles ne servent jamais à vous suivre\u00A0:",
          },
          {
            type: 'list',
            items: [
              'une copie des pages et des images que vous avez déjà consultées, pour les rouvrir hors connexion\u00A0;',
              "une demande de rendez-vous envoyée pendant une coupure, le temps qu'elle parte (dans un espace appelé «\u00A0IndexedDB\u00A0»). Elle est effacée dès qu'elle est envoyée ou que vous l'annulez.",
            ],
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
            text: "Pour tout effacer, y compris l'heure du dernier envoi et les pages gardées pour la consultation hors connexion, passez par les réglages de votre navigateur. Le nom des menus change un peu d'un navigateur à l'autre, mais la démarche est presque toujours la même\u00A0:",
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
            text: `Une question\u00A0? Écrivez-nous à ${siteSource.email} ou appelez le ${reception.display}. Pour en savoir plus sur vos données, lisez aussi notre «\u00A0Politique de confidentialité\u00A0».`,
          },
        ],
      },
    ],
    en: cookiesEn,
  },
};

/** The three pages in each language: `legalPages[locale].privacy`. */
export const legalPages: Record<Locale, Record<LegalPageSource['slug'], LegalPage>> = perLocale({ privacy, terms, cookies });

/** The words of a legal page around its text. */
export const legalPageWords = perLocale({
  eyebrow: { fr: 'Informations légales', en: 'Legal information' },
  updated: { fr: 'Dernière mise à jour\u00A0: ', en: 'Last updated: ' },
  contents: { fr: 'Sommaire', en: 'Contents' },
});
