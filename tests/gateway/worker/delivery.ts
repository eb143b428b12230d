import { describe, expect, it } from 'vitest';
import type { GatewayAnswer } from '@/lib/request/gateway/protocol';
import { NOTICE_TITLES } from '@/lib/request/notice/notice';
import { box, contents, isDelivery, mailFor, post, proof, request, vars } from './client';

/* A request received: its e-mail copy to the centre and the staff's notice, once, whatever the retries and the providers do. */

describe('delivery', () => {
  it('sends each kind to EmailJS with the private key, and tells the staff with the token and no link', async () => {
    await box.reset();
    for (const kind of ['appointment', 'callback', 'application'] as const) {
      const content = contents[kind]();
      expect(await post(await request(content))).toEqual({ status: 200, answer: { outcome: 'sent' } });
      const messages = await mailFor(content.reference, { notices: 1 });
      const [email, notice, ...more] = messages;
      expect(more).toEqual([]);
      expect(email?.provider).toBe('emailjs');
      expect(email?.body).toMatchObject({ service_id: vars.EMAILJS_SERVICE_ID, template_id: vars.EMAILJS_TEMPLATE_ID, user_id: vars.EMAILJS_PUBLIC_KEY, accessToken: vars.EMAILJS_PRIVATE_KEY });
      expect(notice?.provider).toBe('ntfy');
      expect(notice?.headers.authorization).toBe(`Bearer ${vars.NOTIFY_TOKEN}`);
      expect(new URL(notice?.path ?? '', 'http://x').searchParams.get('title')).toBe(NOTICE_TITLES[kind]);
      expect(String(notice?.body)).not.toMatch(/https?:|www\.|\.(cm|com|sh)\b/);
      // Nothing the visitor typed reaches the phones.
      expect(String(notice?.body)).not.toContain(content.values.phone);
    }
  });

  it('delivers a request once, whatever the retries: the same id again answers « sent » and sends nothing', async () => {
    const body = await request(contents.appointment());
    expect((await post(body)).answer).toEqual({ outcome: 'sent' });
    expect(await post({ ...body, proof: await proof() })).toEqual({ status: 200, answer: { outcome: 'sent', duplicate: true } });
    expect((await mailFor(body.content.reference, { notices: 1 })).filter(isDelivery)).toHaveLength(1);
  });

  it('sends one e-mail when two posts of one id arrive together', async () => {
    await box.answer({ emailjs: { status: 200, delayMs: 1_500 } });
    const body = await request(contents.callback());
    const first = post(body);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = await post({ ...body, proof: await proof() });
    expect(second).toEqual({ status: 503, answer: { outcome: 'kept', reason: 'pending', retryAfterSeconds: expect.any(Number) } });
    expect((await first).answer).toEqual({ outcome: 'sent' });
    await box.reset();
    expect((await post({ ...body, proof: await proof() })).answer).toEqual({ outcome: 'sent', duplicate: true });
    expect((await mailFor(body.content.reference, { notices: 1 })).filter(isDelivery)).toHaveLength(1);
  });

  it('sends to the relay when EmailJS fails, with its key, and says why', async () => {
    await box.answer({ emailjs: 426 });
    const body = await request(contents.appointment());
    expect((await post(body)).answer).toEqual({ outcome: 'sent' });
    await box.reset();
    const relay = (await mailFor(body.content.reference, { notices: 1 })).find((message) => message.provider === 'relay');
    expect(relay?.headers['api-key']).toBe(vars.RELAY_KEY);
    expect(relay?.body).toMatchObject({ sender: { email: vars.RELAY_SENDER }, to: [{ email: vars.RELAY_TO }], replyTo: { email: body.content.values.email } });
    expect(String((relay?.body as { textContent: string }).textContent)).toContain('emailjs_statut\u00A0: 426');
  });

  it('keeps a request no provider took, tells the staff once, and delivers it when one does', async () => {
    await box.answer({ emailjs: 503, relay: 500 });
    const body = await request(contents.callback());
    expect(await post(body)).toEqual({ status: 503, answer: { outcome: 'kept', reason: 'providers', retryAfterSeconds: 60 } });
    expect((await post({ ...body, proof: await proof() })).answer).toMatchObject({ outcome: 'kept', reason: 'providers' });
    await box.reset();
    // Not remembered as delivered: the next try sends it, as new.
    expect((await post({ ...body, proof: await proof() })).answer).toEqual({ outcome: 'sent' });
    const messages = await mailFor(body.content.reference, { notices: 2 });
    expect(messages.filter(isDelivery)).toHaveLength(1);
    const titles = messages.filter((message) => message.provider === 'ntfy').map((message) => new URL(message.path, 'http://x').searchParams.get('title'));
    expect(titles).toEqual(["L'e-mail échoue\u00A0: une demande attend", NOTICE_TITLES.callback]);
  });
});

describe('the day’s ceiling', () => {
  it('keeps every request past DAILY_LIMIT delivered today until tomorrow, and tells the staff once', async () => {
    const limit = Number(vars.DAILY_LIMIT);
    let kept: { status: number; answer: GatewayAnswer } | undefined;
    for (let tries = 0; tries <= limit && !kept; tries += 1) {
      const result = await post(await request(contents.callback()));
      if (result.status === 429) kept = result;
      else expect(result.answer.outcome).toBe('sent');
    }
    expect(kept?.answer).toMatchObject({ outcome: 'kept', reason: 'daily-limit' });
    const seconds = kept?.answer.outcome === 'kept' ? kept.answer.retryAfterSeconds : 0;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(24 * 60 * 60 + 60);
    expect((await post(await request(contents.callback()))).answer).toMatchObject({ reason: 'daily-limit' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messages = await box.messages();
    const references = new Set(messages.filter(isDelivery).map((message) => JSON.stringify(message.body).match(/AV-[0-9A-Z]{4}/)?.[0]));
    expect(references.size).toBe(limit);
    expect(messages.filter((message) => message.provider === 'ntfy' && String(message.body).includes('plafond'))).toHaveLength(1);
  });
});

