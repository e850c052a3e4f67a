/**
 * A refused move's code and values reach the client (issue 25, typed errors): the engine's RuleError `params` travel
 * in the host's error envelope beside `rule`, and the contract client reads them back, so the renderer can tell the
 * refusal in the player's language without reading the engine's English sentence.
 */
import { describe, expect, it } from 'vitest';
import { parseResponse } from '../../../../src-shared/contract/client';
import { ContractFailure } from '../../../../src-main/services/errors';
import { NewGames } from '../../../../src-main/services/new-games';
import { hennShogun } from '../../../../src-shared/games/henn-shogun/index';
import { provinceName } from '../../../../src-shared/games/henn-shogun/board';
import { PROVINCES } from '../../../../src-shared/games/henn-shogun/data/provinces';
import { partsFixture } from './fixture';
import { human } from '../helpers';

describe('a refusal’s params through the host', () => {
  it('a draft pick of a card that is not open is refused as not-open, naming the province, and the client reads it back', async () => {
    const f = partsFixture();
    const games = new NewGames(f.ctx, f.sessions, new Set(['random']));
    const options = { players: 3, setup: 'draft' };
    const { gameId } = await games.create({ type: 'createGame', ruleset: 'henn-shogun', options, seed: 'params', seats: [human('Ann'), human('Bo'), human('Cy')] });
    const a = f.client();
    await f.sessions.open(a.conn, gameId);
    // The same seed gives the same open cards here: any other province is not open.
    const parsed = hennShogun.parseOptions(options);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const s = hennShogun.setup(parsed.value, 'params');
    const seat = hennShogun.pending(s)[0]!.seat;
    const closed = PROVINCES.map((p) => p.id).find((id) => !s.draft!.open.includes(id))!;
    const refused = await f.sessions.submit(a.conn, gameId, seat, { type: 'draft-pick', card: closed }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ContractFailure);
    const error = (refused as ContractFailure).toContractError();
    const province = provinceName(PROVINCES.findIndex((p) => p.id === closed));
    expect(error).toMatchObject({ code: 'illegal-move', rule: 'not-open', params: { province } });
    const back = parseResponse(JSON.stringify({ id: 7, ok: false, error }));
    expect(back).toEqual({ id: 7, ok: false, error: { code: 'illegal-move', message: error.message, rule: 'not-open', params: { province } } });
  });

  it('a refusal without params has none in the envelope', () => {
    expect(new ContractFailure('illegal-move', 'no', 'bad-move').toContractError()).toEqual({ code: 'illegal-move', message: 'no', rule: 'bad-move' });
  });
});
