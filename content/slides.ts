import { perLocale, type Locale } from '@/lib/i18n';
import { pageLink } from '@/lib/routes';
import { siteContent, type SlideEntry } from './load/site-content';
import type { HeroSlide, HeroSlideSource, Slide, SlideSource } from './types';

/*
 * Hero slides of the home page, the services page and the blog (content/home/slides.yml,
 * content/services-page/slides.yml, content/blog/slides.yml).
 */

const withLink = ({ id, image, title, subtitle, cta }: SlideEntry): SlideSource => ({
  id,
  image,
  title,
  subtitle,
  cta: { label: cta.label, href: pageLink(cta.page) },
});

// The blog's carousel is a client leaf: it gets each slide as one flat record.
const blogSlideSources: HeroSlideSource[] = siteContent.blogSlides.map(({ id, image, title, subtitle }) => ({
  id,
  src: image.src,
  alt: image.alt,
  width: image.width,
  height: image.height,
  title,
  subtitle,
}));

export const homeSlides: Record<Locale, Slide[]> = perLocale(siteContent.homeSlides.map(withLink));
export const servicesSlides: Record<Locale, Slide[]> = perLocale(siteContent.servicesSlides.map(withLink));
export const blogSlides: Record<Locale, HeroSlide[]> = perLocale(blogSlideSources);
