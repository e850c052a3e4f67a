/**
 * Where a game open to friends may listen (docs/lan.md): local networks only,
 * never every interface or a public address; and the desktop app's question
 * before it listens, in English and German, "no" by default.
 */
import { describe, expect, it } from 'vitest';
import { isLanAddress, lanAddresses, urlHost } from '../../../src-main/services/lan-addresses';
import { lanConsentDialog } from '../../../src-main/electron/lan-consent';

describe('local-network addresses', () => {
  it('takes private, link-local, unique-local and loopback addresses', () => {
    for (const a of ['10.0.0.5', '172.16.0.1', '172.31.255.254', '192.168.1.23', '169.254.3.4', '127.0.0.2', 'fd00::2', 'fc12:3456::1', 'fe80::1', '::1']) expect(isLanAddress(a), a).toBe(true);
  });

  it('refuses the wildcard, public addresses and names', () => {
    for (const a of ['0.0.0.0', '::', '8.8.8.8', '172.32.0.1', '172.15.0.1', '100.64.0.1', '192.169.0.1', '2001:db8::1', 'localhost', 'example.com', '']) expect(isLanAddress(a), a).toBe(false);
  });

  it('lists only such addresses of this computer, the extra ones after them; IPv6 in brackets in a URL', () => {
    const found = lanAddresses([{ address: '127.0.0.2', name: 'test' }]);
    for (const a of found) expect(isLanAddress(a.address), a.address).toBe(true);
    expect(found.at(-1)).toEqual({ address: '127.0.0.2', name: 'test' });
    expect(urlHost('fd00::2')).toBe('[fd00::2]');
    expect(urlHost('192.168.1.2')).toBe('192.168.1.2');
  });
});

describe("the desktop app's question before it listens", () => {
  it('names the address, allows only with the first button, and says no by default (Enter or Escape)', () => {
    for (const [locale, allow] of [
      ['en-GB', 'Share on the network'],
      ['de-DE', 'Im Netzwerk freigeben'],
    ] as const) {
      const d = lanConsentDialog('192.168.1.23', locale);
      expect(d.buttons[0]).toBe(allow);
      expect(d.message).toContain('192.168.1.23');
      expect(d.defaultId).toBe(1);
      expect(d.cancelId).toBe(1);
    }
  });
});
