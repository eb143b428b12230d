import { describe, expect, it } from 'vitest';
import { SIGN_IN_MESSAGES, signInReturn } from '@/editor/sign-in';

/** What Decap keeps in this tab when it sends staff to the sign-in page (decap-cms-lib-auth createNonce). */
const kept = (nonce: string) => JSON.stringify({ nonce });
const back = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const state = (nonce: string) => JSON.stringify({ auth_type: 'pkce', nonce });

describe('coming back from the sign-in page (editor/sign-in.ts)', () => {
  it('says in French that staff cancelled, or that the page refused, never the provider’s English', () => {
    expect(signInReturn(back({ error: 'access_denied', error_description: 'The user denied access', state: state('a') }), kept('a'))).toBe('cancelled');
    expect(signInReturn(back({ error: 'server_error', state: state('a') }), kept('a'))).toBe('failed');
    expect(signInReturn('?error=x&state=%7Bbroken', kept('a'))).toBe('failed');
    for (const message of Object.values(SIGN_IN_MESSAGES)) expect(message).toMatch(/« Se connecter »/);
  });

  it('knows a return to a tab that did not begin the sign-in (an invitation link opened twice, another tab)', () => {
    expect(signInReturn(back({ code: 'c', state: state('a') }), null)).toBe('elsewhere');
    expect(signInReturn(back({ code: 'c', state: state('a') }), kept('b'))).toBe('elsewhere');
  });

  it('leaves Decap alone on a good return, an ordinary visit, or another sign-in’s return', () => {
    expect(signInReturn(back({ code: 'c', state: state('a') }), kept('a'))).toBeUndefined();
    expect(signInReturn('', null)).toBeUndefined();
    expect(signInReturn('?ref=guide', null)).toBeUndefined();
    expect(signInReturn(back({ code: 'c', state: JSON.stringify({ auth_type: 'implicit', nonce: 'a' }) }), null)).toBeUndefined();
  });
});
