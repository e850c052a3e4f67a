/**
 * Marches read from the events a seat was pushed (Henn's Shogun): a `moved`
 * event names both provinces; an attack's `battle` event names only the
 * target, so its origin is the province card the attacker turned up last
 * (`card-revealed` of a battle or "place 1 army / move" action).
 */
import { asEvent } from '../telling';

/** An army group that went from one province to another (a move or an attack). */
export interface Movement {
  from: string;
  to: string;
  armies: number;
  seat: number;
  /** Stable within a season, so the board animates each march once. */
  key?: string;
  kind?: 'move' | 'attack';
}

const MARCH_ACTIONS = new Set(['battleA', 'battleB', 'army1']);

/**
 * The marches of the current season (since the last `season-started`), oldest
 * first, each with a key that stays the same while the season lasts.
 */
export function movementsFromEvents(events: readonly unknown[]): Movement[] {
  let begin = events.length - 1;
  while (begin > 0 && asEvent(events[begin])?.type !== 'season-started') begin--;
  const start = asEvent(events[begin]);
  const season = begin > 0 && start?.type === 'season-started' ? `s${start.year}-${start.season}` : 's';
  const lastCard = new Map<number, string>();
  // Cards turned up before the season's start do not matter: each march follows its own card.
  const out: Movement[] = [];
  for (const e of events.slice(begin).map((raw) => asEvent(raw))) {
    if (e?.type === 'card-revealed' && typeof e.card === 'string' && MARCH_ACTIONS.has(e.action)) {
      lastCard.set(e.seat, e.card);
    } else if (e?.type === 'moved') {
      out.push({ from: e.from, to: e.to, armies: e.count, seat: e.seat, kind: 'move', key: `${season}:${out.length}` });
    } else if (e?.type === 'battle' && e.kind === 'attack' && typeof e.attacker === 'number') {
      const from = lastCard.get(e.attacker);
      if (!from || from === e.province) continue;
      out.push({ from, to: e.province, armies: e.thrown[e.attacker] ?? 0, seat: e.attacker, kind: 'attack', key: `${season}:${out.length}` });
    }
  }
  return out;
}
