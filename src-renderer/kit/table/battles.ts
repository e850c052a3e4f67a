/**
 * The battles in a list of events, found by the game's reading of each event
 * (its telling's `battle`, kit/table/telling.ts): where each starts and ends
 * among the events, who fought, who won, and where. The live table pins the
 * human's last battle with it (PinnedBattle.vue) and marks its feed line
 * "show battle"; the end summary counts the battles a loser lost. Pure.
 */
import type { BattleMark } from './telling';

export interface Battle {
  /** Index of its first and last event. */
  from: number;
  to: number;
  seats: number[];
  /** Empty: nobody won (a draw, called off). */
  winners: number[];
  place: string | null;
}

/** Every battle that has ended among `events` (one still being told, opened but not closed, is left out). */
export function findBattles(events: readonly unknown[], mark: (event: unknown) => BattleMark | null): Battle[] {
  const out: Battle[] = [];
  let open: { from: number; last: number; seats: Set<number>; place: string | null; until: 'close' | 'steps'; tally: Map<number, number>; steps: number } | null = null;
  const close = (to: number, winners?: readonly number[]): void => {
    if (!open) return;
    const tally = [...open.tally.entries()].sort((a, b) => b[1] - a[1]);
    // No winner said: the side that won the most of its steps (skirmishes), if one did.
    const byTally = tally.length > 0 && (tally.length === 1 || tally[0]![1] > tally[1]![1]) ? [tally[0]![0]] : [];
    out.push({ from: open.from, to, seats: [...open.seats], winners: [...(winners ?? byTally)], place: open.place });
    open = null;
  };
  events.forEach((raw, i) => {
    const m = mark(raw);
    if (open && open.until === 'steps' && open.steps > 0 && m?.part !== 'step') close(open.last);
    if (!m) return;
    for (const seat of m.seats ?? []) open?.seats.add(seat);
    switch (m.part) {
      case 'whole':
        close(i - 1);
        out.push({ from: i, to: i, seats: [...(m.seats ?? [])], winners: [...(m.winners ?? [])], place: m.place ?? null });
        break;
      case 'open':
        if (open) close(i - 1);
        open = { from: i, last: i, seats: new Set(m.seats ?? []), place: m.place ?? null, until: m.until ?? 'close', tally: new Map(), steps: 0 };
        break;
      case 'step':
        if (!open) return;
        open.last = i;
        open.steps++;
        for (const w of m.winners ?? []) open.tally.set(w, (open.tally.get(w) ?? 0) + 1);
        if (m.place && !open.place) open.place = m.place;
        break;
      case 'close':
        if (!open) return;
        if (m.place && !open.place) open.place = m.place;
        close(i, m.winners);
        break;
    }
  });
  if (open && (open as { until: string; steps: number }).until === 'steps' && (open as { steps: number }).steps > 0 && events.length > 0) {
    // A battle told in one batch ends with the list (its events came together; nothing more of it will come).
    close((open as { last: number }).last);
  }
  return out;
}

/** The last battle a held seat fought among `battles`, or null. */
export function lastBattleOf(battles: readonly Battle[], seats: ReadonlySet<number>): Battle | null {
  for (let i = battles.length - 1; i >= 0; i--) if (battles[i]!.seats.some((s) => seats.has(s))) return battles[i]!;
  return null;
}

/** How a battle went for a seat: won, lost (someone else won), or neither (a draw, or not theirs). */
export function outcomeFor(battle: Battle, seat: number): 'won' | 'lost' | 'drawn' {
  if (battle.winners.includes(seat)) return 'won';
  return battle.winners.length > 0 && battle.seats.includes(seat) ? 'lost' : 'drawn';
}
