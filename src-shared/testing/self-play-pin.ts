/**
 * Fingerprints of whole games between bots of one level in every seat (e.g.
 * Normal self-play), for tests that pin a bot's decisions: the same seed must
 * give the same plies and the same final state. Engine or heuristic speed-ups
 * (issue 31 part 4: faster rollouts) must leave every decision as it was; a
 * changed fingerprint means a bot now plays differently.
 */
import { GameDidNotEnd, playMatch } from '../ai/match';
import { getBot } from '../games/bot-registry';
import { defaultOptions } from '../games/game-module';
import { getGame } from '../games/index';
import { hashState } from '../kernel/hash';

export interface SelfPlayFingerprint {
  seed: string;
  plies: number;
  /** hashState of the final state (or of the state at the ply cap). */
  hash: string;
}

export async function selfPlayFingerprints(
  gameId: string,
  level: string,
  players: number,
  seeds: readonly string[],
  maxPlies = 100_000,
): Promise<SelfPlayFingerprint[]> {
  const game = getGame(gameId);
  if (!game) throw new Error(`unknown game ${gameId}`);
  const bot = getBot(gameId, level);
  if (!bot) throw new Error(`${gameId} has no bot level ${level}`);
  const options = defaultOptions(game, players);
  const bots = Array.from({ length: players }, () => bot);
  const out: SelfPlayFingerprint[] = [];
  for (const seed of seeds) {
    let plies = maxPlies;
    let final: unknown;
    try {
      const r = await playMatch(game.ruleset, options, seed, bots, 0, { maxPlies });
      plies = r.plies;
      final = r.final;
    } catch (e) {
      if (!(e instanceof GameDidNotEnd)) throw e;
      final = e.final;
    }
    out.push({ seed, plies, hash: hashState(final) });
  }
  return out;
}
