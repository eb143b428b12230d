// Every content and copy module, for the tests that read all of the visitor's text (typography, translation).
import * as about from '@/content/about';
import * as aboutPage from '@/copy/about-page';
import * as appointment from '@/copy/request/appointment';
import * as articles from '@/content/articles';
import * as blogPage from '@/copy/blog-page';
import * as callback from '@/copy/request/callback';
import * as centre from '@/copy/centre';
import * as contact from '@/copy/contact';
import * as ctas from '@/copy/ctas';
import * as doctors from '@/content/doctors';
import * as doctorsPage from '@/copy/doctors-page';
import * as faq from '@/content/faq';
import * as home from '@/copy/home';
import * as legal from '@/content/legal';
import * as legalPage from '@/copy/legal-page';
import * as navigation from '@/copy/navigation';
import * as offline from '@/copy/offline';
import * as outbox from '@/copy/request/outbox';
import * as pages from '@/copy/pages';
import * as previews from '@/copy/previews';
import requestFr from '@/copy/request/fr';
import requestEn from '@/copy/request/en';
import * as services from '@/content/services';
import * as servicesPage from '@/copy/services-page';
import * as share from '@/copy/share';
import * as site from '@/content/site';
import * as slides from '@/content/slides';
import * as testimonials from '@/content/testimonials';
import * as ui from '@/copy/ui';

export const contentModules = {
  about,
  aboutPage,
  appointment,
  articles,
  blogPage,
  callback,
  centre,
  contact,
  ctas,
  doctors,
  doctorsPage,
  faq,
  home,
  legal,
  legalPage,
  navigation,
  offline,
  outbox,
  pages,
  previews,
  // The words after « Envoyer », one module per language: read as one record, side by side.
  request: { fr: requestFr, en: requestEn },
  services,
  servicesPage,
  share,
  site,
  slides,
  testimonials,
  ui,
};
