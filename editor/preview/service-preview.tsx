import { useState } from 'react';
import clsx from 'clsx';
import { accentClass } from '@/components/ui/accent';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { splitLayout } from '@/components/ui/split';
import { TitledCard } from '@/components/ui/titled-card';
import header from '@/components/services/service-header.module.css';
import body from '@/components/services/service-body.module.css';
import panels from '@/components/services/service-panels.module.css';
import { servicesPage } from '@/copy/services-page';
import { asLocale, assetUrl, entryData, LanguageSwitch, PreviewPage, type PreviewProps } from './frame';
import { publishedFacts } from './facts';
import { serviceView } from './view';

const facts = publishedFacts();

/*
 * A service's page as the site draws it (components/services/service-header.tsx, service-body.tsx,
 * service-panels.tsx: their classes and words), from the entry being edited. Those components read
 * the centre's facts from content/site, which loads files at build: the editor's bundle cannot, so
 * this copy of their markup leaves out what comes from other files (the call button's number, the
 * « Informations pratiques » panel, « Rappelez-moi », the share strip, the other services).
 * An entry holds both languages: a switch above the page shows one at a time.
 */
export function ServicePreview(props: PreviewProps) {
  const [locale, setLocale] = useState(() => asLocale(props.locale));
  const view = serviceView(entryData(props), locale, facts);
  const t = servicesPage[locale].detail;
  return (
    <>
      <LanguageSwitch locale={locale} onChange={setLocale} />
      <PreviewPage document={props.document} locale={locale} problems={view.problems}>
        <section className={clsx(header.header, accentClass(view.color))}>
          <div className="container">
            <div className={`${splitLayout(56)} ${header.layout}`}>
              <div className={header.text}>
                <span className={`icon-badge ${header.icon}`}>
                  <Icon name={view.icon} size={32} />
                </span>
                <h1 className={header.title}>{view.title}</h1>
                <p className={header.lead}>{view.description}</p>
                <div className={`btn-group ${header.actions}`}>
                  <span className="btn btn-primary">
                    <Icon name="phone" size={20} />
                    {t.call}
                  </span>
                  <span className="btn btn-outline">
                    <Icon name="clipboard" size={20} />
                    {t.quote}
                  </span>
                </div>
                {view.from ? (
                  <p className={header.from}>
                    <span>
                      {t.from} <strong>{view.from}</strong>
                    </span>
                  </p>
                ) : null}
              </div>
              {view.image ? (
                // eslint-disable-next-line @next/next/no-img-element -- the editor's frame: the draft's own file, no build variants yet
                <img className={header.image} src={assetUrl(props, view.image.src)} alt={view.image.alt} />
              ) : null}
            </div>
          </div>
        </section>
        <div className={clsx('section container', body.layout, accentClass(view.color))}>
          <div className={body.main}>
            <article className={`prose ${body.prose}`} aria-label={`${t.presentation}${view.title}`}>
              <RichText prose={view.body} />
            </article>
          </div>
          <aside className={body.aside} aria-label={t.practical}>
            <div className={panels.panels}>
              <TitledCard anchor="comprend" headingId="comprend-title" icon="check" title={t.includes}>
                <ul className={`plain-list ${panels.features}`}>
                  {view.features.map((feature, index) => (
                    <li key={index}>
                      <Icon name="check" size={18} className={panels.check} />
                      {feature}
                    </li>
                  ))}
                </ul>
              </TitledCard>
              <TitledCard anchor="tarifs" headingId="tarifs-title" icon="clipboard" title={t.prices}>
                <dl className={panels.prices} data-preview="prices">
                  {view.prices.map((line, index) => (
                    <div key={index} className={panels.priceLine}>
                      <dt>{line.option}</dt>
                      <dd>{line.amount}</dd>
                    </div>
                  ))}
                </dl>
                <p className={panels.note}>{t.pricesNote}</p>
              </TitledCard>
            </div>
          </aside>
        </div>
      </PreviewPage>
    </>
  );
}
