import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { CtaBand } from '@/components/ui/cta-band';
import { keepTogether } from '@/components/ui/text';

export function DoctorsCta() {
  const [reception] = site.phones;
  return (
    <CtaBand
      id="doctors-cta-title"
      icon="stethoscope"
      title={"Besoin de l'avis d'un spécialiste\u00A0?"}
      text="Nos médecins vous reçoivent au centre ou coordonnent vos soins à domicile. Dites-nous ce dont vous avez besoin, nous vous orientons vers le bon praticien."
    >
      <Link href="/contact" className="btn btn-light">
        <Icon name="calendar" size={20} />
        Consulter un spécialiste
      </Link>
      <a href={`tel:${reception.e164}`} className="btn btn-ghost-light">
        <Icon name="phone" size={20} />
        Appeler le {keepTogether(reception.display)}
      </a>
    </CtaBand>
  );
}
