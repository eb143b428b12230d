import { describe, expect, it } from 'vitest';
import type { RequestContent } from '@/lib/request/payload';
import { box, contents, freshMinute, isDelivery, isNotice, mailFor, pause, post, proof, request, titleOf, vars } from './client';

/*
 * What a stranger got through on the gateway (issue 67), each hole as it was tried: a crafted slot, providers
 * that fail, a connection cut, a provider slower than the gateway's patience, one IPv6 network, the honeypot.
 */

const withSlot = (time: string): RequestContent => {
  const content = contents.callback();
  return { ...content, values: { ...content.values, appointmentTime: time } };
};

/** The gateway's patience with a provider, in ms (15 s unless the tests' settings shorten it). */
const providerTimeout = () => Number(vars.PROVIDER_TIMEOUT_SECONDS ?? 15) * 1_000;

describe('a crafted slot (67.1)', () => {
  it('answers its fixed JSON, never a stack trace; a slot that ends at midnight is written; nothing is taken from the day', async () => {
    const limit = Number(vars.DAILY_LIMIT);
    const crafted = ['morning 08:00-11:75', 'afternoon 12:60-17:00', 'evening 18:00-23:99', 'evening 18:00-24:30'];
    const answers = [];
    // Twice the day's e-mails: what each crash took from the day, if it was not given back, would leave none.
    for (let i = 0; i < 2 * limit; i += 1) answers.push(await post(await request(withSlot(crafted[i % crafted.length]!))));
    const midnight = withSlot('evening 18:00-24:00');
    const late = await post(await request(midnight));
    const afterwards = contents.callback();
    const ordinary = await post(await request(afterwards));
    const mail = await mailFor(afterwards.reference, { emails: 1, notices: 1 });
    const midnightMail = await mailFor(midnight.reference, { emails: 1 });
    expect({
      crafted: [...new Set(answers.map((one) => JSON.stringify(one)))],
      late: late.status,
      midnightWritten: midnightMail.filter(isDelivery).some((message) => JSON.stringify(message.body).includes('18\u00A0h – 24\u00A0h')),
      ordinary,
      copies: mail.filter(isDelivery).length,
    }).toEqual({
      crafted: [JSON.stringify({ status: 400, answer: { outcome: 'refused', reason: 'checks', field: 'appointmentTime' } })],
      late: 200,
      midnightWritten: true,
      ordinary: { status: 200, answer: { outcome: 'sent' } },
      copies: 1,
    });
  });
});

describe('providers that fail (67.6)', () => {
  it('tells the staff once while both fail, with how many wait, and sends each copy once they take it again', async () => {
    await box.answer({ emailjs: 503, relay: 500 });
    const since = Date.now();
    const waiting = [contents.callback(), contents.appointment(), contents.application()];
    for (const content of waiting) await post(await request(content));
    await pause(2_000);
    const failing = (await box.messages()).filter((message) => isNotice(message) && message.at >= since && titleOf(message)?.startsWith("L'e-mail échoue"));
    await box.reset();
    const next = contents.appointment();
    await post(await request(next));
    const copies = await Promise.all([...waiting, next].map(async (content) => (await mailFor(content.reference, { emails: 1 })).filter(isDelivery).length));
    expect({ failing: failing.length, says: failing.map((message) => /\b\d+ demandes? attend/.test(String(message.body))), copies }).toEqual({
      failing: 1,
      says: [true],
      copies: [1, 1, 1, 1],
    });
  });
});

describe('exactly once (67.7)', () => {
  it('answers « sent » before any provider does, so that a connection cut while the e-mail leaves loses nothing; once', async () => {
    // The handler keeps the request and answers; the copy leaves after, from the Durable Object: a visitor's
    // connection that drops (the handler cancelled) can cut nothing between the send and its record.
    await box.answer({ emailjs: { status: 200, delayMs: 3_000 } });
    const body = await request(contents.appointment());
    const first = await post(body, { signal: AbortSignal.timeout(1_500) }).catch(() => 'cut: no answer before the provider’s');
    await pause(3_000);
    await box.reset();
    const again = await post({ ...body, proof: await proof() });
    await pause(1_000);
    const copies = (await mailFor(body.content.reference, { emails: 1 })).filter(isDelivery);
    expect({ first, again, copies: copies.length }).toEqual({
      first: { status: 200, answer: { outcome: 'sent' } },
      again: { status: 200, answer: { outcome: 'sent', duplicate: true } },
      copies: 1,
    });
  });

  it('never also gives the relay a copy EmailJS may have taken without answering in time', async () => {
    await box.answer({ emailjs: { status: 200, delayMs: providerTimeout() + 1_500 } });
    const content = contents.appointment();
    await post(await request(content));
    await pause(providerTimeout() + 3_000);
    await box.reset();
    const sent = (await mailFor(content.reference)).filter((message) => message.provider !== 'ntfy').map((message) => message.provider);
    expect(sent).toEqual(['emailjs']);
  }, 60_000);
});

describe('one IPv6 network (67.9)', () => {
  it('is one address for the limit per address: its /64 whole', async () => {
    await freshMinute();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) statuses.push((await post('{}', { address: `2001:db8:67:9:${i.toString(16)}::${i}` })).status);
    expect(statuses.at(-1)).toBe(429);
    // Another /64 is another address.
    expect((await post('{}', { address: '2001:db8:67:a::1' })).status).toBe(400);
  });
});

describe('the honeypot (67.10)', () => {
  it('is no part of the protocol: a body that still carries one filled is a request like any other', async () => {
    const content = contents.appointment();
    const answer = await post(await request(content, { honeypot: 'https://spam.example' }));
    const copies = (await mailFor(content.reference, { emails: 1 })).filter(isDelivery);
    expect({ answer, copies: copies.length }).toEqual({ answer: { status: 200, answer: { outcome: 'sent' } }, copies: 1 });
  });
});
