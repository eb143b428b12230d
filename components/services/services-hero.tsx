import { servicesPage } from '@/copy/services-page';
import { servicesSlides } from '@/content/slides';
import { ui } from '@/copy/ui';
import { HeroSlider } from '@/components/ui/hero-slider';
import type { Locale } from '@/lib/i18n';

/** The services slider advances every 5 seconds: a little faster than the home page's, its slides are shorter. */
export const SERVICES_SLIDER_MS = 5000;

/** Id of the card list: the slides' buttons to the services page land on it instead of reloading the top. */
export const SERVICES_LIST_ID = 'nos-services';

export function ServicesHero({ locale }: { locale: Locale }) {
  const t = servicesPage[locale].hero;
  const slides = servicesSlides[locale].map((slide) => ({
    ...slide,
    cta: { ...slide.cta, href: `${slide.cta.href}#${SERVICES_LIST_ID}` },
  }));
  return (
    <>
      <h1 className="visually-hidden">{t.title}</h1>
      <HeroSlider
        slides={slides}
        interval={SERVICES_SLIDER_MS}
        label={t.label}
        words={ui[locale].carousel}
        eyebrow={t.eyebrow}
      />
    </>
  );
}
