/*
 * The centre's EmailJS account, read at build time wherever the request is sent from: Next writes
 * the values into the pages' scripts, scripts/service-worker.ts into the worker's. Each variable is
 * written out in full (process.env.NEXT_PUBLIC_…) so that both inline it; they are public by nature.
 */

export interface EmailJsConfig {
  serviceId: string;
  templateId: string;
  publicKey: string;
}

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
