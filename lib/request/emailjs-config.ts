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
}

/** The build's environment variables that hold the account, by what each holds. */
export const EMAILJS_VARIABLES = {
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  templateId: 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
} as const satisfies Record<keyof EmailJsConfig, string>;

export function emailJsConfigFromEnv(): EmailJsConfig {
  return {
    serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: process.env.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID?.trim() ?? '',
    publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?.trim() ?? '',
  };
}

/** Without all three, nothing is sent: the form offers WhatsApp, SMS and e-mail at once. */
export function isEmailJsConfigured(config: EmailJsConfig): boolean {
  return Boolean(config.serviceId && config.templateId && config.publicKey);
}
