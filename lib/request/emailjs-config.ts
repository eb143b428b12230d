import { REQUEST_KINDS } from './kinds';
import type { OwnTemplate } from './kinds/kind';
import type { RequestKind } from './values';

/*
 * The centre's EmailJS account, read at build time wherever the request is sent from: Next writes
 * the values into the pages' scripts, pipeline/service-worker.ts into the worker's. They are public by
 * nature. EMAILJS_VARIABLES names them for every script and test; the reader below must still spell
 * each one out in full (process.env.NEXT_PUBLIC_…), as Next inlines only that form, and
 * tests/request/request-answers.test.ts holds the two to the same names.
 */

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The template an application goes through, whose auto-reply is a candidate's acknowledgement (optional). */
  applicationTemplateId?: string;
}

/** The build's environment variables that hold the account, by what each holds: all three needed. */
export const EMAILJS_VARIABLES = {
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
} as const satisfies Record<Exclude<keyof EmailJsConfig, 'applicationTemplateId'>, string>;

/**
 * The templates of a kind of request, each optional: set, that kind goes through its own template,
 * whose auto-reply is its own acknowledgement (docs/emailjs.md); unset, through the main one.
 */
export const EMAILJS_TEMPLATE_VARIABLES = {
  applicationTemplateId: 'NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID',
} as const satisfies Record<Exclude<keyof EmailJsConfig, keyof typeof EMAILJS_VARIABLES>, string> & Record<OwnTemplate, string>;

export function emailJsConfigFromEnv(): EmailJsConfig {
  const application = process.env.NEXT_PUBLIC_EMAILJS_APPLICATION_TEMPLATE_ID?.trim() ?? '';
  return {
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?.trim() ?? '',
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?.trim() ?? '',
    ...(application ? { applicationTemplateId: application } : {}),
  };
}

/** Without all three, nothing is sent: the form offers WhatsApp, SMS and e-mail at once. */
export function isEmailJsConfigured(config: EmailJsConfig): boolean {
  return Boolean(config.serviceId && config.templateId && config.publicKey);
}

/** Which EmailJS template sends a request, and whether its auto-reply may answer the visitor (reply_to kept). */
export interface TemplateChoice {
  templateId: string;
  acknowledge: boolean;
}

/**
 * The one choice of a template for a kind of request, for the pages, the worker and the request
 * gateway alike, as its definition says (kinds/<kind>.ts, template). An appointment and a call-back go
 * through the main template, whose auto-reply is the appointment's acknowledgement (a call-back has no
 * e-mail address, so none leaves). An application goes through its own template when the build has one,
 * whose auto-reply tells the candidate the application was received; without it, through the main one
 * with reply_to empty, so that no candidate is told about an appointment (the centre still reads the
 * address in from_email).
 */
export function emailJsTemplateFor(kind: RequestKind, config: EmailJsConfig): TemplateChoice {
  const { template } = REQUEST_KINDS[kind];
  if (template === 'main') return { templateId: config.templateId, acknowledge: true };
  const own = config[template.own];
  return own ? { templateId: own, acknowledge: true } : { templateId: config.templateId, acknowledge: false };
}
