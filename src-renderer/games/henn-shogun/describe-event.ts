/** Henn's Shogun events in words, for the log panel. */
import type { HennShogunEvent } from '@shared/games/henn-shogun/types';
import { actionName, cardLabel, eventText, provinceName, SEASONS, specialName } from './henn-view';

type Named = (seat: number) => string;

function side(s: number | 'peasants' | 'neutral', name: Named): string {
  if (s === 'peasants') return 'the peasants';
  if (s === 'neutral') return 'the neutral peasants';
  return name(s);
}

/** One line per event worth telling, or null for bookkeeping events. */
export function describeEvent(raw: unknown, name: Named): string | null {
  if (typeof raw !== 'object' || raw === null || typeof (raw as { type?: unknown }).type !== 'string') return null;
  const e = raw as HennShogunEvent;
  switch (e.type) {
    case 'year-started':
      return `Year ${e.year} begins.`;
    case 'season-started':
      return `${SEASONS[e.season] ?? 'Season'} of year ${e.year}: plan your actions.`;
    case 'draft-taken':
      return `${name(e.seat)} takes ${provinceName(e.province)}${e.fromDeck ? ' from the deck' : ''}.`;
    case 'draft-placed':
      return `${name(e.seat)} places ${e.armies} ${e.armies === 1 ? 'army' : 'armies'} in ${provinceName(e.province)}.`;
    case 'draft-swapped':
      return `${name(e.seat)} swaps the open cards.`;
    case 'draft-ended':
      return `The draft is over; ${e.neutral.length} provinces stay neutral.`;
    case 'planned':
      return `${name(e.seat)} has planned.`;
    case 'event-drawn':
      return `Event: ${eventText(e.event)}`;
    case 'bids-revealed':
      return `Bids: ${e.cards.map((c, seat) => `${name(seat)} ${cardLabel(c)}`).join(', ')}. Choosing order: ${e.order.map(name).join(', ')}.`;
    case 'slot-chosen':
      return `${name(e.seat)} takes place ${e.slot + 1} (${specialName(e.special)}).`;
    case 'action-revealed':
      return `Next action: ${actionName(e.action)}.`;
    case 'card-revealed':
      return `${name(e.seat)} reveals ${cardLabel(e.card)} for ${actionName(e.action)}.`;
    case 'lapsed':
      return `${name(e.seat)}: ${actionName(e.action)} in ${provinceName(e.province)} lapses (${e.reason}).`;
    case 'built':
      return `${name(e.seat)} builds a ${e.building === 'theatre' ? 'nō theatre' : e.building} in ${provinceName(e.province)} for ${e.cost}.`;
    case 'collected':
      return `${name(e.seat)} ${e.kind === 'rice' ? 'claims' : 'levies'} ${e.amount} ${e.kind === 'rice' ? 'rice' : 'coins'} in ${provinceName(e.province)}.`;
    case 'unrest':
      return `Unrest in ${provinceName(e.province)}: ${e.tokens} token${e.tokens === 1 ? '' : 's'}.`;
    case 'armies-placed':
      return `${name(e.seat)} places ${e.count} ${e.count === 1 ? 'army' : 'armies'} in ${provinceName(e.province)}.`;
    case 'moved':
      return `${name(e.seat)} moves ${e.count} from ${provinceName(e.from)} to ${provinceName(e.to)}.`;
    case 'battle': {
      const verdict = e.winner === 'draw' ? 'a draw' : `${side(e.winner === 'attacker' ? e.attacker : e.defender, name)} win${e.winner === 'attacker' && e.attacker === 'peasants' ? '' : 's'}`;
      const what = e.kind === 'revolt' ? 'Revolt' : 'Battle';
      return `${what} in ${provinceName(e.province)}: ${side(e.attacker, name)} ${e.attackerCount} against ${side(e.defender, name)} ${e.defenderCount} — ${verdict}.`;
    }
    case 'province-lost':
      return `${provinceName(e.province)} passes from ${e.from >= 0 ? name(e.from) : 'neutral'} to ${e.to >= 0 ? name(e.to) : 'neutral'}.`;
    case 'winter-rice':
      return e.shortfall > 0
        ? `${name(e.seat)} lacks ${e.shortfall} rice: ${e.revolts.length} revolt${e.revolts.length === 1 ? '' : 's'} (${e.revolts.map(provinceName).join(', ') || 'none'}).`
        : `${name(e.seat)} has rice enough for the winter.`;
    case 'scored':
      return `Scoring of year ${e.year}: ${e.lines.map((l) => `${name(l.seat)} ${l.total}`).join(', ')}.`;
    case 'year-ended':
      return `Year ${e.year} ends.`;
    case 'game-over':
      return `The game is over. Won by ${e.winners.map(name).join(' & ')}.`;
    default:
      return null;
  }
}
