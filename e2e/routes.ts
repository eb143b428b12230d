import { services } from '../content/services';
import { articles } from '../content/articles';
import { legalPages } from '../content/legal';

/** Every prerendered route of the spec, with the h1 a visitor must see there. */
export const routes: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /./ },
  { path: '/about/', heading: /./ },
  { path: '/services/', heading: /./ },
  ...services.map((service) => ({ path: `/ServiceDetails/${service.id}/`, heading: service.title })),
  { path: '/doctors/', heading: 'Notre Équipe Médicale' },
  { path: '/contact/', heading: /./ },
  { path: '/appoitment/', heading: 'Prenez Rendez-vous' },
  { path: '/appointment/', heading: /rendez-vous/i },
  { path: '/blog/', heading: /./ },
  ...articles.map((article) => ({ path: `/blogDetails/${article.id}/`, heading: article.title })),
  { path: '/privacy/', heading: legalPages.privacy.title },
  { path: '/terms/', heading: legalPages.terms.title },
  { path: '/cookies/', heading: legalPages.cookies.title },
];

/** Unknown paths: the host answers with out/404.html (status 404), which adapts its message. */
export const notFoundPaths = ['/cette-page-n-existe-pas/', '/ServiceDetails/9/', '/blogDetails/abc/'];
