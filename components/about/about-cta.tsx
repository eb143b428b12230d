import { site } from '@/content/site';
import { CtaBand } from '@/components/ui/cta-band';

export function AboutCta() {
  const emergency = site.phones[2];
  return (
    <CtaBand
      id="about-cta-title"
      icon="emergency"
      title="Parlons de vos besoins"
      text={`Une question, un projet de soins à domicile\u00A0? Écrivez-nous. En cas d'urgence, notre ligne est ouverte 24h/24.`}
      contact={{ label: 'Nous contacter', icon: 'mail' }}
      call={{ label: 'Urgences\u00A0:', phone: emergency }}
    />
  );
}
