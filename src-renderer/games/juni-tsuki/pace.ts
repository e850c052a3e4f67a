/**
 * What each of Jūni-tsuki's events is to the story and how long it deserves
 * in full, in beats (stores/story-pace.ts; the store tells it by the
 * "Bots' turns" setting).
 */
import type { JuniEvent } from '@shared/games/juni-tsuki/public';
import { BEAT, type Telling } from '../../stores/story-pace';
import { asEvent } from './story';

/** The seats an event concerns: its actor, the owner of what it hit, the other side of a battle or a gift. */
function eventSeats(e: JuniEvent): number[] {
  const r = e as Record<string, unknown>;
  const seats = ['seat', 'owner', 'by', 'mover', 'leader', 'from', 'to', 'against'].flatMap((k) => (typeof r[k] === 'number' && !isPointKey(e, k) ? [r[k] as number] : []));
  // A battle's sides: seats when it is named, groups (with their owners) in a skirmish; a battle's factors are numbers, not seats.
  if (e.type === 'battle-named') seats.push(e.attacker, e.defender);
  if (e.type === 'skirmish') seats.push(e.attacker.owner, e.defender.owner);
  return seats;
}

/** 'from'/'to' name points (places on the board) in marches and transports, seats in gifts and hostages. */
function isPointKey(e: JuniEvent, key: string): boolean {
  return (key === 'from' || key === 'to') && e.type !== 'card-given' && e.type !== 'hostage';
}

/**
 * A reader of the events as they are told, in order: a battle's factors name
 * no seats, so they belong to the battle named last (one reader per table).
 */
export function eventTeller(): (raw: unknown) => Telling {
  let battleSeats: number[] = [];
  return (raw) => {
    const e = asEvent(raw);
    if (e?.type === 'battle-named') battleSeats = [e.attacker, e.defender];
    return eventTelling(raw, battleSeats);
  };
}

/** One event's telling; `battleSeats`: the sides of the battle named last (for its factors). */
export function eventTelling(raw: unknown, battleSeats: readonly number[] = []): Telling {
  const e = asEvent(raw);
  if (!e) return { kind: 'bookkeeping', beat: BEAT.none, seats: [] };
  const seats = e.type === 'battle-factors' ? [...battleSeats] : eventSeats(e);
  switch (e.type) {
    case 'card-drawn':
    case 'koku-announced':
    case 'card-bought':
      return { kind: 'action', beat: BEAT.glance, seats };
    case 'month':
    case 'shogun':
    case 'game-over':
      return { kind: 'headline', beat: BEAT.normal, seats: [] };
    case 'castle-taken':
    case 'daimyo-killed':
      return { kind: 'battle', beat: BEAT.normal, seats };
    case 'battle-factors':
    case 'skirmish':
      return { kind: 'dice', beat: BEAT.quick, seats };
    case 'battle-named':
    case 'card-played':
    case 'card-answered':
      return { kind: 'action', beat: BEAT.quick, seats };
    default:
      return { kind: 'action', beat: BEAT.glance, seats };
  }
}
