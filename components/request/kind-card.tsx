import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';
import type { FamilyKind, KindFormCopy, RequestValues, ServiceChoice } from '@/lib/request';
import { REQUEST_KINDS } from '@/lib/request/kinds';
import { specsOf } from '@/lib/request/kinds/rules';
import { pagePath, pendingRequestPath } from '@/lib/routes';
import { appointmentContacts } from '@/site/appointment-contacts';
import { choicesOf } from '@/site/choice-lists';
import { formCopy, type OwnWords } from '@/copy/request/form-copy';
import { KindForm, type KindFormProps } from './form/kind-form';
import { DEFAULT_COUNTRY, countryName } from './phone/phone-country';

interface KindCardProps {
  kind: FamilyKind;
  locale: Locale;
  /** Its form's own words, in the page's language (copy/request/<kind>.ts; the application's: copy/careers.ts): every form's come with them (copy/request/form-words.ts). */
  copy: OwnWords<KindFormCopy>;
  /** The anchor a link to the form leads to. */
  id?: string;
  /** Choices of the page's own for a field, by its name (the application's « spontaneous » first); the list's otherwise. */
  choices?: Record<string, ServiceChoice[]>;
  start?: RequestValues;
  fromAddress?: KindFormProps['fromAddress'];
  /** A form of the kind's own on the shared one (the application's, with its outcome); the shared one otherwise. */
  Form?: ComponentType<KindFormProps>;
}

/**
 * A kind's form where a page shows it as the page's one task, in the page's language: its fields, as its
 * definition asks them (lib/request/kinds/<kind>.ts), with its words over every form's, the choices of each list
 * it chooses from (site/choice-lists.ts), the centre's contacts, and where a kept request is shown whole.
 */
export function KindCard({ kind, locale, copy, id, choices, start, fromAddress, Form = KindForm }: KindCardProps) {
  const definition = REQUEST_KINDS[kind];
  const fields = specsOf('form' in definition ? definition.form.fields : definition.fields);
  const lists = Object.fromEntries(fields.flatMap(({ name, rule }) => (rule.is === 'choice' ? [[name, choicesOf(rule.of, locale)]] : [])));
  return (
    <div id={id}>
      <Form
        kind={kind}
        fields={fields}
        copy={formCopy(locale, copy, fields)}
        contacts={appointmentContacts(locale)}
        choices={{ ...lists, ...choices }}
        {...(start ? { start } : {})}
        {...(fromAddress ? { fromAddress } : {})}
        defaultCountryName={countryName(DEFAULT_COUNTRY, locale)}
        privacyHref={pagePath('privacy', locale)}
        requestHref={pendingRequestPath(locale)}
      />
    </div>
  );
}
