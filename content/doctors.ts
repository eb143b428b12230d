import { site } from './site';
import type { Doctor } from './types';

/*
 * The medical team shown on /doctors. Names are fictitious; the general
 * practitioner is the centre's founder (see site.founder).
 * Social links are placeholders until the centre supplies real ones.
 */

const socialPlaceholders: Doctor['social'] = {
  facebook: 'https://www.facebook.com/example', // PLACEHOLDER
  whatsapp: 'https://wa.me/237600000001', // PLACEHOLDER
  instagram: 'https://www.instagram.com/example', // PLACEHOLDER
};

const founderName = site.founder.name;
const founderPlainName = founderName.replace(/^Dr\.?\s+/, '');

export const doctors: Doctor[] = [
  {
    id: 1,
    name: 'Dr Jean-Claude Ateba',
    specialty: 'Cardiologue',
    description:
      "Spécialiste du cœur et des vaisseaux, le Dr Ateba suit les patients atteints d'hypertension, d'insuffisance cardiaque ou de troubles du rythme. Il accorde une grande place à la prévention et prend le temps d'expliquer chaque traitement aux patients et à leurs familles.",
    image: {
      src: '/images/doctors/doctor-1.svg',
      alt: 'Portrait illustré de Jean-Claude Ateba, cardiologue, en blouse blanche avec un stéthoscope',
      width: 600,
      height: 600,
    },
    experience: "18 ans d'expérience",
    education:
      'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I\u00A0; spécialisation en cardiologie',
    social: socialPlaceholders,
  },
  {
    id: 2,
    name: founderName,
    specialty: 'Médecin généraliste',
    description: `Fondatrice et directrice du centre, la ${founderName} coordonne les soins à domicile et le suivi des patients. Médecin de famille attentive, elle accompagne aussi bien les personnes âgées que les malades chroniques, en lien étroit avec les proches.`,
    image: {
      src: '/images/doctors/doctor-2.svg',
      alt: `Portrait illustré de ${founderPlainName}, médecin généraliste, souriante, en blouse blanche`,
      width: 600,
      height: 600,
    },
    experience: "Plus de 12 ans d'expérience",
    education: 'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I',
    social: socialPlaceholders,
  },
  {
    id: 3,
    name: 'Dr Carine Ngo Bassong',
    specialty: 'Chirurgienne-dentiste',
    description:
      "La Dr Ngo Bassong prend soin de la santé bucco-dentaire des enfants comme des aînés\u00A0: soins des caries, détartrage, prothèses et conseils d'hygiène. Elle sait combien une bonne dentition compte pour bien se nourrir, surtout avec l'âge.",
    image: {
      src: '/images/doctors/doctor-3.svg',
      alt: 'Portrait illustré de Carine Ngo Bassong, chirurgienne-dentiste, en tenue de soins bleue',
      width: 600,
      height: 600,
    },
    experience: "10 ans d'expérience",
    education:
      'Faculté de Médecine et des Sciences Pharmaceutiques, Université de Douala\u00A0; chirurgie dentaire',
    social: socialPlaceholders,
  },
  {
    id: 4,
    name: 'Dr Samuel Fouda',
    specialty: 'Pédiatre',
    description:
      "Le Dr Fouda suit la croissance et la santé des enfants, du nouveau-né à l'adolescent. Il accompagne en particulier les familles d'enfants nés avec une malformation ou atteints d'une maladie chronique, avec patience et douceur.",
    image: {
      src: '/images/doctors/doctor-4.svg',
      alt: 'Portrait illustré de Samuel Fouda, pédiatre, en blouse blanche, un petit ours en peluche à la main',
      width: 600,
      height: 600,
    },
    experience: "15 ans d'expérience",
    education:
      'Faculté de Médecine et des Sciences Biomédicales, Université de Yaoundé I\u00A0; spécialisation en pédiatrie',
    social: socialPlaceholders,
  },
];
