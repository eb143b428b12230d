import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { CtaBand } from '@/components/ui/cta-band';
import { keepTogether } from '@/components/ui/text';

export function HomeCta() {
  const [reception] = site.phones;
  return (
    <CtaBand
      id="home-cta-title"
      icon="home-heart"
      title={"Besoin d'aide pour vous ou un proche\u00A0?"}
      text={
        "Parlez-nous de votre situation\u00A0: nous vous conseillons et organisons une visite d'évaluation à domicile, sans engagement."
      }
    >
      <Link href="/contact" className="btn btn-light">
        <Icon name="mail" size={20} />
        Nous contacter
      </Link>
      <a href={`tel:${reception.e164}`} className="btn btn-ghost-light">
        <Icon name="phone" size={20} />
        Appeler le {keepTogether(reception.display)}
      </a>
    </CtaBand>
  );
}
