import { describe, expect, it, vi } from 'vitest';
import { EmailJSResponseStatus } from '@emailjs/browser';
import { sendRequest } from '@/lib/appointment/send';
import type { TemplateParams } from '@/lib/appointment/types';

const params: TemplateParams = {
  from_name: 'Marie Ngono',
  from_email: 'marie@example.com',
  reply_to: 'marie@example.com',
  phone: '',
  date: '2026-03-20',
  time: '14:30',
  service: 'Autre',
  message: '(Aucun message supplémentaire)',
};
const config = { serviceId: 'service_x', templateId: 'template_x', publicKey: 'key_x' };

function sdk(answer: () => Promise<EmailJSResponseStatus>) {
  const send = vi.fn(answer);
  return { send, load: () => Promise.resolve({ send: send as never }) };
}

describe('sendRequest', () => {
  it('is ok only on a 200 answer, and passes the payload and the key unchanged', async () => {
    const { send, load } = sdk(() => Promise.resolve(new EmailJSResponseStatus(200, 'OK')));
    expect(await sendRequest(params, config, { load })).toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith('service_x', 'template_x', params, { publicKey: 'key_x' });
  });

  it('passes limitRate only when asked: a delayed send must not be throttled by an earlier attempt', async () => {
    const { send, load } = sdk(() => Promise.resolve(new EmailJSResponseStatus(200, 'OK')));
    await sendRequest(params, config, { load, limitRate: { id: 'appointment', throttle: 10_000 } });
    expect((send.mock.calls[0] as unknown[] | undefined)?.[3]).toEqual({ publicKey: 'key_x', limitRate: { id: 'appointment', throttle: 10_000 } });
  });

  it('maps a refused request, a dead network and an SDK that cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = sdk(() => Promise.reject(new EmailJSResponseStatus(400, 'The template ID is invalid')));
    expect(await sendRequest(params, config, refused)).toEqual({ ok: false, failure: { kind: 'bad-request', status: 400 } });
    const dead = sdk(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await sendRequest(params, config, dead)).toEqual({ ok: false, failure: { kind: 'network' } });
    const noSdk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await sendRequest(params, config, { load: noSdk })).toEqual({ ok: false, failure: { kind: 'network' } });
    const odd = sdk(() => Promise.resolve(new EmailJSResponseStatus(204, '')));
    expect(await sendRequest(params, config, odd)).toEqual({ ok: false, failure: { kind: 'server', status: 204 } });
  });
});
