import { describe, expect, it } from 'vitest';
import type { RequestContent } from '@/lib/request/payload';
import type { RequestValues } from '@/lib/request/values';
import { PUBLISHED } from '../../request/published-rules';
import { MAX_FACTOR } from '../../../gateway/src/price';
import { box, call, contents, freshMinute, isDelivery, isNotice, mailFor, pause, post, proof, request, titleOf, vars } from './client';

/*
 * What a stranger got through on the gateway (issue 67), each hole as it was tried: a crafted slot, the
 * acknowledgement's words, a line break in a value of one line, an address that is more than one, a service or a
 * position the site does not offer, providers that fail, a connection cut, a provider slower than the gateway's
 * patience, one IPv6 network, the honeypot. The site's rules are those of tests/request/published-rules.ts.
 */

const changed = (content: RequestContent, values: RequestValues): RequestContent => ({ ...content, values: { ...content.values, ...values } });

const withSlot = (time: string): RequestContent => {
  const content = contents.callback();
  return { ...content, values: { ...content.values, slot: time } };
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
      crafted: [JSON.stringify({ status: 400, answer: { outcome: 'refused', reason: 'checks', field: 'slot' } })],
      late: 200,
      midnightWritten: true,
      ordinary: { status: 200, answer: { outcome: 'sent' } },
      copies: 1,
    });
  });
});

describe('the acknowledgement (67.2)', () => {
  it('gets from the gateway a name only when it reads as a person’s, the reference with the service, and a stranger’s words in the message alone', async () => {
    const plain = contents.appointment();
    const stranger = changed(contents.appointment(), { fullName: 'Cliquez sur https://evil.example', message: 'Gagnez 500 000 FCFA : https://evil.example/gain' });
    for (const content of [plain, stranger]) expect((await post(await request(content))).status).toBe(200);
    const paramsOf = async (content: RequestContent) =>
      ((await mailFor(content.reference, { emails: 1 })).find((message) => isDelivery(message) && message.provider === 'emailjs')?.body as { template_params: Record<string, string> } | undefined)
        ?.template_params;
    const [mine, theirs] = [await paramsOf(plain), await paramsOf(stranger)];
    // What the acknowledgement prints (site/emailjs-templates.ts): from_name, service, reference, date, time.
    const printed = (params: Record<string, string> | undefined) =>
      params && { from_name: params.from_name, service: params.service, reference: params.reference, date: params.date, time: params.time };
    expect({ mine: printed(mine), theirs: printed(theirs), stillReadByStaff: theirs?.message?.includes('Cliquez sur https://evil.example') }).toEqual({
      mine: { from_name: plain.values.fullName, service: PUBLISHED.services[0], reference: plain.reference, date: plain.values.appointmentDate, time: '10:30' },
      theirs: { from_name: '', service: PUBLISHED.services[0], reference: stranger.reference, date: stranger.values.appointmentDate, time: '10:30' },
      stillReadByStaff: true,
    });
  });
});

describe('one line, one address, what the site offers (67.3, 67.4, 67.5)', () => {
  it('refuses, by its field and sending nothing, a line break, an address that is more than one, a service or a position the site does not offer; takes what it does', async () => {
    const refused: [string, RequestContent, string][] = [
      ['a name with a header in it', changed(contents.appointment(), { fullName: 'Marie\r\nBcc: x@evil.example' }), 'fullName'],
      ['a call-back’s service faking a line', changed(contents.callback(), { service: `${PUBLISHED.serviceTitles[0]}\r\ntéléphone : +33612345678` }), 'service'],
      ['an address with a query', changed(contents.appointment(), { email: 'x?cc=y@evil.example' }), 'email'],
      ['an address of no real domain', changed(contents.appointment(), { email: 'a@-x-.-' }), 'email'],
      ['a service of 200 characters', changed(contents.appointment(), { serviceType: 's'.repeat(200) }), 'serviceType'],
      ['a call-back for a service no page has', changed(contents.callback(), { service: 'Gagnez un téléphone' }), 'service'],
      ['an invented position', changed(contents.application(), { position: 'Directeur général' }), 'position'],
      ['a position closed before any kept application could leave', changed(contents.application(), { position: PUBLISHED.closedLong }), 'position'],
    ];
    const answers: Record<string, unknown> = {};
    for (const [what, content] of refused) answers[what] = await post(await request(content));
    const taken = [changed(contents.callback(), { service: PUBLISHED.serviceTitles[0]! }), changed(contents.application(), { position: PUBLISHED.closedLately })];
    for (const content of taken) answers[content.values.service ?? content.values.position!] = (await post(await request(content))).status;
    const sent = await Promise.all(refused.map(async ([, content]) => (await mailFor(content.reference, { within: 500 })).length));
    expect({ answers, sent }).toEqual({
      answers: {
        ...Object.fromEntries(refused.map(([what, , field]) => [what, { status: 400, answer: { outcome: 'refused', reason: 'checks', field } }])),
        [PUBLISHED.serviceTitles[0]]: 200,
        [PUBLISHED.closedLately]: 200,
      },
      sent: refused.map(() => 0),
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
    const factorOf = async (address: string) => ((await (await call('/challenge', { address })).json()) as { parameters: { data?: { f?: number } } }).parameters.data?.f;
    await freshMinute();
    const factors: (number | undefined)[] = [];
    for (let i = 1; i <= 11; i += 1) factors.push(await factorOf(`2001:db8:67:9:${i.toString(16)}::${i}`));
    // Past the network's ten challenges a minute, the highest price (issue 78: never a refusal).
    expect(factors.at(-1)).toBe(MAX_FACTOR);
    // Another /64 is another address.
    expect(await factorOf('2001:db8:67:a::1')).toBe(1);
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
