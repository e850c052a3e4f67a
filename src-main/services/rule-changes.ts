/**
 * A rule fix never takes a player's games away (docs/saves.md, "Saves across
 * rule changes"). The host keeps every ply's frame as it is played (what the
 * rules of the time showed: src-main/worker/frames.ts); with them
 *
 * - a game this build's rules no longer reproduce is replayed from its frames
 *   (`archived`), all-seeing, as it was recorded;
 * - an unfinished game recorded under another rules version goes on when all
 *   its moves are still legal and show the same views (the game then takes the
 *   new version); otherwise continuing answers 'rules-changed' with what
 *   changed, and the player may keep it as a replay or start over (`retire`).
 *
 * Games stored before frames were kept, and imports, get theirs computed once
 * while this build's rules still reproduce them (`backfill`).
 */
import type { ReplayFrame, ReplayLog } from '../../src-shared/contract/messages';
import { getGame } from '../../src-shared/games/index';
import { getRuleset } from '../../src-shared/games/registry';
import type { GameRecord, RecordedMove } from '../../src-shared/kernel/record';
import type { GameEvent, Seat } from '../../src-shared/kernel/ruleset';
import { FrameStore } from '../store/frames';
import type { GameRow, Store } from '../store/store';
import type { StoredFrame } from '../worker/protocol';
import type { EngineClient } from '../worker/spawn';
import { ContractFailure } from './errors';

export class RuleChanges {
  readonly frames: FrameStore;

  constructor(
    private readonly store: Store,
    /** Requests only: the host's parts pass the engine worker or, in tests, a fake. */
    private readonly engine: Pick<EngineClient, 'request'>,
    private readonly log: (message: string) => void,
  ) {
    this.frames = new FrameStore(store.db);
  }

  /** Keep a frame as the game goes (a failure costs only the replay after a rule change: logged, never fatal). */
  keep(gameId: string, frame: StoredFrame): void {
    try {
      this.frames.put(gameId, [frame]);
    } catch (e) {
      this.log(`tenka host: frame ${frame.ply} of game ${gameId} was not stored: ${String(e)}`);
    }
  }

  /** Compute and store the frames of a game that has not all of them, while this build's rules still play it. */
  async backfill(row: GameRow, record: GameRecord): Promise<void> {
    if (row.damaged || getRuleset(row.ruleset)?.version !== row.rulesetVersion) return;
    if (this.frames.complete(row.id, row.ply)) return;
    const { frames } = await this.engine.request({ op: 'frames', record });
    this.frames.put(row.id, frames);
  }

  /** Backfill every stored game, one after another, in the background. */
  async backfillAll(): Promise<void> {
    for (const row of this.store.listGames()) {
      try {
        if (row.damaged || this.frames.complete(row.id, row.ply)) continue;
        await this.backfill(row, this.store.record(row.id)!);
      } catch (e) {
        this.log(`tenka host: the frames of game ${row.id} could not be computed: ${String(e)}`);
      }
    }
  }

  /**
   * Before an unfinished game recorded under another rules version is loaded:
   * adopt this build's version when its moves show the same views, or answer
   * 'rules-changed' saying what changed. Returns the row as it now stands.
   */
  async beforeLoad(row: GameRow, record: GameRecord): Promise<GameRow> {
    const ruleset = getRuleset(row.ruleset);
    if (!ruleset || ruleset.version === row.rulesetVersion || row.status !== 'active') return row;
    const check = await this.engine.request({ op: 'rulesCheck', record, frames: this.frames.raw(row.id), checkpoints: this.store.checkpoints(row.id) });
    if (!check.ok) {
      const who = check.seat === null ? '' : ` (${row.seats[check.seat]?.name ?? `seat ${check.seat + 1}`})`;
      const what =
        check.why === 'options'
          ? `its options are no longer valid (${check.reason})`
          : check.why === 'illegal'
            ? `move ${check.ply}${who} is no longer allowed: ${check.reason}`
            : check.ply === 0
              ? check.reason
              : `after move ${check.ply}${who} ${check.reason}`;
      throw new ContractFailure(
        'rules-changed',
        `This game was started under ${ruleset.title} rules version ${row.rulesetVersion}. This version of Tenka plays rules version ${ruleset.version}, and under them ${what}. ` +
          'You can keep the game as a replay of the rules it was played under, or start it over; nothing is deleted.',
        undefined,
        {
          title: ruleset.title,
          played: row.rulesetVersion,
          current: ruleset.version,
          why: check.why,
          ply: check.ply,
          player: check.seat === null ? '' : (row.seats[check.seat]?.name ?? String(check.seat + 1)),
          reason: check.reason,
        },
      );
    }
    this.frames.adoptRulesVersion(row.id, ruleset.version, check.checkpoints);
    this.log(`tenka host: game ${row.id} goes on under ${ruleset.id} rules version ${ruleset.version} (was ${row.rulesetVersion}): every move shows the same`);
    return this.store.getGame(row.id)!;
  }

  /** Can the game be shown from its frames (every ply has one)? */
  archived(row: GameRow): boolean {
    return this.frames.complete(row.id, row.ply);
  }

  /** A position from the frames: all-seeing; the move and events as `seat` saw them. */
  frame(row: GameRow, moves: readonly RecordedMove[], ply: number, seat: Seat | null): ReplayFrame {
    const [f] = this.frames.read(row.id, ply, ply);
    return {
      gameId: row.id,
      ply,
      length: row.ply,
      seat: null,
      view: f!.view,
      last: ply === 0 ? null : seenBy(moves[ply - 1]!, f!.events, seat),
      pending: f!.pending.map((d) => ({ seat: d.seat, kind: d.kind })),
      result: f!.result && { scores: f!.result.scores, winners: f!.result.winners },
    };
  }

  /** The move list from the frames (events slimmed by the game's `logEvent`, as the live move list is). */
  replayLog(row: GameRow, moves: readonly RecordedMove[], seat: Seat | null): ReplayLog['moves'] {
    const slim = getGame(row.ruleset)?.logEvent ?? ((e: GameEvent) => e);
    const frames = this.frames.read(row.id, 1, row.ply);
    return frames.map((f, i) => {
      const last = seenBy(moves[i]!, f.events, seat);
      return { ply: i + 1, last: { ...last, events: last.events.map(slim) } };
    });
  }
}

function seenBy(m: RecordedMove, events: GameEvent[], seat: Seat | null): { seat: Seat; move?: unknown; events: GameEvent[] } {
  return {
    seat: m.seat,
    ...(seat === null || m.seat === seat ? { move: m.move } : {}),
    events: events.filter((e) => seat === null || !e.visibleTo || e.visibleTo.includes(seat)),
  };
}
