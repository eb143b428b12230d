// Every content module, for the tests that read all of the visitor's text (typography, translation).
import * as about from '@/content/about';
import * as appointment from '@/content/appointment';
import * as articles from '@/content/articles';
import * as blogPage from '@/content/blog-page';
import * as contact from '@/content/contact';
import * as ctas from '@/content/ctas';
import * as doctors from '@/content/doctors';
import * as faq from '@/content/faq';
import * as home from '@/content/home';
import * as legal from '@/content/legal';
import * as offline from '@/content/offline';
import * as pages from '@/content/pages';
import * as previews from '@/content/previews';
import * as services from '@/content/services';
import * as servicesPage from '@/content/services-page';
import * as share from '@/content/share';
import * as site from '@/content/site';
import * as slides from '@/content/slides';
import * as testimonials from '@/content/testimonials';
import * as ui from '@/content/ui';

export const contentModules = {
  about,
  appointment,
  articles,
  blogPage,
  contact,
  ctas,
  doctors,
  faq,
  home,
  legal,
  offline,
  pages,
  previews,
  services,
  servicesPage,
  share,
  site,
  slides,
  testimonials,
  ui,
};
