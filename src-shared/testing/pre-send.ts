/**
 * The check a panel runs before sending (issue 22: why a move is refused, said before it is sent) must agree with
 * the engine's validate: along random games (every move from the mover's own view, as the conformance checks play
 * them), each asked seat's drafts — the legal moves of its view and those moves nudged (numbers off by a little,
 * entries dropped or doubled), plus the game's own drafts — are checked both ways: the panel's check on the seat's
 * VIEW says null exactly when validate on the STATE accepts. A check that needed hidden information, or a rule the
 * two code paths read differently, fails here with the ply, the draft and both verdicts.
 */
import { randomMover } from '../ai/playout';
import { Rng } from '../kernel/rng';
import type { AnyRuleset, Seat } from '../kernel/ruleset';

export interface PreSendCheck {
  /** The panel's check: the refusal's code, or null when the draft may be sent. */
  check(view: unknown, seat: Seat, draft: unknown): string | null;
  /** Which drafts to check at this point (default: every move the seat could be asked for). */
  asks?(view: unknown, seat: Seat): boolean;
  /** Drafts of the game's own beside the nudged legal moves (e.g. the panel's typical mistakes). */
  drafts?(view: unknown, seat: Seat, rng: Rng): unknown[];
  /** How many legal moves of the view to nudge per ply (default 4). */
  perPly?: number;
}

export interface PreSendTally {
  accepted: number;
  refused: number;
  /** The refusal codes met (so a test can ask that the interesting ones were reached). */
  codes: Map<string, number>;
}

/** Numbers one step off, or far off; a list with an entry dropped or doubled; the rest kept. */
export function nudge(move: unknown, rng: Rng): unknown {
  const copy = structuredClone(move) as Record<string, unknown>;
  const slots: { holder: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const lists: unknown[][] = [];
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) {
      lists.push(x);
      x.forEach((v, i) => (typeof v === 'number' ? slots.push({ holder: x, key: i }) : walk(v)));
    } else if (x && typeof x === 'object') {
      for (const [k, v] of Object.entries(x)) {
        if (k === 'type') continue;
        if (typeof v === 'number') slots.push({ holder: x as Record<string, unknown>, key: k });
        else walk(v);
      }
    }
  };
  walk(copy);
  const list = lists.length > 0 && rng.int(3) === 0 ? lists[rng.int(lists.length)]! : null;
  if (list && list.length > 0) {
    if (rng.int(2) === 0) list.splice(rng.int(list.length), 1);
    else list.push(structuredClone(list[rng.int(list.length)]));
    return copy;
  }
  if (slots.length === 0) return copy;
  const { holder, key } = slots[rng.int(slots.length)]!;
  const now = (holder as Record<string | number, number>)[key]!;
  const deltas = [-1, 1, 2, -2, 5, 20];
  (holder as Record<string | number, number>)[key] = rng.int(4) === 0 ? 0 : now + deltas[rng.int(deltas.length)]!;
  return copy;
}

/**
 * Walks `games` random games of up to `plies` plies and compares, at every ply, the panel's check on the asked
 * seat's view with validate on the state; throws on the first disagreement. Returns what was met.
 */
export function checkPreSendAgrees(
  ruleset: AnyRuleset,
  options: Record<string, unknown>,
  seeds: readonly string[],
  pre: PreSendCheck,
  plies = 400,
): PreSendTally {
  const tally: PreSendTally = { accepted: 0, refused: 0, codes: new Map() };
  const parsed = ruleset.parseOptions(options);
  if (!parsed.ok) throw new Error(`bad options: ${parsed.error.message}`);
  for (const seed of seeds) {
    let state = ruleset.setup(parsed.value, seed);
    const rng = Rng.seeded(`${seed}:pre-send`);
    for (let ply = 0; ply < plies; ply++) {
      const pending = ruleset.pending(state);
      if (pending.length === 0) break;
      for (const d of pending) {
        const view = ruleset.view(state, d.seat);
        if (pre.asks && !pre.asks(view, d.seat)) continue;
        // Decisions too wide to list (a whole plan) give the random player's moves from the view instead.
        const legal = (ruleset.legalMoves(view, d.seat) as unknown[] | null) ?? Array.from({ length: 3 }, () => ruleset.randomMove(view, rng));
        const drafts: unknown[] = [];
        for (let k = 0; k < (pre.perPly ?? 4) && legal.length > 0; k++) {
          const m = legal[rng.int(legal.length)];
          drafts.push(m, nudge(m, rng));
        }
        drafts.push(...(pre.drafts?.(view, d.seat, rng) ?? []));
        for (const draft of drafts) {
          const said = pre.check(view, d.seat, draft);
          const verdict = ruleset.validate(state, d.seat, draft);
          if ((said === null) !== verdict.ok) {
            throw new Error(
              `${ruleset.id} ${seed} ply ${ply}: seat ${d.seat}'s draft ${JSON.stringify(draft)}: the panel's check says ${said ?? 'ok'}, validate says ${verdict.ok ? 'ok' : verdict.error.code}`,
            );
          }
          if (said === null) tally.accepted++;
          else {
            tally.refused++;
            tally.codes.set(said, (tally.codes.get(said) ?? 0) + 1);
          }
        }
      }
      const seat = randomMover(ruleset, state, pending, rng);
      const move = ruleset.randomMove(ruleset.view(state, seat), rng);
      const checked = ruleset.validate(state, seat, move);
      if (!checked.ok) throw new Error(`${ruleset.id} ply ${ply}: random move refused: ${checked.error.message}`);
      state = ruleset.apply(state, seat, checked.value).state;
    }
  }
  return tally;
}
