import { useState } from 'react';
import { PositionView } from '@/components/careers/position-view';
import { REPLY_WORKING_DAYS } from '@/lib/jobs';
import { jobDraft } from './draft';
import { publishedFacts, publishedSettings } from './facts';
import { asLocale, entryData, LanguageSwitch, PreviewPage, type PreviewProps } from './frame';

const facts = publishedFacts();
const settings = publishedSettings();

/*
 * A position's page (/recrutement/<slug>/) as the site draws it: the site's own PositionView with the
 * entry being edited, its pay as the build reads it (« à préciser » when none). An entry holds both
 * languages: a switch above the page shows one at a time. The application form, which follows on the
 * page with this position chosen, is not drawn: it sends nothing from here.
 */
export function JobPreview(props: PreviewProps) {
  const [locale, setLocale] = useState(() => asLocale(props.locale));
  const { job, problems } = jobDraft(entryData(props), locale, facts, String(props.entry.get('slug') ?? '') || undefined);
  return (
    <>
      <LanguageSwitch locale={locale} onChange={setLocale} />
      <PreviewPage document={props.document} locale={locale} problems={problems}>
        <PositionView job={job} locale={locale} replyDays={settings?.position.replyDays ?? REPLY_WORKING_DAYS}>
          <p lang="fr" className="container" data-preview-note>
            Sur le site, le formulaire de candidature suit ici, avec ce poste déjà choisi.
          </p>
        </PositionView>
      </PreviewPage>
    </>
  );
}
