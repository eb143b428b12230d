import type { Metadata } from 'next';
import { site } from '@/content/site';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { NotFoundMessage, type NotFoundWords } from './not-found-message';

/** The words of the not-found page, with their links in the page's language. */
function notFoundWords(locale: Locale): NotFoundWords {
  const t = ui[locale].notFound;
  const link = (page: Parameters<typeof pagePath>[0], label: string) => ({ href: pagePath(page, locale), label });
  return {
    messages: {
      service: { title: t.service.title, text: t.service.text, back: link('services', t.service.back) },
      article: { title: t.article.title, text: t.article.text, back: link('blog', t.article.back) },
      page: { title: t.page.title, text: t.page.text, back: link('home', t.page.back) },
    },
    services: link('services', t.services),
    contact: link('contact', t.contact),
    home: link('home', t.home),
  };
}

/** What a host serves at an unknown address, in one language. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  return (
    <section className="section container">
      <NotFoundMessage words={notFoundWords(locale)} />
    </section>
  );
}

export function notFoundMetadata(locale: Locale): Metadata {
  const t = ui[locale].notFound;
  // Absolute: the French not-found page renders outside any layout, so no title template reaches it.
  return {
    title: { absolute: `${t.metaTitle} | ${site[locale].shortName}` },
    description: t.metaDescription,
    robots: { index: false, follow: true },
  };
}
