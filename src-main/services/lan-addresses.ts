/**
 * Which addresses a share may listen on (docs/lan.md): this computer's own
 * addresses on a local network only — the private IPv4 ranges (10/8,
 * 172.16/12, 192.168/16), link-local (169.254/16, fe80::/10), IPv6 unique
 * local (fc00::/7) — or loopback (127/8, ::1: the same computer, as tests
 * use it). Never the wildcard (0.0.0.0, ::), never a public address: a
 * game is not put on the internet by a click.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { LanAddress } from '../../src-shared/contract/messages';

export function isLanAddress(address: string): boolean {
  if (isIPv4(address)) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    if (a === 0) return false;
    return a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (isIPv6(address)) {
    const lower = address.toLowerCase();
    return lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower) || /^fe[89ab][0-9a-f]:/.test(lower);
  }
  return false;
}

/** This computer's local-network addresses, IPv4 first (what a friend types most easily); `extra` (tests) after them. */
export function lanAddresses(extra: readonly LanAddress[] = []): LanAddress[] {
  const found: LanAddress[] = [];
  for (const [name, infos] of Object.entries(networkInterfaces())) {
    for (const info of infos ?? []) {
      if (info.internal || !isLanAddress(info.address)) continue;
      // A link-local IPv6 address needs its zone (%eth0) in a URL: browsers refuse those; leave them out.
      if (info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe8')) continue;
      found.push({ address: info.address, name });
    }
  }
  found.sort((x, y) => Number(isIPv6(x.address)) - Number(isIPv6(y.address)));
  return [...found, ...extra];
}

/** The address as it stands in a URL's host (IPv6 in brackets). */
export function urlHost(address: string): string {
  return isIPv6(address) ? `[${address}]` : address;
}
