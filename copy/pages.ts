import { perLocale, type Text } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/*
 * What each page says about itself: its title and description for search results and link
 * previews (120–160 characters), and the words of its opening band.
 */

interface PageText {
  title: Text;
  description: Text;
}

interface HeroText {
  eyebrow: Text;
  title: Text;
  lead?: Text;
}

const pagesSource = {
  home: {
    title: { fr: 'Soins et aide à domicile à Yaoundé', en: 'Home care and nursing in Yaoundé' },
    description: {
      fr: 'Soins infirmiers, aide à la vie quotidienne, suivi de grossesse et accompagnement médical à domicile à Yaoundé, 7 jours sur 7, par une équipe qualifiée.',
      en: 'Nursing care, help with daily life, pregnancy care and medical support at home in Yaoundé, 7 days a week, from a qualified team.',
    },
  },
  about: {
    title: { fr: 'À propos', en: 'About us' },
    description: {
      fr: 'Fondé le 7 janvier 2024 à Yaoundé par une médecin, notre centre réunit des professionnels de santé pour soigner et accompagner chacun chez lui.',
      en: 'Founded in Yaoundé on 7 January 2024 by a doctor, our centre brings health professionals together to care for and support people in their own homes.',
    },
    hero: { eyebrow: { fr: 'À propos', en: 'About us' }, title: { fr: "À propos d'Aide & Vie", en: 'About Aide & Vie' } },
  },
  services: {
    title: { fr: 'Nos services de soins à domicile', en: 'Our home-care services' },
    description: {
      fr: 'Aide à la vie quotidienne, soins infirmiers, suivi de grossesse, accompagnement thérapeutique, paramètres médicaux et nutrition, à domicile à Yaoundé.',
      en: 'Help with daily life, nursing care, pregnancy care, therapeutic support, health checks and nutrition, all at home in Yaoundé.',
    },
  },
  prices: {
    title: { fr: 'Nos tarifs de soins à domicile', en: 'Our prices for home care' },
    description: {
      fr: `Tous les tarifs indicatifs de nos soins et services à domicile à Yaoundé sur une page, en FCFA et en euros${nbsp}: à lire, à imprimer ou à partager.`,
      en: 'All the guide prices of our home care and services in Yaoundé on one page, in FCFA and in euros: to read, print or share with your family.',
    },
    hero: {
      eyebrow: { fr: 'Tarifs', en: 'Prices' },
      title: { fr: 'Nos tarifs', en: 'Our prices' },
      lead: {
        fr: `Les prix de chaque service, en francs CFA et en euros. Le prix exact vous est proposé après la visite d'évaluation, sans engagement.`,
        en: 'The price of each service, in CFA francs and in euros. We give you the exact price after the assessment visit, with no commitment.',
      },
    },
  },
  doctors: {
    title: { fr: 'Notre équipe médicale', en: 'Our medical team' },
    description: {
      fr: `Cardiologue, médecin généraliste, chirurgien-dentiste et pédiatre${nbsp}: découvrez les médecins qui coordonnent vos soins à domicile à Yaoundé.`,
      en: 'A cardiologist, a general practitioner, a dental surgeon and a paediatrician: meet the doctors who coordinate your care at home in Yaoundé.',
    },
    hero: {
      eyebrow: { fr: 'Personnel de santé', en: 'Meet the team' },
      title: { fr: 'Notre Équipe Médicale', en: 'Our medical team' },
      lead: {
        fr: 'Des médecins expérimentés, formés au Cameroun, qui encadrent les soins de nos infirmiers, sages-femmes et auxiliaires de vie, au centre comme à domicile.',
        en: 'Experienced doctors, trained in Cameroon, who oversee the care given by our nurses, midwives and care assistants, at the centre and at home.',
      },
    },
  },
  blog: {
    title: { fr: 'Blog santé et conseils', en: 'Health blog and advice' },
    description: {
      fr: `Conseils pratiques de notre équipe soignante${nbsp}: accompagner un proche âgé, prévenir les chutes, bien manger après 60 ans, prendre soin de soi quand on aide.`,
      en: 'Practical advice from our care team: caring for an elderly relative, preventing falls, eating well after 60, and looking after yourself as a carer.',
    },
  },
  contact: {
    title: { fr: 'Contact', en: 'Contact us' },
    description: {
      fr: `Appelez-nous, écrivez-nous sur WhatsApp ou par e-mail, ou envoyez une demande de rendez-vous${nbsp}: notre équipe de Yaoundé vous répond rapidement.`,
      en: 'Call us, message us on WhatsApp, send an email or request an appointment: our team in Yaoundé will get back to you quickly.',
    },
    hero: {
      eyebrow: { fr: 'Contact', en: 'Contact' },
      title: { fr: 'Contactez-nous', en: 'Get in touch' },
      lead: {
        fr: `Une question, un besoin de soins${nbsp}? Nous sommes à votre écoute${nbsp}: par téléphone, par WhatsApp, par e-mail, ou avec le formulaire de rendez-vous de cette page.`,
        en: 'Have a question, or need care? We are here to help: by phone, on WhatsApp, by email, or with the appointment form on this page.',
      },
    },
  },
  appointment: {
    title: { fr: 'Prendre rendez-vous', en: 'Book an appointment' },
    description: {
      fr: 'Demandez un rendez-vous en ligne pour une consultation, un suivi de grossesse ou des soins à domicile à Yaoundé. Réponse rapide de notre équipe.',
      en: 'Request an appointment online for a consultation, pregnancy care or care at home in Yaoundé. Our team will reply quickly.',
    },
    hero: { eyebrow: { fr: 'Consultation', en: 'Appointments' }, title: { fr: 'Prenez rendez-vous', en: 'Book an appointment' } },
  },
  careers: {
    title: { fr: `Recrutement${nbsp}: rejoignez notre équipe de soins`, en: 'Careers: join our care team' },
    description: {
      fr: `Aide-soignant(e), auxiliaire de vie, infirmier(e)${nbsp}: soignez à domicile à Yaoundé dans une équipe qui forme et paie à l’heure. Postulez depuis votre téléphone.`,
      en: 'Care assistant, care worker, nurse: work in people’s homes in Yaoundé with a team that trains you, supports you and pays on time. Apply from your phone.',
    },
    hero: {
      eyebrow: { fr: 'Recrutement', en: 'Careers' },
      title: { fr: 'Prendre soin, avec nous', en: 'Come and care with us' },
      lead: {
        fr: `Vous aimez prendre soin des autres${nbsp}? Rejoignez une équipe qui vous forme, vous soutient et vous respecte, au service des familles de Yaoundé.`,
        en: 'Do you love looking after people? Join a team that trains you, supports you and respects you, caring for families across Yaoundé.',
      },
    },
  },
  appointmentAlias: {
    title: { fr: 'Prendre rendez-vous (redirection)', en: 'Book an appointment (redirect)' },
    description: {
      fr: 'Cette adresse mène à notre formulaire de prise de rendez-vous en ligne. Si la redirection ne se fait pas, suivez le lien affiché sur la page.',
      en: 'This address leads to our online appointment form. If you are not taken there automatically, follow the link on the page.',
    },
    hero: {
      eyebrow: { fr: 'Consultation', en: 'Appointments' },
      title: { fr: 'Prendre rendez-vous', en: 'Book an appointment' },
      lead: {
        fr: 'Vous allez être redirigé vers notre formulaire de prise de rendez-vous.',
        en: 'You are being taken to our appointment form.',
      },
    },
    /** The link for a browser that does not follow the redirect. */
    continue: { fr: 'Continuer vers la prise de rendez-vous', en: 'Continue to the appointment form' },
  },
} satisfies Record<string, PageText & { hero?: HeroText; continue?: Text }>;

/** Each page's own words, in each language: `pages[locale].about.title`. */
export const pages = perLocale(pagesSource);
