import { perLocale } from '@/lib/i18n';
import { siteContent } from './load/site-content';
import { siteSource } from './site';

/*
 * What the about page shows of the centre (content/about/page.yml): its story, figures, values, the
 * founder's word and the people it helps. Its headings and labels are words of the interface
 * (copy/about-page.ts).
 */

const { founder } = siteSource;
const page = siteContent.about;

const aboutSource = {
  history: page.history,
  figures: page.figures,
  values: page.values,
  founder: { quote: page.founder.quote, author: founder.name, role: founder.role },
  solution: page.solution,
  groups: page.groups,
  /** Artwork of the about page: the team in front of the centre, and the founder's portrait. */
  images: page.images,
};

/** The about page's content in each language: `about[locale].values`. */
export const about = perLocale(aboutSource);
