import type { ServiceChoice } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { OTHER_CHOICE } from './load/lists';
import { siteContent } from './load/site-content';

/*
 * The appointment form's service choices: those the services give (their « Dans le formulaire de
 * rendez-vous », content/load/lists.ts), in their places, then « Autre », always last. Each is sent by
 * its French name, the centre's own, whatever the page's language; each page shows it in its language.
 */

const choices = [...siteContent.appointmentServices, OTHER_CHOICE];

export const appointmentServices: Record<Locale, ServiceChoice[]> = {
  fr: choices.map((choice) => ({ value: choice.fr, label: choice.fr })),
  en: choices.map((choice) => ({ value: choice.fr, label: choice.en })),
};
