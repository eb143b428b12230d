// Run by tests/careers/careers-build-date.test.ts in a process of its own, with BUILD_DATE set: what the
// site's own modules make of the positions on that day (the page's list, its JobPostings, the sitemap),
// printed as JSON. Content is loaded once per process, as at a build.
import sitemap from '../../app/sitemap';
import { jobs } from '../../content/jobs';
import { careers } from '../../copy/careers';
import { jobsJsonLd } from '../../site/structured-data';
import { publicRoutes } from '../../site/site-routes';

const headings = (locale: 'fr' | 'en') => {
  const words = careers[locale].positions;
  return { hours: words.hours, quartiers: words.quartiers, requirements: words.requirements, offer: words.offer };
};

console.log(
  JSON.stringify({
    jobs: { fr: jobs.fr.map((job) => job.slug), en: jobs.en.map((job) => job.slug) },
    structuredData: { fr: jobsJsonLd('fr', headings('fr')) ?? null, en: jobsJsonLd('en', headings('en')) ?? null },
    routes: publicRoutes.map((route) => route.path),
    sitemap: sitemap().map(({ url }) => url),
  }),
);
