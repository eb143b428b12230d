import { site } from '@/content/site';
import { homeSlides } from '@/content/slides';
import { HeroSlider } from '@/components/ui/hero-slider';

/** The home slider advances every 7 seconds: time enough to read a slide at an unhurried pace. */
export const HOME_SLIDER_MS = 7000;

export function HomeHero() {
  return (
    <>
      {/* The slides carry the visible titles; the page's one h1 names the centre and what it does. */}
      <h1 className="visually-hidden">
        {site.name}&nbsp;: soins et aide à domicile à Yaoundé
      </h1>
      <HeroSlider
        slides={homeSlides}
        interval={HOME_SLIDER_MS}
        label="Présentation du centre"
        eyebrow="Soins à domicile à Yaoundé"
      />
    </>
  );
}
