/*
 * Bytes written as text, one place for the Worker (which has no Buffer): base64 as a policy's `'sha256-…'` and Meta's
 * media hash write it, and base64url without its padding, for a URL or a key (a visit's token, a file's key in R2).
 */

export const base64 = (bytes: ArrayBuffer | Uint8Array): string => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export const base64url = (bytes: ArrayBuffer | Uint8Array): string => base64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
