/**
 * Finished game files made in-process by seeded random play (as the fuzz
 * plays), for tests of the host's import and saves: much faster than letting
 * bots play through the host.
 */
import { saveDigest } from '../../../src-main/services/saves';
import { playRandomGame } from '../../../src-shared/testing/conformance';
import { replay } from '../../../src-shared/kernel/record';
import { getRuleset } from '../../../src-shared/games/registry';

export function randomGameFile(rulesetId: string, options: Record<string, unknown>, seed: string): { text: string; moves: number } {
  const R = getRuleset(rulesetId)!;
  const played = playRandomGame(R, options, seed);
  const { record } = played;
  const { state, checkpoints } = replay(R, record);
  const players = (record.options as { players: number }).players;
  const body = {
    format: 'tenka-game',
    formatVersion: 1,
    exportedAt: '2026-11-27T08:00:00.000Z',
    ruleset: { id: R.id, version: R.version },
    options: record.options,
    seed,
    seats: Array.from({ length: players }, (_, seat) => ({ seat, kind: 'bot', name: `Bot ${seat + 1}`, bot: 'random' })),
    status: 'finished',
    moves: record.moves,
    checkpoints,
    result: R.result(state),
    campaign: null,
  };
  return { text: JSON.stringify({ ...body, digest: saveDigest(body) }), moves: record.moves.length };
}
