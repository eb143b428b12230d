import { services } from '../content/services';
import { articles } from '../content/articles';
import { legalPages } from '../content/legal';
import { articlePath, paths, servicePath } from '../lib/routes';
import { allRoutes } from '../lib/site-routes';

// The h1 a visitor must see on the pages where the content fixes it; any h1 elsewhere.
const headings = new Map<string, string | RegExp>([
  ...services.map((service) => [servicePath(service.id), service.title] as const),
  ...articles.map((article) => [articlePath(article.id), article.title] as const),
  [paths.doctors, 'Notre Équipe Médicale'],
  [paths.appointment, 'Prenez Rendez-vous'],
  // The alias forwards to the form page: its heading is the one seen there or before the move.
  [paths.appointmentAlias, /rendez-vous/i],
  [paths.privacy, legalPages.privacy.title],
  [paths.terms, legalPages.terms.title],
  [paths.cookies, legalPages.cookies.title],
]);

/** Every prerendered route, with the h1 a visitor must see there. */
export const routes: { path: string; heading: string | RegExp }[] = allRoutes.map(({ path }) => ({
  path,
  heading: headings.get(path) ?? /./,
}));

/** Unknown paths: the host answers with out/404.html (status 404), which adapts its message. */
export const notFoundPaths = ['/cette-page-n-existe-pas/', `${servicePath(9)}`, '/blogDetails/abc/'];
