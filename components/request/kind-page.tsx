import type { Metadata } from 'next';
import { KIND_PAGE_WORDS, type KindPageWords } from '@/copy/request/kinds';
import { PageHero } from '@/components/ui/page-hero';
import type { Locale } from '@/lib/i18n';
import type { OwnPagedKind } from '@/lib/request';
import { KIND_PAGES } from '@/lib/request/kinds';
import { pagePath, type PageName } from '@/lib/routes';
import { pageMetadata } from '@/site/metadata';
import { KindCard } from './kind-card';

/*
 * The page of a kind of request that has one of its own and nothing else to say (lib/request/kinds/<kind>.ts,
 * page; its words: copy/request/kinds.ts, KIND_PAGE_WORDS): its opening band, then its form as the page's one task.
 * Its two route files name the kind and their language, nothing more (app/(fr)/<path>/page.tsx, app/(en)/en/…).
 */

// Typed, so that they read while no kind is one yet (the table's type is then empty).
const wordsOf = (kind: OwnPagedKind, locale: Locale): KindPageWords => KIND_PAGE_WORDS[kind][locale];
const pageOf = (kind: OwnPagedKind): PageName => KIND_PAGES.find((one) => one.kind === kind)!.page;

/** Its title and description, its canonical address and its twin. */
export function kindPageMetadata(kind: OwnPagedKind, locale: Locale): Metadata {
  const { title, description } = wordsOf(kind, locale);
  return pageMetadata({ title, description, path: pagePath(pageOf(kind), locale), locale });
}

export function KindPage({ kind, locale }: { kind: OwnPagedKind; locale: Locale }) {
  const { hero, form } = wordsOf(kind, locale);
  return (
    <>
      <PageHero {...hero} />
      <section className="section" aria-label={form.title}>
        <div className="container">
          <KindCard kind={kind} locale={locale} copy={form} />
        </div>
      </section>
    </>
  );
}
