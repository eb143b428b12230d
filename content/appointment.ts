import type { ServiceChoice } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { siteContent } from './load/site-content';

/*
 * The appointment form's service choices (content/appointment/services.yml, « Rendez-vous » in the
 * editor), in the centre's order. Each is sent by its French name, the centre's own, whatever the
 * page's language; each page shows it in its language.
 */

export const appointmentServices: Record<Locale, ServiceChoice[]> = {
  fr: siteContent.appointmentServices.map((choice) => ({ value: choice.fr, label: choice.fr })),
  en: siteContent.appointmentServices.map((choice) => ({ value: choice.fr, label: choice.en })),
};
