/**
 * Replays of stored games, worked out in the engine worker so the host's main
 * thread never replays a whole game (e.g. a Henn game with the physics tower
 * takes a few hundred milliseconds from scratch). The host checks who may see what
 * and reads the records from the store; this module only computes.
 */
import type { ReplayFrame, ReplayLog } from '../../src-shared/contract/messages';
import { getGame } from '../../src-shared/games/index';
import { getRuleset } from '../../src-shared/games/registry';
import type { Checkpoint, GameRecord } from '../../src-shared/kernel/record';
import type { Decision, GameEvent, Seat } from '../../src-shared/kernel/ruleset';
import { ReplaySeeker, checkReplayable } from '../../src-shared/kernel/seek';

/** Seekers kept (each holds a keyframe every few plies of one game). */
const KEPT = 8;

export class Replays {
  private readonly seekers = new Map<string, ReplaySeeker>();

  /** null when this build reproduces the game exactly, else why not. */
  check(record: GameRecord, checkpoints: readonly Checkpoint[]): { problem: string | null } {
    const check = checkReplayable(getRuleset(record.ruleset), record, checkpoints);
    return { problem: check.ok ? null : check.message };
  }

  frame(gameId: string, record: GameRecord, ply: number, seat: Seat | null): ReplayFrame {
    const seeker = this.seeker(gameId, record);
    const frame = seeker.frame(ply);
    const r = seeker.ruleset;
    const result = r.result(frame.state);
    return {
      gameId,
      ply,
      length: seeker.length,
      seat,
      view: r.view(frame.state, seat),
      last: frame.last && lastSeenBy(frame.last, seat),
      pending: r.pending(frame.state).map((d: Decision) => ({ seat: d.seat, kind: d.kind })),
      result: result && { scores: result.scores, winners: result.winners },
    };
  }

  /**
   * One pass from the start (each frame continues from the one before). The
   * move list needs no animation data: the game's `logEvent` slims its events
   * (the frame of that ply still brings everything).
   */
  log(gameId: string, record: GameRecord, seat: Seat | null): ReplayLog['moves'] {
    const seeker = this.seeker(gameId, record);
    const slim = getGame(record.ruleset)?.logEvent ?? ((e: GameEvent) => e);
    const moves: ReplayLog['moves'] = [];
    for (let ply = 1; ply <= seeker.length; ply++) {
      const last = lastSeenBy(seeker.frame(ply).last!, seat);
      moves.push({ ply, last: { ...last, events: last.events.map(slim) } });
    }
    return moves;
  }

  /** The seeker of this game as long as the record is (a game still going gets a new one per length). */
  private seeker(gameId: string, record: GameRecord): ReplaySeeker {
    const key = `${gameId}:${record.moves.length}`;
    let seeker = this.seekers.get(key);
    if (seeker) {
      this.seekers.delete(key); // most recently used last
    } else {
      const ruleset = getRuleset(record.ruleset);
      if (!ruleset) throw new Error(`unknown ruleset '${record.ruleset}'`);
      seeker = new ReplaySeeker(ruleset, record);
    }
    this.seekers.set(key, seeker);
    if (this.seekers.size > KEPT) this.seekers.delete(this.seekers.keys().next().value!);
    return seeker;
  }
}

/** A move and its events as `seat` saw them (null = all-seeing): another seat's move is its secret, and so are events not shown to this seat. */
function lastSeenBy(last: { seat: Seat; move: unknown; events: GameEvent[] }, seat: Seat | null): { seat: Seat; move?: unknown; events: GameEvent[] } {
  return {
    seat: last.seat,
    ...(seat === null || last.seat === seat ? { move: last.move } : {}),
    events: last.events.filter((e) => seat === null || !e.visibleTo || e.visibleTo.includes(seat)),
  };
}
