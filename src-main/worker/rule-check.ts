/**
 * In the engine worker: frames of a whole stored game (backfill), and the
 * check whether a game recorded under other rules goes on under this build's:
 * every move still legal (as the rules read it) and every ply showing the same
 * all-seeing view as its stored frame. Without frames (a game from before they
 * were kept) the full-state checkpoints must match instead.
 */
import { canonicalJson } from '../../src-shared/kernel/hash';
import { checkMove } from '../../src-shared/kernel/move-schema';
import { CheckpointTracker, type Checkpoint, type GameRecord } from '../../src-shared/kernel/record';
import type { AnyRuleset, GameEvent } from '../../src-shared/kernel/ruleset';
import { ReplaySeeker } from '../../src-shared/kernel/seek';
import { decodeFrames, encodeFrame, frameText, type Frame } from './frames';
import type { RulesCheck, StoredFrame } from './protocol';

/** The frame of a state (after a move with these events). */
export function frameOf(ruleset: AnyRuleset, state: unknown, events: GameEvent[]): Frame {
  return { view: ruleset.view(state, null), events, pending: ruleset.pending(state), result: ruleset.result(state) };
}

/** Every ply's frame of a record (ply 0 first), compressed as stored. */
export function allFrames(ruleset: AnyRuleset, record: GameRecord): StoredFrame[] {
  const seeker = new ReplaySeeker(ruleset, record);
  const out: StoredFrame[] = [];
  let previous: string | null = null;
  for (let ply = 0; ply <= seeker.length; ply++) {
    const f = seeker.frame(ply);
    const text = frameText(frameOf(ruleset, f.state, f.last?.events ?? []));
    out.push({ ply, data: encodeFrame(ply, text, previous) });
    previous = text;
  }
  return out;
}

export function rulesCheck(ruleset: AnyRuleset, record: GameRecord, frames: readonly StoredFrame[], stored: readonly Checkpoint[]): RulesCheck {
  const options = ruleset.parseOptions(record.options);
  if (!options.ok) return { ok: false, ply: 0, seat: null, why: 'options', reason: options.error.message };
  const usable = frames.length === record.moves.length + 1 && frames.every((f, i) => f.ply === i);
  const views = usable ? decodeFrames(frames).map((t) => canonicalJson((JSON.parse(t) as Frame).view)) : null;
  let state = ruleset.setup(options.value, record.seed);
  const tracker = new CheckpointTracker(ruleset, state);
  const same = (ply: number): boolean => views === null || canonicalJson(ruleset.view(state, null)) === views[ply];
  if (!same(0)) return { ok: false, ply: 0, seat: null, why: 'differs', reason: 'the starting position is set up differently' };
  for (const [i, m] of record.moves.entries()) {
    const checked = checkMove(ruleset, state, m.seat, m.move);
    if (!checked.ok) return { ok: false, ply: i + 1, seat: m.seat, why: 'illegal', reason: checked.error.message };
    state = ruleset.apply(state, m.seat, checked.value.move).state;
    tracker.observe(i + 1, state);
    if (!same(i + 1)) return { ok: false, ply: i + 1, seat: m.seat, why: 'differs', reason: 'the board would not be the same' };
  }
  if (views === null) {
    // No frames to compare views with: only an identical replay (same full-state checkpoints) may go on.
    const byPly = new Map(tracker.checkpoints.map((c) => [c.ply, c.hash]));
    const bad = stored.find((c) => byPly.get(c.ply) !== c.hash);
    if (bad || stored.length === 0) return { ok: false, ply: bad?.ply ?? 0, seat: null, why: 'differs', reason: 'the board would not be the same' };
  }
  return { ok: true, checkpoints: tracker.checkpoints };
}
