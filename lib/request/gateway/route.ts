/**
 * The address of one of the gateway's routes (protocol.ts, GATEWAY_PATHS), whatever the gateway's URL ends with.
 * A module of its own: the request's code, of which pages hold several copies, needs none of it.
 */
export function gatewayRoute(url: string, path: string): string {
  return new URL(path.replace(/^\//, ''), url.endsWith('/') ? url : `${url}/`).href;
}
