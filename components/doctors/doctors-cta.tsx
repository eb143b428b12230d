import { site } from '@/content/site';
import { CtaBand } from '@/components/ui/cta-band';

export function DoctorsCta() {
  const [reception] = site.phones;
  return (
    <CtaBand
      id="doctors-cta-title"
      icon="stethoscope"
      title={"Besoin de l'avis d'un spécialiste\u00A0?"}
      text="Nos médecins vous reçoivent au centre ou coordonnent vos soins à domicile. Dites-nous ce dont vous avez besoin, nous vous orientons vers le bon praticien."
      contact={{ label: 'Consulter un spécialiste', icon: 'calendar' }}
      call={{ label: 'Appeler le', phone: reception }}
    />
  );
}
