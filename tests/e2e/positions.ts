/**
 * Stored positions: a test about a late situation starts there instead of
 * playing up to it through the UI. A pinned game — a ruleset, options and a
 * seed, played out by random legal moves (deterministic: the conformance
 * suite's golden games pin the engine) — is cut at a ply, written as a game
 * file (docs/saves.md) with the seats the test wants, imported into the host
 * (`importGame`, verified there like any file) and opened at #/game/<id>.
 *
 * A ruleset change that alters the pinned game moves the situations with it:
 * the tests find their ply with `firstPly`, by what must be decided there,
 * never by a fixed number.
 */
import type { Page } from '@playwright/test';
import { randomPlayout } from '../../src-shared/ai/playout';
import { getGame, type GameId } from '../../src-shared/games/index';
import { replay, type GameRecord } from '../../src-shared/kernel/record';
import type { SeatSpec } from '../../src-shared/contract/messages';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, saveDigest, type SaveFile } from '../../src-main/services/saves';
import { hostCall, hostUrl } from './page-support';

export interface PinnedGame {
  game: GameId;
  /** Every option spelled out (players included), so a changed default does not change the game. */
  options: Record<string, unknown> & { players: number };
  seed: string;
}

/** The pinned games of the end-to-end tests. */
export const PINNED = {
  /** Henn's Shogun, 4 players, sun side, beginners' setup. */
  henn4: { game: 'henn-shogun', options: { players: 4, side: 'sun', setup: 'fixed' }, seed: 'e2e-position-1' },
  /** Henn's Shogun, 4 players, moon side, start provinces drafted. */
  hennMoonDraft: { game: 'henn-shogun', options: { players: 4, side: 'moon', setup: 'draft' }, seed: 'e2e-position-draft' },
} as const satisfies Record<string, PinnedGame>;

const records = new Map<PinnedGame, GameRecord>();

/** The whole pinned game (played once per worker, then cached). */
export function pinnedRecord(pinned: PinnedGame): GameRecord {
  let record = records.get(pinned);
  if (!record) {
    const { ruleset } = getGame(pinned.game)!;
    const { moves } = randomPlayout(ruleset, pinned.options, pinned.seed, { record: true });
    record = { ruleset: ruleset.id, rulesetVersion: ruleset.version, options: pinned.options, seed: pinned.seed, moves };
    records.set(pinned, record);
  }
  return record;
}

/** What a position offers to `firstPly`'s test: the state (the game's own type) and who must decide what. */
export interface PositionInfo {
  ply: number;
  state: unknown;
  pending: { seat: number; kind: string }[];
}

/** The first ply (from `after` on) whose position passes `test`; throws when the pinned game has none. */
export function firstPly(pinned: PinnedGame, test: (p: PositionInfo) => boolean, after = 0): number {
  const { ruleset } = getGame(pinned.game)!;
  let found = -1;
  replay(ruleset, pinnedRecord(pinned), ({ ply, state }) => {
    if (found < 0 && ply >= after && test({ ply, state, pending: ruleset.pending(state) })) found = ply;
  });
  if (found < 0) throw new Error(`the pinned game ${pinned.game}/${pinned.seed} has no such position`);
  return found;
}

/** The game file of the pinned game cut at `ply`, with these seats (bots need their level in `bot`). */
export function gameFileAt(pinned: PinnedGame, ply: number, seats: SeatSpec[], campaignName?: string): string {
  const { ruleset } = getGame(pinned.game)!;
  const whole = pinnedRecord(pinned);
  if (ply > whole.moves.length) throw new Error(`the pinned game ends at ply ${whole.moves.length}, not ${ply}`);
  if (seats.length !== pinned.options.players) throw new Error(`${seats.length} seats for ${pinned.options.players} players`);
  const record = { ...whole, moves: whole.moves.slice(0, ply) };
  const { state, checkpoints } = replay(ruleset, record);
  const result = ruleset.result(state);
  const body: Omit<SaveFile, 'digest'> = {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    exportedAt: new Date().toISOString(),
    ruleset: { id: ruleset.id, version: ruleset.version },
    options: pinned.options,
    seed: pinned.seed,
    seats: seats.map((s, seat) => ({ seat, ...s })),
    status: result ? 'finished' : 'active',
    moves: record.moves,
    checkpoints,
    result,
    campaign: campaignName ? { name: campaignName } : null,
  };
  return JSON.stringify({ ...body, digest: saveDigest(body) });
}

/** Store the position in the host (this worker's, or the one at `url`) as a new game; returns its id. */
export async function importPosition(pinned: PinnedGame, ply: number, seats: SeatSpec[], url = hostUrl()): Promise<string> {
  const { gameId } = await hostCall<{ gameId: string }>({ type: 'importGame', text: gameFileAt(pinned, ply, seats) }, url);
  return gameId;
}

/** Store the position and open its game in the page (the page claims the human seats, bots go on); returns the game id. */
export async function openPosition(page: Page, pinned: PinnedGame, ply: number, seats: SeatSpec[], url = hostUrl()): Promise<string> {
  const gameId = await importPosition(pinned, ply, seats, url);
  await page.goto(`${url}#/game/${gameId}`);
  return gameId;
}
