import { emailJsConfigFromEnv, isEmailJsConfigured, type EmailJsConfig } from '../emailjs-config';
import { emailJsBody } from '../payload';
import { sendToEmailJs, type SendOptions } from '../send';
import type { Channel } from './channel';

/** The spec's channel: the centre's EmailJS account (emailjs-config.ts), posted as its SDK would (send.ts). */
export function emailJsChannel(config: EmailJsConfig = emailJsConfigFromEnv(), options: SendOptions = {}): Channel {
  return {
    name: 'emailjs',
    configured: isEmailJsConfigured(config),
    send: (content) => sendToEmailJs(emailJsBody(content, config), options),
  };
}
