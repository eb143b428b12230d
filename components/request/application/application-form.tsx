'use client';

import { KindForm, type KindFormProps } from '../form/kind-form';
import { ApplicationOutcome } from './application-outcome';

/**
 * Apply from a phone in one screen (/recrutement/, a position's page): the shared form of a kind with its own
 * page, drawn from the application's definition (lib/request/kinds/application.ts: name, phone, e-mail if any,
 * the position, diploma, years of experience, quartier, when one can start, a message), with its own outcome:
 * no file to upload, the confirmation offers to send a CV by WhatsApp or e-mail.
 */
export function ApplicationForm(props: KindFormProps) {
  return <KindForm {...props} Outcome={ApplicationOutcome} />;
}
