/**
 * The first-game guides seen (kit/guide) are kept by the host under their own
 * settings key, apart from the player's preferences: resetting one leaves the
 * other, both survive a restart, and no other key can be written.
 */
import { describe, expect, it } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { startServices, stopServices, tempDir } from './helpers';

describe('host: the guides seen, beside the settings', () => {
  it('are kept apart from the preferences and survive a restart', async () => {
    const dir = tempDir();
    let s = await startServices(dir);
    let c = new HostClient(s);
    await c.call({ type: 'saveSettings', settings: { locale: 'de' } });
    await c.call({ type: 'saveSettings', key: 'guides', settings: { seen: ['kunitori'] } });
    await c.call({ type: 'saveSettings', settings: null });
    expect((await c.call({ type: 'getSettings' })).settings).toBeNull();
    expect((await c.call({ type: 'getSettings', key: 'guides' })).settings).toEqual({ seen: ['kunitori'] });
    await stopServices(s);
    s = await startServices(dir);
    c = new HostClient(s);
    expect((await c.call({ type: 'getSettings', key: 'guides' })).settings).toEqual({ seen: ['kunitori'] });
    expect((await c.call({ type: 'getSettings', key: 'player' })).settings).toBeNull();
  });

  it('refuses any other key', async () => {
    const c = new HostClient(await startServices());
    const refused = await c.call({ type: 'getSettings', key: 'take-backs:g1' } as never).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContractFailure);
    expect((refused as ContractFailure).code).toBe('bad-request');
  });
});
