'use client';

import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import clsx from 'clsx';
import { useHydrated } from '@/components/ui/client-flags';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { afterNextPaint } from '@/lib/next-task';
import type { FieldSpec } from '@/lib/request/kinds/rules';
import type { CentreContacts, FamilyKind, FieldErrors, KindFormCopy, RequestValues, ServiceChoice } from '@/lib/request';
import { phoneSetup } from '../phone/phone-field';
import { usePhoneKit } from '../phone/use-phone-kit';
import { KindFields, type FieldLook } from './kind-fields';
import type { SentOutcome } from './send-outcome';
import { useKindForm } from './use-kind-form';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './kind-form.module.css';

// What it says after « Envoyer » (every form's: request-outcome.tsx) comes with the request's code.
const loadOutcome = () => import('./request-outcome');
const RequestOutcome = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestOutcome })));
const RequestFailure = lazy(() => loadOutcome().then((loaded) => ({ default: loaded.RequestFailure })));

/** The message across the form; every other field in a column (two on a wider screen). */
const LOOK: FieldLook = { wide: (rule) => rule.is === 'text', wideClass: styles.wide };

/** The first field at fault, in the form's order, takes the focus. */
export function focusFirst(fields: readonly FieldSpec[], errors: FieldErrors, idOf: (field: string) => string) {
  const first = fields.find(({ name }) => errors[name]);
  if (first) document.getElementById(idOf(first.name))?.focus();
}

/** What a form of its own says once sent or kept, when not every form's (the application's offer of a CV). */
export interface OutcomeProps {
  outcome: SentOutcome;
  copy: KindFormCopy;
  contacts: CentreContacts;
  choiceLabels: Record<string, string>;
  onAgain: () => void;
}

export interface KindFormProps {
  kind: FamilyKind;
  /** What the form asks, in its order on screen: its kind's form's rules (lib/request/kinds/<kind>.ts). */
  fields: FieldSpec[];
  copy: KindFormCopy;
  contacts: CentreContacts;
  /** The choices of each field that chooses from a list, by its name. */
  choices: Record<string, ServiceChoice[]>;
  /** Values the page starts with (a position already chosen on its own page); every other field empty. */
  start?: RequestValues;
  /** A value the address may choose once the scripts run (?poste=<slug>), by the parameter's values. */
  fromAddress?: { param: string; field: string; values: Record<string, string> };
  /** DEFAULT_COUNTRY's name in the page's language, written at build time. */
  defaultCountryName: string;
  privacyHref: string;
  /** Where a request kept on the device is shown whole: the form page's panel. */
  requestHref: string;
  /** Its own outcome (the application's); every form's otherwise. */
  Outcome?: ComponentType<OutcomeProps>;
}

/**
 * A form that is its page's one task, drawn from its kind's definition: one screen, its fields in a column (two
 * on a wider screen), the message across, the word on privacy, « Envoyer ». The same request as any other
 * (lib/request/: the reference, the outbox, both channels, offline), sent as its kind: the application's, and
 * any kind added with its own page.
 */
export function KindForm({ kind, fields, copy, contacts, choices, start, fromAddress, defaultCountryName, privacyHref, requestHref, Outcome }: KindFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const phone = usePhoneKit(formRef, copy.locale);
  // What each list of the content may be: the choices the page offers, by the list's name (a list written with its field is its own).
  const lists = Object.fromEntries(fields.flatMap(({ name, rule }) => (rule.is === 'choice' && typeof rule.of === 'string' ? [[rule.of, (choices[name] ?? []).map((choice) => choice.value)]] : [])));
  const request = useKindForm({
    send: { kind, locale: copy.locale, lists, messages: copy.validation, open: contacts },
    fields,
    ...(start ? { start } : {}),
    formRef,
    what: `Request (${kind})`,
  });
  const { outcome, failure, set, draft, idOf } = request;
  const choiceLabels = Object.fromEntries(Object.values(choices).flatMap((list) => list.filter((choice) => choice.value).map((choice) => [choice.value, choice.label])));
  const warmUp = () =>
    afterNextPaint(() => {
      request.warmUp();
      void loadOutcome().catch(() => {});
    });

  useEffect(() => {
    if (!fromAddress) return;
    const chosen = fromAddress.values[new URLSearchParams(window.location.search).get(fromAddress.param) ?? ''];
    if (chosen) set(fromAddress.field, chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once the scripts run
  }, [fromAddress]);

  if (outcome) {
    return Outcome ? (
      <Outcome outcome={outcome} copy={copy} contacts={contacts} choiceLabels={choiceLabels} onAgain={request.again} />
    ) : (
      <Suspense fallback={null}>
        <RequestOutcome kind={kind} outcome={outcome} contacts={contacts} requestHref={requestHref} onAgain={request.again} />
      </Suspense>
    );
  }

  return (
    <form
      ref={formRef}
      className={clsx('card', styles.form)}
      noValidate
      aria-label={copy.title}
      onSubmit={(event) => void request.handleSubmit(event, (found) => focusFirst(fields, found, idOf))}
      onFocus={warmUp}
      onPointerDown={warmUp}
    >
      <KindFields fields={fields} words={copy} form={request} phone={phoneSetup(phone.kit, draft, defaultCountryName)} look={LOOK} choices={choices} />

      {failure ? (
        <div className={styles.wide}>
          <Suspense fallback={null}>
            <RequestFailure kind={kind} failure={failure} intro={copy.failed} unreachable={copy.unreachable} contacts={contacts} choiceLabels={choiceLabels} />
          </Suspense>
        </div>
      ) : null}

      <p className={styles.wide}>
        <Sentence text={copy.privacy} fill={{ privacy: <a href={privacyHref}>{copy.privacyLink}</a> }} />
      </p>

      <button type="submit" className={clsx('btn btn-primary', styles.wide)} disabled={!hydrated || request.submitting} data-keep-clear>
        <Icon name="check" size={22} />
        {request.submitting ? copy.sending : copy.submit}
      </button>
      <noscript>
        <p className={fieldStyles.hint}>
          <Sentence
            text={copy.noscript}
            fill={{ phone: <a href={`tel:${contacts.phone.e164}`}>{contacts.phone.display}</a>, email: <a href={`mailto:${contacts.email}`}>{contacts.email}</a> }}
          />
        </p>
      </noscript>
    </form>
  );
}
