import { useState } from 'react';
import { ServiceView } from '@/components/services/service-view';
import { servicePath } from '@/lib/routes';
import { pageUrl } from '@/site/page-settings';
import { serviceDraft } from './draft';
import { publishedFacts, publishedSettings } from './facts';
import { asLocale, assetUrl, entryData, LanguageSwitch, PreviewPage, type PreviewProps } from './frame';

const facts = publishedFacts();
const settings = publishedSettings();

/*
 * A service's page as the site draws it: the site's own ServiceView, with the entry being edited and
 * the published site around it (the call number, « Informations pratiques », « Rappelez-moi », the
 * other services). An entry holds both languages: a switch above the page shows one at a time.
 */
export function ServicePreview(props: PreviewProps) {
  const [locale, setLocale] = useState(() => asLocale(props.locale));
  if (!settings) throw new Error('preview: the build wrote no settings (PREVIEW_SETTINGS)');
  const { service, centreTitle, problems } = serviceDraft(entryData(props), locale, facts, (src) => assetUrl(props, src));
  const setting = settings.service[locale];
  return (
    <>
      <LanguageSwitch locale={locale} onChange={setLocale} />
      <PreviewPage document={props.document} locale={locale} problems={problems}>
        <ServiceView service={service} centreTitle={centreTitle} setting={setting} url={pageUrl(setting.siteUrl, servicePath(service.id, locale))} locale={locale} />
      </PreviewPage>
    </>
  );
}
