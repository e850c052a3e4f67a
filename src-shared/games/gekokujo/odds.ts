/**
 * The attacker's chance to win the battles in a province, for the province card ("Attack from Kai: 62% to win",
 * issue 22): computed from what the asking seat's view shows, never from hidden information.
 *
 * How: the engine's own combat (battle.ts: the dice groups with every modifier of §0.1 the board shows, the
 * Specialized Warfare phases, the volley, default casualties) played 10,000 times with an Rng seeded from the
 * forces, so the same battle always shows the same number (±1 percentage point of the exact chance at 95%).
 * Only the stacks' counts in the province are reset between samples; nothing else of the board changes in a battle.
 * A battle is one exchange of dice (per phase with Specialized Warfare): a campaign fights each of its battle
 * provinces once (round.ts startBattle takes the province off the list), and whoever survives shares it until a
 * later march brings a new battle.
 *
 * Assumptions (docs/games/gekokujo.md, "Attack odds"):
 * - no side hires Ronin (what each can pay is its hidden treasury) and no Ninja strikes (a covert mission is hidden);
 * - every side removes its default casualties (battle.ts defaultLosses: Ronin, then Bushi by the engine's order,
 *   the Daimyō last), as a player who does not choose and the bots do;
 * - with three or more sides, each side puts all its hits on its first enemy (the attacker on the first defender,
 *   a defender on the attacker), where the engine lets the player split them;
 * - marching units: every unit in the source province that may still move (movement.ts `movable`) joins the
 *   attacker's units already in the target, and no other march joins the battle;
 * - "to win" = after the battle the attacker is left in the province with no enemy beside it (it holds it alone).
 */
import { Rng } from '../../kernel/rng';
import type { Seat } from '../../kernel/ruleset';
import { allied, size } from './board';
import { applyPhaseLosses, defaultLosses, hitTargets, nextPhase, rollBattle } from './battle';
import { movable } from './movement';
import { ARQUEBUS } from './units';
import type { Battle, GekokujoEvent, GekokujoState, GekokujoView, Stack } from './types';

/** Samples per battle: ±1 percentage point at 95% (1.96·√(0.25/10,000) ≈ 0.98%). */
export const ODDS_SAMPLES = 10_000;

const copyStack = (s: Stack): Stack => (s.k ? { d: s.d, b: s.b, k: s.k.slice() } : { d: s.d, b: s.b });

/** A board to fight on from a seat's view: what the view hides (treasuries, a covert mission) stays unknown. */
function boardFrom(view: GekokujoView): GekokujoState {
  const { seat: _seat, pending: _pending, ...rest } = view;
  const s = JSON.parse(JSON.stringify(rest)) as GekokujoState;
  s.players.forEach((p) => (p.koku ??= 0));
  return s;
}

/**
 * The chance (0..1) that `attacker` is left alone (no enemy beside it) in province `p` after fighting its battle
 * there, on the seat's view; `from`: the units of that province that may still move march in first. Null when there is no
 * battle to fight (no enemy there, or the attacker would have no units).
 */
export function attackWinChance(view: GekokujoView, attacker: Seat, p: number, from: number | null = null, samples = ODDS_SAMPLES): number | null {
  const s = boardFrom(view);
  const row = s.units[p]!;
  if (from !== null && from !== p) {
    const moving = movable(s, attacker, from);
    const here = row[attacker]!;
    here.d += moving.d;
    here.b += moving.b;
    if (here.k && moving.k) here.k = here.k.map((n, i) => n + moving.k![i]!);
  }
  // The battle's casualties copy the province's row on write (clone.ts), so it is read afresh from the board.
  const enemyThere = (): boolean => s.units[p]!.some((st, x) => x !== attacker && size(st) > 0 && !allied(s, attacker, x));
  if (size(row[attacker]!) === 0 || !enemyThere()) return null;
  const start = row.map(copyStack);
  const order = s.order.length > 0 ? s.order : row.map((_, x) => x);
  const i0 = Math.max(0, order.indexOf(attacker));
  const rotated = [attacker, ...[...order.slice(i0), ...order.slice(0, i0)].filter((x) => x !== attacker)];
  const rng = Rng.seeded(`gekokujo-odds:${attacker}:${p}:${JSON.stringify(start)}:${s.pacts ? JSON.stringify(s.pacts) : ''}`);
  const ev: GekokujoEvent[] = [];
  let won = 0;
  for (let n = 0; n < samples; n++) {
    start.forEach((st, x) => ((s.units[p] as Stack[])[x] = copyStack(st)));
    exchange(s, p, rotated.filter((x) => size(s.units[p]![x]!) > 0), rng, ev);
    ev.length = 0;
    if (size(s.units[p]![attacker]!) > 0 && !enemyThere()) won++;
  }
  return won / samples;
}

/** The battle, as round.ts battleStep runs it with nobody hiring Ronin or striking with a Ninja. */
function exchange(s: GekokujoState, p: number, sides: Seat[], rng: Rng, ev: GekokujoEvent[]): void {
  const b: Battle = {
    province: p, sides, ronin: sides.map(() => 0), step: 'assassin', turn: 0, asked: true, hits: [], hitsOn: [], toChoose: [], losses: [],
    phase: 'melee', volley: false, startDaimyo: s.players.map(() => 0), hitsSum: sides.map(() => sides.map(() => 0)),
  };
  s.battle = b;
  b.volley = s.options.technology && (s.units[p]![sides[0]!]!.k?.[ARQUEBUS] ?? 0) > 0;
  b.phase = nextPhase(s, b, 'start') ?? 'melee';
  for (;;) {
    rollBattle(s, rng, ev);
    sides.forEach((_, i) => {
      const targets = hitTargets(s, b, i);
      if (targets.length > 1) b.hitsOn[i]![targets[0]!] = b.hits[i]!;
    });
    b.losses = sides.map((_, j) => defaultLosses(s, b, j));
    applyPhaseLosses(s, ev);
    const next: Battle['phase'] | null = b.phase && b.phase !== 'melee' ? nextPhase(s, b, b.phase) : null;
    if (!next) break;
    b.phase = next;
  }
  s.battle = null;
}
