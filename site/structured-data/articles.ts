import type { Answer, BlogPosting, FAQPage, Graph, Question, WithContext } from 'schema-dts';
import { faqItems } from '@/content/faq';
import { site as centres } from '@/content/site';
import type { Article, FaqItem } from '@/content/types';
import { blogPage } from '@/copy/blog-page';
import { contact } from '@/copy/contact';
import { ui } from '@/copy/ui';
import { languageTags, type Locale } from '@/lib/i18n';
import { unreachable } from '@/lib/closed-set';
import { proseBlocks, type ProseBlock } from '@/lib/prose';
import { articlePath, pagePath } from '@/lib/routes';
import { absoluteUrl, ogImagePath } from '../metadata';
import { authorNode } from './people';
import { breadcrumbNode, clinicId, CONTEXT, navLabel } from './nodes';

// What people read: an article's BlogPosting, and the home page's questions and answers.

/** An article's page: the BlogPosting (author, date, image) and the breadcrumb. */
export function articleJsonLd(article: Article, locale: Locale): Graph {
  const site = centres[locale];
  const path = articlePath(article.id, locale);
  const blog = pagePath('blog', locale);
  const home = pagePath('home', locale);
  const url = absoluteUrl(path);
  return {
    '@context': CONTEXT,
    '@graph': [
      {
        '@type': 'BlogPosting',
        '@id': `${url}#article`,
        headline: article.title,
        description: article.excerpt,
        abstract: article.lead,
        url,
        mainEntityOfPage: url,
        inLanguage: languageTags[locale].lang,
        datePublished: article.date,
        dateModified: article.date,
        author: authorNode(article.author, locale),
        publisher: { '@id': clinicId, '@type': 'MedicalClinic', name: site.name, logo: absoluteUrl('/icons/icon-512.png') },
        // The 1200×630 preview (a raster, as Google asks) and the article's own illustration.
        image: [absoluteUrl(ogImagePath(path)), absoluteUrl(article.image.src)],
        articleSection: article.categoryName,
        keywords: [article.categoryName, blogPage[locale].article.healthTag],
      } satisfies BlogPosting,
      breadcrumbNode([
        { name: navLabel(home, locale), path: home },
        { name: navLabel(blog, locale), path: blog },
        { name: article.title, path },
      ]),
    ],
  };
}

/** What a block of an answer begins with in its plain text: an item its dash. */
const BLOCK_MARK: Record<ProseBlock['kind'], string> = { paragraph: '', heading: '', item: '– ', quote: '', cite: '' };

function answerText(item: FaqItem, locale: Locale): string {
  const { colon } = ui[locale].footer;
  const lines = proseBlocks(item.answer).map((block) => `${BLOCK_MARK[block.kind]}${block.text}`);
  const contacts = (item.contacts ?? []).map((entry) => {
    switch (entry.type) {
      case 'phone':
        return `${entry.phone.label}${colon}${entry.phone.display}`;
      case 'email':
        return `${contact[locale].contact.email}${colon}${entry.value}`;
      default:
        return unreachable(entry);
    }
  });
  return [...lines, ...contacts].join('\n');
}

/** Home: the FAQ, question by question, with the same text as the accordion. */
export function faqJsonLd(locale: Locale): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: languageTags[locale].lang,
    mainEntity: faqItems[locale].map(
      (item): Question => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(item, locale) } satisfies Answer,
      }),
    ),
  };
}
