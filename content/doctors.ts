import { perLocale, type Locale } from '@/lib/i18n';
import { siteSource } from './site';
import type { Doctor, DoctorSource } from './types';

/*
 * The medical team shown on /doctors. Names are fictitious; the general
 * practitioner is the centre's founder (see site.founder).
 * Social links are placeholders until the centre supplies real ones.
 */

const socialPlaceholders: DoctorSource['social'] = {
  facebook: 'https://www.facebook.com/example', // PLACEHOLDER
  whatsapp: 'https://wa.me/237600000001', // PLACEHOLDER
  instagram: 'https://www.instagram.com/example', // PLACEHOLDER
};

const founderName = siteSource.founder.name;
const founderPlainName = founderName.replace(/^Dr\.?\s+/, '');

export const doctorSources: DoctorSource[] = [
  {
    id: 1,
    name: 'Dr Jean-Claude Ateba',
    specialty: { fr: 'Cardiologue', en: 'Cardiologist' },
    description: {
      fr: "Spécialiste du cœur et des vaisseaux, le Dr Ateba suit les patients atteints d'hypertension, d'insuffisance cardiaque ou de troubles du rythme. Il accorde une grande place à la prévention et prend le temps d'expliquer chaque traitement aux patients et à leurs familles.",
      en: 'Dr Ateba specialises in the heart and blood vessels. He cares for patients with high blood pressure, heart failure or an irregular heartbeat. Prevention matters a great deal to him, and he takes the time to explain each treatment to patients and their families.',
    },
    image: {
      src: '/images/doctors/doctor-1.svg',
      alt: {
        fr: 'Portrait illustré de Jean-Claude Ateba, cardiologue, en blouse blanche avec un stéthoscope',
        en: 'Illustrated portrait of Jean-Claude Ateba, cardiologist, in a white coat with a stethoscope',
      },
      width: 600,
      height: 600,
    },
    experience: { fr: "18 ans d'expérience", en: '18 years of experience' },
    education: {
      fr: 'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I\u00A0; spécialisation en cardiologie',
      en: 'Faculty of Medicine and Biomedical Sciences, University of Yaoundé I; specialist training in cardiology',
    },
    social: socialPlaceholders,
  },
  {
    id: 2,
    name: founderName,
    specialty: { fr: 'Médecin généraliste', en: 'General practitioner' },
    description: {
      fr: `Fondatrice et directrice du centre, la ${founderName} coordonne les soins à domicile et le suivi des patients. Médecin de famille attentive, elle accompagne aussi bien les personnes âgées que les malades chroniques, en lien étroit avec les proches.`,
      en: `The centre’s founder and director, ${founderName} coordinates home care and keeps track of each patient’s progress. A caring family doctor, she looks after older people and people with long-term illnesses, working closely with their families.`,
    },
    image: {
      src: '/images/doctors/doctor-2.svg',
      alt: {
        fr: `Portrait illustré de ${founderPlainName}, médecin généraliste, souriante, en blouse blanche`,
        en: `Illustrated portrait of ${founderPlainName}, general practitioner, smiling, in a white coat`,
      },
      width: 600,
      height: 600,
    },
    experience: { fr: "Plus de 12 ans d'expérience", en: 'More than 12 years of experience' },
    education: {
      fr: 'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I',
      en: 'Faculty of Medicine and Biomedical Sciences, University of Yaoundé I',
    },
    social: socialPlaceholders,
  },
  {
    id: 3,
    name: 'Dr Carine Ngo Bassong',
    specialty: { fr: 'Chirurgienne-dentiste', en: 'Dental surgeon' },
    description: {
      fr: "La Dr Ngo Bassong prend soin de la santé bucco-dentaire des enfants comme des aînés\u00A0: soins des caries, détartrage, prothèses et conseils d'hygiène. Elle sait combien une bonne dentition compte pour bien se nourrir, surtout avec l'âge.",
      en: 'Dr Ngo Bassong looks after the teeth and mouths of children and older people alike: fillings, scaling, dentures and advice on oral hygiene. She knows how much good teeth matter for eating well, especially with age.',
    },
    image: {
      src: '/images/doctors/doctor-3.svg',
      alt: {
        fr: 'Portrait illustré de Carine Ngo Bassong, chirurgienne-dentiste, en tenue de soins bleue',
        en: 'Illustrated portrait of Carine Ngo Bassong, dental surgeon, in blue scrubs',
      },
      width: 600,
      height: 600,
    },
    experience: { fr: "10 ans d'expérience", en: '10 years of experience' },
    education: {
      fr: 'Faculté de Médecine et des Sciences Pharmaceutiques, Université de Douala\u00A0; chirurgie dentaire',
      en: 'Faculty of Medicine and Pharmaceutical Sciences, University of Douala; dental surgery',
    },
    social: socialPlaceholders,
  },
  {
    id: 4,
    name: 'Dr Samuel Fouda',
    specialty: { fr: 'Pédiatre', en: 'Paediatrician' },
    description: {
      fr: "Le Dr Fouda suit la croissance et la santé des enfants, du nouveau-né à l'adolescent. Il accompagne en particulier les familles d'enfants nés avec une malformation ou atteints d'une maladie chronique, avec patience et douceur.",
      en: 'Dr Fouda looks after children’s health and keeps an eye on how they grow, from newborn babies to teenagers. With patience and gentleness, he gives special support to families of children born with a birth defect or living with a long-term illness.',
    },
    image: {
      src: '/images/doctors/doctor-4.svg',
      alt: {
        fr: 'Portrait illustré de Samuel Fouda, pédiatre, en blouse blanche, un petit ours en peluche à la main',
        en: 'Illustrated portrait of Samuel Fouda, paediatrician, in a white coat, holding a small teddy bear',
      },
      width: 600,
      height: 600,
    },
    experience: { fr: "15 ans d'expérience", en: '15 years of experience' },
    education: {
      fr: 'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I\u00A0; spécialisation en pédiatrie',
      en: 'Faculty of Medicine and Biomedical Sciences, University of Yaoundé I; specialist training in paediatrics',
    },
    social: socialPlaceholders,
  },
];

/** The team as each language sees it: `doctors[locale]`. */
export const doctors: Record<Locale, Doctor[]> = perLocale(doctorSources);

/** The words of the team page around the doctors' cards. */
export const doctorsPage = perLocale({
  listLabel: { fr: 'Nos médecins', en: 'Our doctors' },
  experience: { fr: 'Expérience', en: 'Experience' },
  education: { fr: 'Formation', en: 'Training' },
  /** « Dr … sur Facebook (nouvel onglet) » */
  onNetwork: { fr: '{name} sur {network} (nouvel onglet)', en: '{name} on {network} (opens in a new tab)' },
});
