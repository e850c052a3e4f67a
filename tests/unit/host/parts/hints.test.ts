/**
 * The hints part on its own (the engine in this thread, no bot driver: the bots
 * never move here), so the position stands still: a seat that has decided is
 * refused a hint until it is asked again, and a finished game refuses it too.
 */
import { describe, expect, it } from 'vitest';
import { Hints } from '../../../../src-main/services/hints';
import { NewGames } from '../../../../src-main/services/new-games';
import { partsFixture, refusal } from './fixture';
import { bot, human } from '../helpers';

describe('hints, the part', () => {
  it('refuses a seat with nothing to decide (it planned; the bots have not), and answers while it must decide', async () => {
    const f = partsFixture();
    const games = new NewGames(f.ctx, f.sessions, new Set(['random']));
    const hints = new Hints(f.ctx, f.sessions, f.conns, { request: f.engine.request, onNotice: () => () => true }, 100);
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'henn-shogun', options: { players: 3 }, seed: 'parts-hint', seats: [human('Ann'), bot('Rob'), bot('Sue')] });
    const { conn } = f.client();
    await f.sessions.open(conn, gameId);
    const hint = await hints.suggest(conn, gameId, 0);
    expect(hint).toMatchObject({ seat: 0, kind: 'plan', hints: [1, 0, 0] });
    // Asked for the view of the seat only, as a bot's turn (never the state).
    expect(f.engine.ops.filter((op) => op === 'botTurn' || op === 'hint')).toEqual(['botTurn', 'hint']);
    await f.sessions.submit(conn, gameId, 0, hint.move);
    expect(await refusal(hints.suggest(conn, gameId, 0))).toBe('not-your-turn');
    // Not counted when refused.
    expect((await hints.suggest(conn, gameId, 0).catch(() => null))?.hints).toBeUndefined();
    expect(f.ctx.store.getSettings(`hints:${gameId}`)).toEqual({ counts: [1, 0, 0] });
    expect(await hints.cancel(conn, gameId, 0)).toEqual({ cancelled: false });
  });
});
