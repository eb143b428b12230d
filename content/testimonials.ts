import { perLocale, type Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import type { Testimonial } from './types';

/* The testimonials of the home page (content/home/testimonials.yml). */

export const testimonials: Record<Locale, Testimonial[]> = perLocale(siteContent.testimonials);
