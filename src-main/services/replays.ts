/**
 * Replays of stored games: what a replay may show (a seat's view, or every
 * seat's when nobody's secrets are at stake), whether this build reproduces
 * the game (else it is shown from its kept frames, rule-changes.ts), and one
 * ply's frame or the whole move log, computed in the engine worker.
 */
import { hintCounts } from '../store/hint-counts';
import type { ReplayFrame, ReplayInfo, ReplayLog } from '../../src-shared/contract/messages';
import { getRuleset } from '../../src-shared/games/registry';
import type { GameRecord } from '../../src-shared/kernel/record';
import type { Seat } from '../../src-shared/kernel/ruleset';
import type { GameRow } from '../store/store';
import type { Connection, Connections } from './connections';
import { fail } from './errors';
import type { HostContext } from './host-context';
import { readableGame, storedRecord, summary } from './stored-games';

/** How many games' replay checks are remembered (a replay asks again for every frame). */
const REMEMBERED_CHECKS = 32;

/**
 * May every seat's secrets of this game be shown? When it is over (finished or
 * abandoned), when only bots play, or when the host allows it (analysis setting).
 */
export function allSeeing(row: Pick<GameRow, 'status' | 'seats'>, allowAllSeeing: boolean): boolean {
  return row.status === 'finished' || row.status === 'abandoned' || row.seats.every((s) => s.kind === 'bot') || allowAllSeeing;
}

export class Replays {
  /** Why this build cannot reproduce the game as stored (null: it can), worked out in the engine worker once per length. */
  private readonly problems = new Map<string, { stored: string; problem: string | null }>();

  constructor(
    private readonly ctx: HostContext,
    private readonly conns: Connections,
    private readonly allowAllSeeing: boolean,
  ) {}

  async info(gameId: string): Promise<ReplayInfo> {
    const { store, rules } = this.ctx;
    const row = readableGame(store, gameId);
    const problem = await this.problem(row);
    const seeing = allSeeing(row, this.allowAllSeeing);
    const record = seeing ? storedRecord(store, gameId) : null;
    // The seed predicts what is still to come: only a finished game's record carries it.
    if (record && row.status !== 'finished') delete (record as { seed?: string }).seed;
    // This build's rules no longer reproduce it: shown as recorded, from its frames.
    const archived = problem !== null && rules.archived(row);
    return {
      game: summary(row),
      length: row.ply,
      rulesetVersion: row.rulesetVersion,
      currentRulesetVersion: getRuleset(row.ruleset)?.version ?? null,
      replayable: problem === null || archived,
      problem,
      ...(archived ? { archived: { rulesetVersion: row.rulesetVersion } } : {}),
      allSeeing: seeing,
      record,
      // A state hash is a seed oracle while the game runs (see ReplayInfo.checkpoints).
      checkpoints: store.checkpoints(gameId).map((cp) => (row.status === 'finished' ? cp : { ply: cp.ply, round: cp.round })),
      // How many hints each seat took: a count, nothing of what they said.
      hints: hintCounts(store, gameId, row.seats.length),
    };
  }

  async frame(conn: Connection, gameId: string, ply: number, seat: Seat | null): Promise<ReplayFrame> {
    const { row, record, archived } = await this.replayable(conn, gameId, seat);
    if (ply > row.ply) fail('bad-request', `game ${gameId} has ${row.ply} moves; there is no ply ${ply}`);
    if (archived) return this.ctx.rules.frame(row, record.moves, ply, seat);
    return this.ctx.engine.request({ op: 'replayFrame', gameId, record, ply, seat });
  }

  async log(conn: Connection, gameId: string, seat: Seat | null): Promise<ReplayLog> {
    const { row, record, archived } = await this.replayable(conn, gameId, seat);
    if (archived) return { gameId, seat, moves: this.ctx.rules.replayLog(row, record.moves, seat) };
    return { gameId, seat, moves: await this.ctx.engine.request({ op: 'replayLog', gameId, record, seat }) };
  }

  /** A stored game `seat` may see (null = all-seeing) and this build reproduces, or a ContractFailure saying why not. */
  private async replayable(conn: Connection, gameId: string, seat: Seat | null): Promise<{ row: GameRow; record: GameRecord; archived: boolean }> {
    const row = readableGame(this.ctx.store, gameId);
    const seeing = allSeeing(row, this.allowAllSeeing);
    if (seat === null) {
      if (!seeing) fail('hidden', `game ${gameId} is unfinished and has human players: step through it as one of your seats`);
    } else {
      if (!row.seats[seat]) fail('not-your-seat', `game ${gameId} has no seat ${seat}`);
      if (!seeing && !this.conns.holds(conn, gameId, seat)) {
        fail('hidden', `this connection does not hold seat ${seat} of game ${gameId} (open the game first)`);
      }
    }
    const problem = await this.problem(row);
    const archived = problem !== null && this.ctx.rules.archived(row);
    if (problem !== null && !archived) fail('not-replayable', problem);
    return { row, record: storedRecord(this.ctx.store, gameId), archived };
  }

  private async problem(row: GameRow): Promise<string | null> {
    const stored = `${row.ply}@${row.rulesetVersion}`;
    const known = this.problems.get(row.id);
    if (known && known.stored === stored) return known.problem;
    const { problem } = await this.ctx.engine.request({ op: 'replayCheck', record: storedRecord(this.ctx.store, row.id), checkpoints: this.ctx.store.checkpoints(row.id) });
    this.problems.delete(row.id);
    this.problems.set(row.id, { stored, problem });
    if (this.problems.size > REMEMBERED_CHECKS) this.problems.delete(this.problems.keys().next().value!);
    return problem;
  }
}
