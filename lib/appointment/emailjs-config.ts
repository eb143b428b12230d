/*
 * EmailJS account ids, read at build time. Each variable is written out in full
 * (process.env.NEXT_PUBLIC_…) so that Next inlines it; they are public by nature.
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

/** Without all three, the form does not try to send: it offers WhatsApp and e-mail at once. */
export function isEmailJsConfigured(config: EmailJsConfig): boolean {
  return Boolean(config.serviceId && config.templateId && config.publicKey);
}

/** limitRate option of send(): one request per browser every 10 s, which slows a robot and never a person. */
export const LIMIT_RATE = { id: 'appointment', throttle: 10_000 } as const;

/**
 * How long a send may go unanswered before the form shows the request as waiting: a link can say
 * « online » and carry nothing. The send itself goes on, and settles the request when it ends.
 */
export const SEND_PATIENCE_MS = 20_000;
