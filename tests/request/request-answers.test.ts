import { describe, expect, it, vi } from 'vitest';
import requestFr from '@/copy/request/fr';
import requestEn from '@/copy/request/en';
import { alertText } from '@/lib/request/failure-text';
import { answerOfStatus, faultOf, retryDelay } from '@/lib/request/answers';
import { KEEP_MS } from '@/lib/request/entry';
import { adviceFor } from '@/lib/request/channels/advice';
import { EMAILJS_TEMPLATE_VARIABLES, EMAILJS_VARIABLES, emailJsConfigFromEnv, isEmailJsConfigured } from '@/lib/request/emailjs-config';
import { failureOf } from '@/lib/request/failure';
import { RATE_LIMIT, takeSendTurn } from '@/lib/request/rate-limit';

const FAILURE_TEXT = requestFr.failures;

describe('whose fault an answer is: one table', () => {
  it.each([
    [200, 'sent'],
    [201, 'sent'],
    [204, 'sent'],
    [299, 'sent'],
    // Not a 2xx, so no proof it was sent: an opaque answer (0) or a redirect that was not followed (300).
    [0, 'retry'],
    [300, 'retry'],
    // The request's own fault: the same bytes would always be refused.
    [413, 'refused'],
    // The account's or the service's: kept, and tried again on both channels.
    [400, 'retry'],
    [401, 'retry'],
    [402, 'retry'],
    [403, 'retry'],
    [404, 'retry'],
    [408, 'retry'],
    [412, 'retry'],
    [418, 'retry'],
    [422, 'retry'],
    [425, 'retry'],
    [426, 'retry'],
    [429, 'retry'],
    [451, 'retry'],
    [499, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
  ])('%i → %s', (status, kind) => {
    expect(answerOfStatus(status, 'text').kind).toBe(kind);
  });

  it('never deletes a request for an answer it does not know: any 4xx but 413 is the account’s', () => {
    for (let status = 400; status < 600; status += 1) {
      expect(faultOf(status), String(status)).toBe(status === 413 ? 'request' : 'account');
    }
  });

  it('keeps what the channel said, briefly, and nothing when it said nothing', () => {
    expect(answerOfStatus(503)).toEqual({ kind: 'retry', cause: 'service', status: 503, text: '' });
    expect(answerOfStatus(400, 'The template ID is invalid')).toEqual({ kind: 'retry', cause: 'service', status: 400, text: 'The template ID is invalid' });
    expect((answerOfStatus(413, 'x'.repeat(1000)) as { text: string }).text).toHaveLength(200);
  });

  it('tells staff in one French line what to do, by status', () => {
    expect(adviceFor(426)).toMatch(/quota du mois/);
    expect(adviceFor(402)).toMatch(/quota du mois/);
    expect(adviceFor(412)).toMatch(/reconnectez la boîte Gmail/);
    expect(adviceFor(403)).toMatch(/ajoutez le domaine/);
    expect(adviceFor(400)).toMatch(/modèle/);
    expect(adviceFor(404)).toMatch(/modèle/);
    expect(adviceFor(401)).toMatch(/clé publique EmailJS est refusée/);
    expect(adviceFor(422)).toMatch(/To Email/);
    expect(adviceFor(429)).toMatch(/limite les envois/);
    expect(adviceFor(500)).toMatch(/panne/);
    expect(adviceFor(0)).toMatch(/clés EmailJS/);
    expect(adviceFor(503)).toMatch(/panne/);
    expect(adviceFor(-1)).toMatch(/pas répondu/);
    expect(adviceFor(418)).toMatch(/inattendue/);
    for (const status of [-1, 0, 400, 401, 402, 403, 404, 412, 422, 426, 429, 451, 500]) {
      expect(adviceFor(status), String(status)).not.toMatch(/ [:;!?]/);
    }
  });

  it('waits half a minute after a first failed try, twice as long each time, at most an hour', () => {
    // An oracle on purpose: the pace docs/offline-and-requests.md promises, written out independently of retryDelay.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000]);
  });

  it('tries about 170 times in the seven days a request is kept: hours of outage are covered, the account is not hammered', () => {
    let at = 0;
    let tries = 0;
    while (at < KEEP_MS) {
      tries += 1;
      at += retryDelay(tries);
    }
    expect(tries).toBeGreaterThan(150);
    expect(tries).toBeLessThan(200);
  });
});

describe('what the visitor reads when a request was neither sent nor kept', () => {
  it('each refusal and each way of not leaving has its words', () => {
    const cases = [
      [{ kind: 'refused', status: 400, text: '' }, 'bad-request', /n'a pas accepté la demande/],
      [{ kind: 'refused', status: 422, text: '' }, 'bad-request', /n'a pas accepté la demande/],
      [{ kind: 'refused', status: 401, text: '' }, 'blocked', /a bloqué la demande/],
      [{ kind: 'refused', status: 403, text: '' }, 'blocked', /a bloqué la demande/],
      [{ kind: 'refused', status: 451, text: '' }, 'headless', /n'accepte pas ce navigateur/],
      [{ kind: 'retry', cause: 'offline' }, 'offline', /pas connecté/],
      [{ kind: 'retry', cause: 'network' }, 'network', /connexion au service d'envoi a échoué/],
      [{ kind: 'retry', cause: 'timeout' }, 'network', /connexion au service d'envoi a échoué/],
      [{ kind: 'retry', cause: 'service', status: 503 }, 'server', /ne répond pas correctement/],
      // Held back by a limit (429 from the gateway), on a device that cannot keep it: the service's doing, not the connection's.
      [{ kind: 'retry', cause: 'held', status: 429 }, 'server', /ne répond pas correctement/],
    ] as const;
    for (const [answer, kind, says] of cases) {
      const failure = failureOf(answer);
      expect(failure.kind, JSON.stringify(answer)).toBe(kind);
      expect(alertText(failure, FAILURE_TEXT)).toMatch(/^Erreur: /);
      expect(alertText(failure, FAILURE_TEXT)).toMatch(says);
    }
  });

  it('words the rate limit kindly: wait a few seconds', () => {
    expect(FAILURE_TEXT['rate-limited']).toMatch(/patienter/);
    expect(FAILURE_TEXT['rate-limited']).toMatch(/secondes/);
  });

  it('anything unknown is said in plain words, never « check the console »', () => {
    const text = alertText({ kind: 'unknown' }, FAILURE_TEXT);
    expect(text).toMatch(/^Erreur: /);
    expect(text).toMatch(/n'est pas partie/);
    for (const words of [requestFr, requestEn]) expect(Object.values(words.failures).join(' ')).not.toMatch(/console/i);
  });

  it('reads « Erreur: » followed by the error text', () => {
    expect(alertText({ kind: 'offline' }, FAILURE_TEXT)).toBe(`Erreur: ${FAILURE_TEXT.offline}`);
    expect(alertText({ kind: 'not-configured' }, FAILURE_TEXT)).toBe(`Erreur: ${FAILURE_TEXT['not-configured']}`);
  });

  it('is written in French with correct typography', () => {
    const texts = Object.entries(FAILURE_TEXT).filter(([kind]) => kind !== 'prefix');
    for (const [, text] of texts) {
      expect(text).not.toMatch(/ [:;!?]/);
      expect(text).toMatch(/^[A-ZÀ-Ý]/);
      expect(text.endsWith('.')).toBe(true);
    }
  });
});

describe('one request per browser every 10 seconds', () => {
  function memory() {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  }

  it('takes the turn, refuses the next one within 10 s, and gives it after', () => {
    const storage = memory();
    expect(takeSendTurn(1_000_000, storage)).toBe(true);
    expect(storage.items.get(RATE_LIMIT.key)).toBe('1000000');
    expect(takeSendTurn(1_009_999, storage)).toBe(false);
    expect(takeSendTurn(1_010_000, storage)).toBe(true);
  });

  it('refuses a second « Envoyer » in the same millisecond (a double tap, a robot)', () => {
    const storage = memory();
    expect(takeSendTurn(2_000_000, storage)).toBe(true);
    expect(takeSendTurn(2_000_000, storage)).toBe(false);
  });

  it('never holds back a browser without storage, or whose clock went back', () => {
    expect(takeSendTurn(1, undefined)).toBe(true);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => {} };
    expect(takeSendTurn(1, throwing)).toBe(true);
    const storage = memory();
    takeSendTurn(5_000_000, storage);
    expect(takeSendTurn(4_000_000, storage)).toBe(true);
  });
});

describe('EmailJS configuration (keys not configured)', () => {
  it('reads the three variables EMAILJS_VARIABLES names', () => {
    vi.stubEnv(EMAILJS_VARIABLES.serviceId, ' service_a ');
    vi.stubEnv(EMAILJS_VARIABLES.templateId, 'template_b');
    vi.stubEnv(EMAILJS_VARIABLES.publicKey, 'key_c\n');
    const config = emailJsConfigFromEnv();
    expect(config).toEqual({ serviceId: 'service_a', templateId: 'template_b', publicKey: 'key_c' });
    expect(isEmailJsConfigured(config)).toBe(true);
    vi.unstubAllEnvs();
  });

  it('reads an unset variable as empty, and the application’s own template only when set', () => {
    for (const name of [...Object.values(EMAILJS_VARIABLES), EMAILJS_TEMPLATE_VARIABLES.applicationTemplateId]) vi.stubEnv(name, undefined);
    expect(emailJsConfigFromEnv()).toEqual({ serviceId: '', templateId: '', publicKey: '' });
    vi.stubEnv(EMAILJS_TEMPLATE_VARIABLES.applicationTemplateId, ' template_candidature ');
    expect(emailJsConfigFromEnv()).toEqual({ serviceId: '', templateId: '', publicKey: '', applicationTemplateId: 'template_candidature' });
    vi.unstubAllEnvs();
  });

  it('is not configured when any of the three is missing or blank', () => {
    vi.stubEnv(EMAILJS_VARIABLES.serviceId, 'service_a');
    vi.stubEnv(EMAILJS_VARIABLES.templateId, '  ');
    vi.stubEnv(EMAILJS_VARIABLES.publicKey, 'key_c');
    expect(isEmailJsConfigured(emailJsConfigFromEnv())).toBe(false);
    vi.unstubAllEnvs();
    expect(isEmailJsConfigured({ serviceId: 'a', templateId: 'b', publicKey: '' })).toBe(false);
    expect(isEmailJsConfigured({ serviceId: '', templateId: '', publicKey: '' })).toBe(false);
  });

  it('gives one send per browser every 10 seconds, under the SDK’s own key', () => {
    expect(RATE_LIMIT).toEqual({ key: 'appointment', throttleMs: 10_000 });
  });
});
