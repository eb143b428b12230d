/*
 * Who is calling, as far as limits go: the caller's address as Cloudflare saw it (cf-connecting-ip), an
 * IPv4 address whole, an IPv6 address by its /64. A provider gives one home or one phone a /64 (or more) and
 * the device picks any address inside it, often a new one each day: counted by the address, one IPv6
 * network is 2^64 callers (issue 67). What the inbox keeps is never the address itself but a keyed hash of
 * this key (addressTag): enough to count (the price, the limit a minute, a share of the day's copies), nothing to
 * read back. It never decides which list a request waits in: many families share a carrier's address (issue 72).
 */

/** The 8 groups of an IPv6 address, or null: `::` shortened, a dotted IPv4 tail, a zone (`%eth0`) dropped. */
function ipv6Groups(typed: string): number[] | null {
  const text = typed.split('%')[0]!.toLowerCase();
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = ipv4Bytes(piece);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...Array<number>(missing).fill(0), ...tail] : null;
}

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return null;
  return parts.map(Number);
}

/**
 * The key an address is limited by: `203.0.113.7`, or `2001:db8:1:2::/64` for any address of that IPv6
 * network (an IPv4-mapped one, `::ffff:203.0.113.7`, is its IPv4); `unknown` when there is none to read.
 */
export function addressKey(address: string | null): string {
  const text = (address ?? '').trim();
  if (ipv4Bytes(text)) return text.split('.').map(Number).join('.');
  const groups = text.includes(':') ? ipv6Groups(text) : null;
  if (!groups) return 'unknown';
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The caller's key (addressKey of cf-connecting-ip). */
export const callerKey = (request: Request) => addressKey(request.headers.get('cf-connecting-ip'));

/** What the inbox keeps of an address key: an HMAC under the gateway's secret, 16 bytes in hex. */
export async function addressTag(key: string, secret: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmac = await crypto.subtle.importKey('raw', encoder.encode(`${secret}:address`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', hmac, encoder.encode(key)));
  return [...signature.slice(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
