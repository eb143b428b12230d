import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import type { ServiceSetting, ServiceShown } from '@/site/page-settings';
import { ServiceBody } from './service-body';
import { ServiceHeader } from './service-header';
import { ServiceOthers } from './service-others';

export interface ServiceViewProps {
  service: ServiceShown;
  /** Its French title: the name « Rappelez-moi » sends, the one the centre knows it by. */
  centreTitle: string;
  setting: ServiceSetting;
  /** The page's own address, which the share strip sends. */
  url: string;
  locale: Locale;
  /** What the route adds after the page, in the same list (its structured data): the export stays as it was. */
  children?: ReactNode;
}

/**
 * A service's page, from props only: the route (service-page.tsx) gives it the published service,
 * the editor's preview (editor/preview/service-preview.tsx) the one being typed.
 */
export function ServiceView({ service, centreTitle, setting, url, locale, children }: ServiceViewProps) {
  return (
    <>
      <ServiceHeader service={service} homeCare={setting.homeCare} locale={locale} />
      <ServiceBody service={service} setting={setting} url={url} locale={locale} centreTitle={centreTitle} />
      <ServiceOthers current={service.id} services={setting.services} locale={locale} />
      {children}
    </>
  );
}
