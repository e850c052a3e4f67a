/**
 * Free actions through the host (kernel/free-actions.ts): a seat that is not asked may still make the moves its game
 * allows at any time — here Jūni-tsuki's gifts of war cards in another player's month — and bots with a free action
 * open are offered it without the game stalling.
 */
import { describe, expect, it } from 'vitest';
import type { GameUpdatePush } from '../../../src-shared/contract/messages';
import type { JuniView } from '../../../src-shared/games/juni-tsuki/types';
import { HostClient } from '../../../src-main/services/client';
import { ContractFailure } from '../../../src-main/services/errors';
import { bot, human, startServices } from './helpers';

describe('host: free actions', () => {
  it('a seat not asked gives a war card in another player’s month; its view lists the free action; the other seat’s decision stays', async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'juni-tsuki', options: { players: 2, years: 1 }, seed: 'free-gift', seats: [human('Ann'), human('Ben')] });
    const opened = await c.call({ type: 'openGame', gameId });
    const asked = opened.views[0]!.pending[0]!;
    const giver = 1 - asked.seat;
    const mine = opened.views.find((v) => v.seat === giver)!;
    expect(mine.pending.some((d) => d.seat === giver)).toBe(false);
    expect(mine.free).toEqual([{ seat: giver, kind: 'give-card' }]);
    // The asked seat's own view lists none of the giver's free actions.
    expect(opened.views.find((v) => v.seat === asked.seat)!.free).toEqual([]);
    const element = (mine.view as JuniView).hands[giver]!.elements[0]!;
    const res = await c.call({ type: 'submitMove', gameId, seat: giver, move: { type: 'give-card', to: asked.seat, element } });
    expect(res.ply).toBe(1);
    const after = await c.call({ type: 'getView', gameId, seat: asked.seat });
    expect(after.pending).toEqual([asked]);
    expect((after.view as JuniView).hands[asked.seat]!.elements).toContain(element);
    // A move that is no free action stays the asked seat's alone.
    const refused = await c.call({ type: 'submitMove', gameId, seat: giver, move: { type: 'end-turn' } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ContractFailure);
    expect((refused as ContractFailure).code).toBe('illegal-move');
  });

  it('bots with free actions open are offered them and the game goes on to the human’s decision', async () => {
    const s = await startServices();
    const c = new HostClient(s);
    const { gameId } = await c.call({ type: 'createGame', ruleset: 'juni-tsuki', options: { players: 3, years: 1, monthLimit: 2 }, seed: 'free-bots', seats: [bot('A', 'normal'), bot('B', 'normal'), human('Cy')] });
    await c.call({ type: 'openGame', gameId });
    await s.whenIdle(gameId);
    const v = await c.call({ type: 'getView', gameId, seat: 2 });
    expect(v.pending.some((d) => d.seat === 2) || v.result !== null).toBe(true);
    // The bots moved (pushed to the held seat), and no push told of a bot thinking about a free action.
    expect((c.pushes as GameUpdatePush[]).some((p) => p.push === 'gameUpdate')).toBe(true);
    expect((c.pushes as { push: string; kind?: string }[]).some((p) => p.push === 'botThinking' && (p.kind === 'give-card' || p.kind === 'declare-dead'))).toBe(false);
  });
});
