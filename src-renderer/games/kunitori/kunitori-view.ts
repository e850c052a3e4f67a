/**
 * Reading Kunitori!'s view in the renderer: the shape check, the view every
 * player may see (own hand face down, for the hotseat screen nobody has
 * claimed yet) and how long the feed tells each event.
 */
import type { KunitoriEvent, KunitoriView } from '@shared/games/kunitori/public';
import { BEAT, type Telling } from '../../stores/story-pace';

export function asKunitoriView(raw: unknown): KunitoriView | null {
  const v = raw as Partial<KunitoriView> | null;
  return v && typeof v === 'object' && Array.isArray(v.pool) && Array.isArray(v.players) && typeof v.turn === 'object' ? (v as KunitoriView) : null;
}

export function asEvent(raw: unknown): KunitoriEvent | null {
  return raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string' ? (raw as KunitoriEvent) : null;
}


/** The seats an event concerns: its actor, a battle's two sides, a ninja's victim. */
function eventSeats(e: KunitoriEvent): number[] {
  const r = e as Record<string, unknown>;
  return ['seat', 'attacker', 'defender', 'owner', 'target'].flatMap((k) => (typeof r[k] === 'number' ? [r[k] as number] : []));
}

/**
 * What each event is to the story and how long it deserves in full, in beats
 * (stores/story-pace.ts): battles and buys linger, bookkeeping passes at once.
 */
export function eventTelling(raw: unknown): Telling {
  const e = asEvent(raw);
  if (!e) return { kind: 'bookkeeping', beat: BEAT.none, seats: [] };
  const seats = eventSeats(e);
  switch (e.type) {
    case 'battle':
      return { kind: 'battle', beat: BEAT.long, seats };
    case 'defence':
    case 'reveal':
      return { kind: 'dice', beat: BEAT.normal, seats };
    case 'attack':
    case 'end-triggered':
      return { kind: 'action', beat: BEAT.normal, seats };
    case 'gain':
      // A card bought is gained too: the buy's line says it, the gain has none (story.ts), and holds nothing.
      return e.why === 'buy' ? { kind: 'bookkeeping', beat: BEAT.none, seats } : { kind: 'action', beat: BEAT.quick, seats };
    case 'buy':
    case 'play':
    case 'scrap':
      return { kind: 'action', beat: BEAT.quick, seats };
    case 'treasures':
    case 'turn':
      // Lines that need only noticing: whose turn it is, and the money the hand's treasures make
      // (every turn has both; a quick beat each kept three bots' buying turns at 4–5 s a round).
      return { kind: 'action', beat: BEAT.glance, seats };
    case 'game-over':
      return { kind: 'headline', beat: BEAT.long, seats: [] };
    default:
      return { kind: 'bookkeeping', beat: BEAT.none, seats };
  }
}

/** The public view is the engine's (view.ts): the tables hand it to the table shell. */
export { publicView } from '@shared/games/kunitori/public';
