import { site } from '@/content/site';
import { CtaBand } from '@/components/ui/cta-band';

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
      contact={{ label: 'Nous contacter', icon: 'mail' }}
      call={{ label: 'Appeler le', phone: homeCare }}
    />
  );
}
