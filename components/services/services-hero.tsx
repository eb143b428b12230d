import { servicesSlides } from '@/content/slides';
import { HeroSlider } from '@/components/ui/hero-slider';

/** The services slider advances every 5 seconds: a little faster than the home page's, its slides are shorter. */
export const SERVICES_SLIDER_MS = 5000;

/** Id of the card list: the slides' « /services » buttons land on it instead of reloading the top. */
export const SERVICES_LIST_ID = 'nos-services';

export function ServicesHero() {
  const slides = servicesSlides.map((slide) => ({
    ...slide,
    cta: { ...slide.cta, href: `${slide.cta.href}#${SERVICES_LIST_ID}` },
  }));
  return (
    <>
      <h1 className="visually-hidden">Nos services de soins et d'aide à domicile</h1>
      <HeroSlider
        slides={slides}
        interval={SERVICES_SLIDER_MS}
        label="Nos services en bref"
        eyebrow="Nos services à domicile"
      />
    </>
  );
}
