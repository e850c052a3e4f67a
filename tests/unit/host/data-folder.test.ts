/**
 * Settings' data folder row asks the host where the games are kept and, in the
 * desktop app, to open that folder. The browser host (no opener) names the
 * folder and refuses to open it with a reason, so the page shows no button.
 */
import { describe, expect, it, vi } from 'vitest';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { startServices, tempDir } from './helpers';

describe('the data folder', () => {
  it('with an opener (the desktop app): named, and opened on request', async () => {
    const dir = tempDir();
    const openFolder = vi.fn(async () => undefined);
    const c = new HostClient(await startServices(dir, { openFolder }));
    expect(await c.call({ type: 'dataFolder' })).toEqual({ path: dir, canOpen: true });
    expect(await c.call({ type: 'openDataFolder' })).toEqual({ opened: true });
    expect(openFolder).toHaveBeenCalledWith(dir);
  });

  it("without one (the browser host): named, and opening is refused as 'conflict'", async () => {
    const dir = tempDir();
    const c = new HostClient(await startServices(dir));
    expect(await c.call({ type: 'dataFolder' })).toEqual({ path: dir, canOpen: false });
    const refused = await c.call({ type: 'openDataFolder' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContractFailure);
    expect((refused as ContractFailure).code).toBe('conflict');
  });

  it('a file manager that fails is reported, not swallowed', async () => {
    const c = new HostClient(await startServices(tempDir(), { openFolder: async () => Promise.reject(new Error('No application is registered')) }));
    const failed = await c.call({ type: 'openDataFolder' }).catch((e: unknown) => e);
    expect((failed as Error).message).toContain('No application is registered');
  });
});
