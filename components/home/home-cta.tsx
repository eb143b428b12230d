import { site } from '@/content/site';
import { CtaBand } from '@/components/ui/cta-band';

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
      contact={{ label: 'Nous contacter', icon: 'mail' }}
      call={{ label: 'Appeler le', phone: reception }}
    />
  );
}
