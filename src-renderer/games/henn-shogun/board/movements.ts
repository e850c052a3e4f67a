/**
 * Marches read from the events a seat was pushed (Henn's Shogun): a `moved`
 * event names both provinces; an attack's `battle` event names only the
 * target, so its origin is the province card the attacker turned up last
 * (`card-revealed` of a battle or "place 1 army / move" action).
 */

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

interface EventLike {
  type?: unknown;
  [key: string]: unknown;
}

const MARCH_ACTIONS = new Set(['battleA', 'battleB', 'army1']);

/**
 * The marches of the current season (since the last `season-started`), oldest
 * first, each with a key that stays the same while the season lasts.
 */
export function movementsFromEvents(events: readonly unknown[]): Movement[] {
  let begin = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    if (typeOf(events[i]) === 'season-started') {
      begin = i;
      break;
    }
  }
  const season = begin > 0 ? `s${seasonKey(events[begin])}` : 's';
  const lastCard = new Map<number, string>();
  // Cards turned up before the season's start do not matter: each march follows its own card.
  const out: Movement[] = [];
  for (let i = begin; i < events.length; i++) {
    const e = events[i];
    if (!isRecord(e)) continue;
    if (e.type === 'card-revealed' && typeof e.seat === 'number' && typeof e.card === 'string' && MARCH_ACTIONS.has(String(e.action))) {
      lastCard.set(e.seat, e.card);
    } else if (e.type === 'moved' && typeof e.seat === 'number' && typeof e.from === 'string' && typeof e.to === 'string') {
      out.push({ from: e.from, to: e.to, armies: typeof e.count === 'number' ? e.count : 0, seat: e.seat, kind: 'move', key: `${season}:${out.length}` });
    } else if (e.type === 'battle' && e.kind === 'attack' && typeof e.attacker === 'number' && typeof e.province === 'string') {
      const from = lastCard.get(e.attacker);
      if (!from || from === e.province) continue;
      const thrown = Array.isArray(e.thrown) ? e.thrown[e.attacker] : undefined;
      out.push({ from, to: e.province, armies: typeof thrown === 'number' ? thrown : 0, seat: e.attacker, kind: 'attack', key: `${season}:${out.length}` });
    }
  }
  return out;
}

function typeOf(e: unknown): unknown {
  return isRecord(e) ? e.type : undefined;
}

function seasonKey(e: unknown): string {
  return isRecord(e) ? `${String(e.year)}-${String(e.season)}` : '';
}

function isRecord(value: unknown): value is EventLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
