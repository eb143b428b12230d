import { describe, expect, it } from 'vitest';
import { EmailJSResponseStatus, send } from '@emailjs/browser';
import { alertText, describeSendError } from '@/lib/appointment/send-error';
import { appointmentCopy } from '@/copy/appointment';
import { emailJsConfigFromEnv, isEmailJsConfigured, LIMIT_RATE } from '@/lib/appointment/emailjs-config';
import { vi } from 'vitest';

const FAILURE_TEXT = appointmentCopy.fr.failures;

describe('describeSendError: every way @emailjs/browser 4.4.1 fails', () => {
  it('a network failure (plain TypeError) or status 0', () => {
    expect(describeSendError(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
    expect(describeSendError(new EmailJSResponseStatus())).toMatchObject({ kind: 'network', status: 0 });
  });

  it('the lazily loaded SDK chunk failing to load is the network too', () => {
    const chunkError = new Error('Loading chunk 123 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(describeSendError(chunkError).kind).toBe('network');
  });

  it('each HTTP status the service or the SDK answers', () => {
    const cases = [
      [400, 'bad-request', 'The service ID is invalid'],
      [403, 'blocked', 'Forbidden'],
      [429, 'rate-limited', 'Too Many Requests'],
      [451, 'headless', 'Unavailable For Headless Browser'],
      [500, 'server', 'Internal Server Error'],
      [502, 'server', ''],
    ] as const;
    for (const [status, kind, text] of cases) {
      const failure = describeSendError(new EmailJSResponseStatus(status, text));
      expect(failure, String(status)).toEqual({ kind, status });
      expect(alertText(failure, FAILURE_TEXT)).toBe(`Erreur: ${FAILURE_TEXT[kind]}`);
    }
  });

  it('words the rate limit kindly: wait a few seconds', () => {
    expect(FAILURE_TEXT['rate-limited']).toMatch(/patienter/);
    expect(FAILURE_TEXT['rate-limited']).toMatch(/secondes/);
  });

  it('the bare string the SDK throws when a key is missing', async () => {
    for (const config of [
      { serviceId: 'service_x', templateId: 'template_x', publicKey: '' },
      { serviceId: '', templateId: 'template_x', publicKey: 'key' },
      { serviceId: 'service_x', templateId: '', publicKey: 'key' },
    ]) {
      const error = await send(config.serviceId, config.templateId, {}, { publicKey: config.publicKey }).catch((e: unknown) => e);
      expect(typeof error).toBe('string');
      expect(describeSendError(error)).toEqual({ kind: 'not-configured' });
    }
  });

  it('anything unknown has no text: the alert then says to check the console', () => {
    for (const error of [undefined, null, {}, 'boom', new Error('boom'), 42]) {
      const failure = describeSendError(error);
      expect(failure.kind).toBe('unknown');
      expect(alertText(failure, FAILURE_TEXT)).toBe('Erreur: Veuillez vérifier la console');
    }
  });
});

describe('alertText: the words of the alert', () => {
  it('reads « Erreur: » followed by the error text', () => {
    expect(alertText({ kind: 'offline' }, FAILURE_TEXT)).toBe(`Erreur: ${FAILURE_TEXT.offline}`);
    expect(alertText({ kind: 'not-configured' }, FAILURE_TEXT)).toBe(`Erreur: ${FAILURE_TEXT['not-configured']}`);
  });

  it('is written in French with correct typography', () => {
    const texts = Object.entries(FAILURE_TEXT).filter(([kind]) => kind !== 'prefix' && kind !== 'unknown');
    for (const [, text] of texts) {
      expect(text).not.toMatch(/ [:;!?]/);
      expect(text).toMatch(/^[A-ZÀ-Ý]/);
      expect(text.endsWith('.')).toBe(true);
    }
  });
});

describe('EmailJS configuration (keys not configured)', () => {
  it('reads the three NEXT_PUBLIC_EMAILJS_* variables', () => {
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_SERVICE_ID', ' service_a ');
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'template_b');
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'key_c');
    const config = emailJsConfigFromEnv();
    expect(config).toEqual({ serviceId: 'service_a', templateId: 'template_b', publicKey: 'key_c' });
    expect(isEmailJsConfigured(config)).toBe(true);
    vi.unstubAllEnvs();
  });

  it('is not configured when any of the three is missing or blank', () => {
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'service_a');
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', '  ');
    vi.stubEnv('NEXT_PUBLIC_EMAILJS_PUBLIC_KEY', 'key_c');
    expect(isEmailJsConfigured(emailJsConfigFromEnv())).toBe(false);
    vi.unstubAllEnvs();
    expect(isEmailJsConfigured({ serviceId: 'a', templateId: 'b', publicKey: '' })).toBe(false);
    expect(isEmailJsConfigured({ serviceId: '', templateId: '', publicKey: '' })).toBe(false);
  });

  it('asks the SDK for one send per browser every 10 seconds', () => {
    expect(LIMIT_RATE).toEqual({ id: 'appointment', throttle: 10_000 });
  });
});
