import { showNotice } from './photos/notice';

/*
 * Coming back from the gateway's or GitLab's sign-in page (PKCE) without a sign-in: staff cancelled,
 * the page refused, or the sign-in began in another tab. Decap would print the provider's English
 * (« Error: access_denied: … », « Error: Invalid nonce ») above its button. Read before Decap starts:
 * the address is cleaned, Decap shows its plain « Se connecter », and a French sentence says what
 * happened and what to do.
 */

/** Decap's own keys (decap-cms-lib-auth: pkce-oauth.js, utils.js). */
const VERIFIER = 'decap-cms-pkce-verifier-code';
const NONCE = 'decap-cms-auth';

export type SignInReturn = 'cancelled' | 'failed' | 'elsewhere';

export const SIGN_IN_MESSAGES: Record<SignInReturn, string> = {
  cancelled: 'La connexion a été annulée : rien n’a changé. Pour modifier le site, touchez de nouveau « Se connecter ».',
  failed: 'La connexion n’a pas abouti. Touchez de nouveau « Se connecter » ; si cela se répète, appelez la personne qui s’occupe du site.',
  elsewhere: 'Cette connexion a été commencée dans une autre fenêtre ou un autre onglet. Touchez ici « Se connecter » pour recommencer.',
};

/** What an address the sign-in page sent back says, given the nonce Decap kept for this tab (none: another tab began it). */
export function signInReturn(search: string, keptNonce: string | null): SignInReturn | undefined {
  const params = new URLSearchParams(search);
  if (!params.has('code') && !params.has('error')) return undefined;
  let state: { auth_type?: string; nonce?: string } = {};
  try {
    state = JSON.parse(params.get('state') ?? '{}') as typeof state;
  } catch {
    return 'failed';
  }
  if (state.auth_type !== 'pkce') return undefined;
  const kept = keptNonce ? (JSON.parse(keptNonce) as { nonce?: string }).nonce : undefined;
  if (!kept || kept !== state.nonce) return 'elsewhere';
  if (params.has('error')) return params.get('error') === 'access_denied' ? 'cancelled' : 'failed';
  // A code for this tab: Decap finishes the sign-in.
  return undefined;
}

/** Call before CMS.init(). */
export function readSignInReturn() {
  const result = signInReturn(location.search, sessionStorage.getItem(NONCE));
  if (!result) return;
  sessionStorage.removeItem(VERIFIER);
  sessionStorage.removeItem(NONCE);
  history.replaceState(null, '', location.pathname + location.hash);
  showNotice(SIGN_IN_MESSAGES[result], 'refused');
}
