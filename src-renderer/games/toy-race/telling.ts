/**
 * Toy Race's telling (kit/table/telling.ts): each event's line in the feed, the log and replays, and its beat.
 * The same two functions every game's telling.ts has; pure (words and names come from the context).
 */
import type { ToyEvent } from '@shared/games/toy-race/public';
import { eventBeats } from '../../kit/table/beat-table';
import { asEvent as readEvent, type GameTelling, type TellingContext } from '../../kit/table/telling';

export const asEvent = readEvent<ToyEvent>;

export function line(raw: unknown, { t, name }: Pick<TellingContext, 't' | 'name'>): string | null {
  const e = asEvent(raw);
  if (!e) return null;
  switch (e.type) {
    // Only its bidder sees this one (visibleTo): the amount is theirs.
    case 'bid-placed':
      return t('toy-race.event.bidPlaced', { name: name(e.seat), n: e.bid });
    // Everyone else sees that a bid is in, not how much; the bidder has the line above.
    case 'bid-in':
      return null;
    case 'dice-rolled':
      return t('toy-race.event.dice', { round: e.round, dice: e.dice.join(', ') });
    case 'revealed':
      return t('toy-race.event.revealed', { bids: e.bids.map((b, seat) => `${name(seat)} ${b}`).join(', ') }) + (e.bonus === null ? '' : ` ${t('toy-race.event.bonus', { name: name(e.bonus) })}`);
    case 'game-over':
      return t('toy-race.event.over', { names: e.winners.map(name).join(', ') });
  }
}

const beat = eventBeats<ToyEvent>({
  // The toy's events name no seats the story needs.
  seats: () => [],
  rows: [
    ['dice', 'quick', ['dice-rolled']],
    // The bids revealed and the runners moved: the moment of the round.
    ['headline', 'linger', ['revealed', 'game-over']],
  ],
  otherwise: ['bookkeeping', 'none'],
});

export const telling: GameTelling = { line: (event, ctx) => line(event, ctx), beat };
