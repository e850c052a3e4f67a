/**
 * What a seat played from another computer may ask (docs/lan.md,
 * src-main/services/remote-access.ts): every request of the contract has a
 * decision, and only these few are allowed. A request added to the contract
 * fails here (and does not compile in remote-access.ts) until someone
 * decides; widening the allowed set means changing the list below on purpose.
 */
import { describe, expect, it } from 'vitest';
import { requestSchema, type Request } from '../../../src-shared/contract/messages';
import { checkRemoteRequest, REMOTE_ACCESS } from '../../../src-main/services/remote-access';
import { ContractFailure } from '../../../src-main/services/errors';
import { sampleRequests } from './remote-requests';

const contractTypes = (): string[] => requestSchema.options.map((o) => (o.shape.type as { value: string }).value).sort();

/** The whole allow-list: a friend's own view and moves, the story its seat was told, and nothing of any other game or seat. */
const ALLOWED = ['getReplayLog', 'getView', 'listRulesets', 'openGame', 'ping', 'remoteSeat', 'submitMove', 'undoStatus'];

function refusal(request: Request, remote = { gameId: 'g1', seat: 1 }): string | null {
  try {
    checkRemoteRequest(remote, request);
    return null;
  } catch (e) {
    if (e instanceof ContractFailure) return e.code;
    throw e;
  }
}

describe('the requests a remote seat may make', () => {
  it('every request of the contract has a decision, and nothing else does', () => {
    expect(Object.keys(REMOTE_ACCESS).sort()).toEqual(contractTypes());
    expect(Object.keys(sampleRequests('g1', 1)).sort()).toEqual(contractTypes());
  });

  it('only its own view, its moves, its story, a ping, the games this build plays and which seat it is are allowed', () => {
    const allowed = Object.entries(REMOTE_ACCESS)
      .filter(([, access]) => access !== 'refused')
      .map(([type]) => type)
      .sort();
    expect(allowed).toEqual(ALLOWED);
  });

  it("each refused request is refused ('hidden'); each allowed one only for its own game and seat", () => {
    for (const [type, request] of Object.entries(sampleRequests('g1', 1))) {
      const code = refusal(request);
      if (ALLOWED.includes(type)) expect(code, type).toBeNull();
      else expect(code, type).toBe('hidden');
    }
    // Another game's id, another seat, or several seats.
    const other = sampleRequests('g2', 0);
    for (const type of ['openGame', 'getView', 'submitMove', 'getReplayLog', 'undoStatus'] as const) {
      expect(refusal(other[type]), type).toBe('not-your-seat');
      expect(refusal(sampleRequests('g1', 0)[type]), `${type} of seat 0`).toBe(type === 'openGame' ? null : 'not-your-seat');
    }
    expect(refusal({ type: 'openGame', gameId: 'g1', seats: [0] })).toBe('not-your-seat');
    expect(refusal({ type: 'openGame', gameId: 'g1', seats: [1, 0] })).toBe('not-your-seat');
    expect(refusal({ type: 'openGame', gameId: 'g1', seats: [1] })).toBeNull();
    // The log of every seat at once (the all-seeing replay) is not its own seat's.
    expect(refusal({ type: 'getReplayLog', gameId: 'g1', seat: null })).toBe('not-your-seat');
  });
});
