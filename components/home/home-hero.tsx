import { home } from '@/copy/home';
import { site } from '@/content/site';
import { homeSlides } from '@/content/slides';
import { ui } from '@/copy/ui';
import { HeroSlider } from '@/components/ui/hero-slider';
import type { Locale } from '@/lib/i18n';

/** The home slider advances every 7 seconds: time enough to read a slide at an unhurried pace. */
export const HOME_SLIDER_MS = 7000;

export function HomeHero({ locale }: { locale: Locale }) {
  const t = home[locale].hero;
  return (
    <>
      {/* The slides carry the visible titles; the page's one h1 names the centre and what it does. */}
      <h1 className="visually-hidden">
        {site[locale].name}
        {ui[locale].footer.colon}
        {t.title}
      </h1>
      <HeroSlider
        slides={homeSlides[locale]}
        interval={HOME_SLIDER_MS}
        label={t.label}
        words={ui[locale].carousel}
        eyebrow={t.eyebrow}
      />
    </>
  );
}
