import { describe, expect, it } from 'vitest';
import { INBOX_PATHS } from '../../../gateway/src/inbox/model';
import { NOTICE_TITLES } from '@/lib/request/notice/notice';
import { box, carries, contents, isDelivery, isNotice, mailFor, pause, post, proof, request, titleOf, url, vars } from './client';
import { inboxPage } from './staff';

/*
 * A request received: kept in the inbox and answered at once; then its e-mail copy to the centre and the
 * staff's notice, from the inbox's alarm, once whatever the retries; within the day's e-mail budget.
 */

describe('delivery', () => {
  it('keeps each kind, sends its copy to EmailJS with the private key, and tells the staff with the token: one button, to the inbox', async () => {
    await box.reset();
    for (const kind of ['appointment', 'callback', 'application'] as const) {
      const content = contents[kind]();
      expect(await post(await request(content))).toEqual({ status: 200, answer: { outcome: 'sent' } });
      const messages = await mailFor(content.reference, { notices: 1, emails: 1 });
      const email = messages.filter(isDelivery);
      const notices = messages.filter(isNotice);
      expect(email.map((one) => one.provider)).toEqual(['emailjs']);
      expect(email[0]?.body).toMatchObject({ service_id: vars.EMAILJS_SERVICE_ID, template_id: vars.EMAILJS_TEMPLATE_ID, user_id: vars.EMAILJS_PUBLIC_KEY, accessToken: vars.EMAILJS_PRIVATE_KEY });
      expect(notices).toHaveLength(1);
      const [notice] = notices;
      expect(notice?.headers.authorization).toBe(`Bearer ${vars.NOTIFY_TOKEN}`);
      expect(titleOf(notice!)).toBe(NOTICE_TITLES[kind]);
      expect(String(notice?.body)).not.toMatch(/https?:|www\.|\.(cm|com|sh)\b/);
      expect(new URL(notice!.path, 'http://x').searchParams.get('actions')).toBe(`view, Ouvrir la boîte, ${url}${INBOX_PATHS.page}`);
      // Nothing the visitor typed reaches the phones.
      expect(String(notice?.body)).not.toContain(content.values.phone);
    }
  });

  it('keeps a request once, whatever the retries: the same id again answers « sent », and one copy leaves', async () => {
    const body = await request(contents.appointment());
    expect((await post(body)).answer).toEqual({ outcome: 'sent' });
    expect(await post({ ...body, proof: await proof() })).toEqual({ status: 200, answer: { outcome: 'sent', duplicate: true } });
    expect((await mailFor(body.content.reference, { notices: 1, emails: 1 })).filter(isDelivery)).toHaveLength(1);
  });

  it('keeps one request when two posts of one id arrive together', async () => {
    const body = await request(contents.callback());
    const answers = await Promise.all([post(body), post({ ...body, proof: await proof() }), post({ ...body, proof: await proof() })]);
    const said = answers.map(({ status, answer }) => `${status} ${JSON.stringify(answer)}`);
    expect(said.filter((one) => one === '200 {"outcome":"sent"}')).toHaveLength(1);
    expect(said.filter((one) => one === '200 {"outcome":"sent","duplicate":true}')).toHaveLength(2);
    await pause(1_000);
    const messages = await mailFor(body.content.reference, { notices: 1, emails: 1 });
    expect(messages.filter(isDelivery)).toHaveLength(1);
    expect(messages.filter(isNotice)).toHaveLength(1);
  });

  it('sends the copy to the relay when EmailJS says no, with its key, and says why', async () => {
    await box.answer({ emailjs: 426 });
    const body = await request(contents.appointment());
    expect((await post(body)).answer).toEqual({ outcome: 'sent' });
    const relay = (await mailFor(body.content.reference, { notices: 1, emails: 1 })).find((message) => message.provider === 'relay');
    await box.reset();
    expect(relay?.headers['api-key']).toBe(vars.RELAY_KEY);
    expect(relay?.body).toMatchObject({ sender: { email: vars.RELAY_SENDER }, to: [{ email: vars.RELAY_TO }], replyTo: { email: body.content.values.email } });
    expect(String((relay?.body as { textContent: string }).textContent)).toContain('emailjs_statut\u00A0: 426');
  });
});

describe('the alarm never sleeps on a request (issue 72)', () => {
  it('tells and copies a request received while the alarm is sending another’s copy, within a minute', async () => {
    // EmailJS slow to answer: the alarm's run waits on the first copy while the second request comes in.
    await box.answer({ emailjs: { status: 200, delayMs: 4_000 } });
    try {
      const first = contents.appointment();
      expect((await post(await request(first))).answer).toEqual({ outcome: 'sent' });
      for (let waited = 0; !(await box.messages()).some((one) => one.provider === 'emailjs' && carries(one, first.reference)) && waited < 5_000; waited += 100) await pause(100);
      const during = contents.callback();
      const posted = Date.now();
      expect((await post(await request(during))).answer).toEqual({ outcome: 'sent' });
      const mail = await mailFor(during.reference, { notices: 1, emails: 1, within: 60_000 });
      expect({ notices: mail.filter(isNotice).length, copies: mail.filter(isDelivery).length }).toEqual({ notices: 1, copies: 1 });
      expect(Math.max(...mail.map((one) => one.at)) - posted).toBeLessThan(60_000);
    } finally {
      await box.reset();
    }
  }, 90_000);
});

describe('the day’s e-mail budget', () => {
  it('beyond DAILY_LIMIT copies, a request is received at once, in the inbox, without its copy; the staff’s notice still leaves', async () => {
    const limit = Number(vars.DAILY_LIMIT);
    await pause(1_000);
    const before = (await box.messages()).filter(isDelivery).length;
    expect(before).toBeLessThan(limit);
    const posted = [];
    for (let i = before; i <= limit; i += 1) {
      const content = contents.callback();
      const started = Date.now();
      expect(await post(await request(content))).toEqual({ status: 200, answer: { outcome: 'sent' } });
      posted.push({ content, took: Date.now() - started });
    }
    const last = posted.at(-1)!.content;
    const lastMail = await mailFor(last.reference, { notices: 1 });
    await pause(1_000);
    // The copies of the whole day (this run's), as the mailbox took them: the budget, exactly.
    expect((await box.messages()).filter(isDelivery)).toHaveLength(limit);
    expect(lastMail.filter(isDelivery)).toEqual([]);
    expect(lastMail.filter(isNotice)).toHaveLength(1);
    expect(await inboxPage('awa')).toContain(last.reference);
    // At once: none waited for a provider.
    expect(Math.max(...posted.map((one) => one.took))).toBeLessThan(3_000);
  });
});
