/*
 * The forms' first touch (focus or press, any request form): when the build sets a gateway, the proof
 * its first send carries starts now, in the background (gateway/proof.ts), so that « Envoyer » waits
 * for nothing. Its code and the solver's come only then. Without a gateway, nothing happens, and the
 * build has neither (the variable is spelled out, as Next inlines it: '' when unset, next.config.mjs).
 * No imports: every page with a form carries this.
 */
export function prepareProof(): void {
  const url = process.env.NEXT_PUBLIC_REQUEST_GATEWAY_URL;
  if (url) void import('./gateway/proof').then(({ prepare }) => prepare(url)).catch(() => {});
}
