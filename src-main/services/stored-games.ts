/**
 * A stored game as the contract shows it, and reading one that may be damaged:
 * the few helpers every part of the host (sessions, campaigns, files,
 * replays) shares, in one home.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { GameSummary } from '../../src-shared/contract/messages';
import type { GameRecord } from '../../src-shared/kernel/record';
import { GameDamagedError, type GameRow, type Store } from '../store/store';
import { fail } from './errors';

/** A new game ('g') or campaign ('c') id: time-ordered, with random bits so two hosts never collide. */
export function newId(prefix: 'g' | 'c'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

/**
 * The game's short public code: 7 characters of a hash of its id (never of the
 * seed), shown as "XXXX-XXX". Crockford's base 32 (no I, L, O, U).
 */
export function gameCode(gameId: string): string {
  const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = createHash('sha256').update(`tenka-game-code:${gameId}`).digest();
  let out = '';
  for (let i = 0; i < 7; i++) out += ALPHABET[bytes[i]! % 32];
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

export function summary(row: GameRow): GameSummary {
  return {
    gameId: row.id,
    ruleset: row.ruleset,
    code: gameCode(row.id),
    // The seed would predict the rest of the game: only once it is over.
    ...(row.status === 'finished' ? { seed: row.seed } : {}),
    seats: row.seats,
    createdAt: row.createdAt,
    ply: row.ply,
    round: row.round,
    finished: row.status === 'finished',
    result: row.result && { scores: row.result.scores, winners: row.result.winners },
    campaignId: row.campaignId,
    updatedAt: row.updatedAt,
    source: row.source,
    ...(row.damaged ? { damaged: row.damaged } : {}),
    ...(row.status === 'abandoned' ? { abandoned: true as const } : {}),
  };
}

export function damagedMessage(gameId: string, reason: string): string {
  return `game ${gameId} cannot be opened: ${reason.replace(/^the saved game cannot be read: /, 'its saved data is damaged: ')}. Tenka keeps it as it is (nothing was deleted); the other games are not affected`;
}

/** A stored game that can be read, or a ContractFailure: 'unknown-game', or 'damaged' with the reason. */
export function readableGame(store: Store, gameId: string): GameRow {
  const row = store.getGame(gameId);
  if (!row) return fail('unknown-game', `no game '${gameId}'`);
  if (row.damaged) fail('damaged', damagedMessage(gameId, row.damaged.reason));
  return row;
}

/** The stored record; a move that cannot be read is a ContractFailure 'damaged'. */
export function storedRecord(store: Store, gameId: string): GameRecord {
  try {
    return store.record(gameId)!;
  } catch (e) {
    if (e instanceof GameDamagedError) return fail('damaged', damagedMessage(gameId, e.reason));
    throw e;
  }
}
