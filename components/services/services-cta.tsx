import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { Icon } from '@/components/ui/icon';
import { CtaBand } from '@/components/ui/cta-band';
import { keepTogether } from '@/components/ui/text';

export function ServicesCta() {
  const [, homeCare] = site.phones;
  return (
    <CtaBand
      id="services-cta-title"
      icon="question"
      title={'Vous hésitez entre plusieurs services\u00A0?'}
      text={
        "Expliquez-nous la situation de votre proche\u00A0: nous vous aidons à choisir et vous proposons une visite d'évaluation à domicile, sans engagement."
      }
    >
      <Link href="/contact" className="btn btn-light">
        <Icon name="mail" size={20} />
        Nous contacter
      </Link>
      <a href={`tel:${homeCare.e164}`} className="btn btn-ghost-light">
        <Icon name="phone" size={20} />
        Appeler le {keepTogether(homeCare.display)}
      </a>
    </CtaBand>
  );
}
