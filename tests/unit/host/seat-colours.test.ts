/**
 * Seat colours chosen on the New game screen reach the stored game and come
 * back in every summary (list, open, campaign roster, exported file); bad
 * colours are refused before anything is stored; games without colours stay
 * as they were (the viewer's scheme order applies).
 */
import { describe, expect, it } from 'vitest';
import { SEAT_COLOUR_COUNT, parseRequest } from '../../../src-shared/contract/messages';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { startServices, stopServices, tempDir, human, bot } from './helpers';

async function refusal(p: Promise<unknown>): Promise<ContractFailure> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ContractFailure);
  return e as ContractFailure;
}

describe('seat colours', () => {
  it('round-trip: chosen colours are stored and returned, also after a restart', async () => {
    const dataDir = tempDir();
    const s = await startServices(dataDir);
    const c = new HostClient(s);
    const seats = [
      { ...human('Ann'), colour: 3 },
      { ...bot('Rob'), colour: 0 },
      { ...bot('Sue'), colour: 4 },
    ];
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats });
    const opened = await c.call({ type: 'openGame', gameId });
    expect(opened.game.seats.map((x) => x.colour)).toEqual([3, 0, 4]);
    await stopServices(s);

    const again = new HostClient(await startServices(dataDir));
    const [listed] = await again.call({ type: 'listGames' });
    expect(listed!.seats).toEqual([
      { seat: 0, kind: 'human', name: 'Ann', colour: 3 },
      { seat: 1, kind: 'bot', name: 'Rob', bot: 'random', colour: 0 },
      { seat: 2, kind: 'bot', name: 'Sue', bot: 'random', colour: 4 },
    ]);
  });

  it('seats without a choice take the first colours nobody chose', async () => {
    const c = new HostClient(await startServices());
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('Ann'), { ...bot('Rob'), colour: 0 }, bot('Sue')] });
    const { game } = await c.call({ type: 'openGame', gameId });
    expect(game.seats.map((x) => x.colour)).toEqual([1, 0, 2]);
  });

  it('old-style requests without colours store none (the scheme order applies)', async () => {
    const c = new HostClient(await startServices());
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [human('Ann'), bot('Rob')] });
    const { game } = await c.call({ type: 'openGame', gameId });
    expect(game.seats.some((x) => 'colour' in x)).toBe(false);
  });

  it('refuses a colour outside the palette, a fraction, or one taken twice, and stores nothing', async () => {
    for (const colour of [-1, SEAT_COLOUR_COUNT, 1.5, 0xb8412c]) {
      const text = JSON.stringify({ id: 7, request: { type: 'createGame', ruleset: 'toy-race', options: {}, seats: [{ ...human('Ann'), colour }, bot('Rob')] } });
      const parsed = parseRequest(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message).toMatch(/seats\.0\.colour/);
    }
    expect(parseRequest(JSON.stringify({ id: 1, request: { type: 'createGame', ruleset: 'toy-race', options: {}, seats: [{ ...human('Ann'), colour: '#ff0000' }] } })).ok).toBe(false);

    const s = await startServices();
    const c = new HostClient(s);
    const twice = await refusal(c.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [{ ...human('Ann'), colour: 2 }, { ...bot('Rob'), colour: 2 }] }));
    expect(twice.code).toBe('bad-options');
    expect(twice.message).toMatch(/colour 2/);
    expect(await c.call({ type: 'listGames' })).toEqual([]);
  });

  it('a campaign roster keeps its colours for every game it starts', async () => {
    const c = new HostClient(await startServices());
    const campaign = await c.call({ type: 'createCampaign', name: 'Colours', ruleset: 'toy-race', options: {}, seats: [{ ...human('Ann'), colour: 4 }, { ...bot('Rob'), colour: 1 }] });
    expect(campaign.roster.map((m) => m.colour)).toEqual([4, 1]);
    const { gameId } = await c.call({ type: 'startCampaignGame', campaignId: campaign.campaignId });
    const { game } = await c.call({ type: 'openGame', gameId });
    expect(game.seats.map((x) => x.colour)).toEqual([4, 1]);
  });

  it('an exported game keeps its colours through import', async () => {
    const a = await startServices();
    const ca = new HostClient(a);
    // Only finished games are exported (a running one's file would show every seat's secrets).
    const { gameId } = await ca.call({ type: 'createGame', ruleset: 'toy-race', options: {}, seats: [{ ...bot('Bea'), colour: 2 }, { ...bot('Rob'), colour: 3 }] });
    await a.whenIdle(gameId);
    expect(a.store.getGame(gameId)!.status).toBe('finished');
    const b = new HostClient(await startServices());
    const imported = await b.call({ type: 'importGame', text: a.exportGame(gameId).text });
    const { game } = await b.call({ type: 'openGame', gameId: imported.gameId });
    expect(game.seats.map((x) => x.colour)).toEqual([2, 3]);
  });
});
