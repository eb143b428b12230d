import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { CtaBand } from '@/components/ui/cta-band';
import { keepTogether } from '@/components/ui/text';

export function AboutCta() {
  const emergency = site.phones[2];
  return (
    <CtaBand
      id="about-cta-title"
      icon="emergency"
      title="Parlons de vos besoins"
      text={`Une question, un projet de soins à domicile\u00A0? Écrivez-nous. En cas d'urgence, notre ligne est ouverte 24h/24.`}
    >
      <Link href="/contact" className="btn btn-light">
        <Icon name="mail" size={20} />
        Nous contacter
      </Link>
      <a href={`tel:${emergency.e164}`} className="btn btn-ghost-light">
        <Icon name="phone" size={20} />
        Urgences&nbsp;: {keepTogether(emergency.display)}
      </a>
    </CtaBand>
  );
}
