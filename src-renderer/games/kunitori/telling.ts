/**
 * Kunitori!'s telling (kit/table/telling.ts): one line per event for the
 * feed, the log and replays ("Takeda buys Silber", "attacks Uesugi 7 : 5,
 * gains Dorf"), and how long the feed tells each.
 */
import type { KunitoriEvent } from '@shared/games/kunitori/public';
import type { Translate } from '../renderer-game';
import { cardName } from './card-words';
import { eventBeats, told } from '../../kit/table/beat-table';
import { asEvent as readEvent, type GameTelling } from '../../kit/table/telling';
import { battle, holdings } from './recap';
import { asSentence, lineOf, type LineTable } from '../../kit/table/line-table';

export const asEvent = readEvent<KunitoriEvent>;

const cards = (ids: readonly number[], t: Translate): string => ids.map((c) => cardName(c, t)).join(', ');

/** What a line is written with: names, the catalogue, a card's name (`c`). */
interface Words {
  name: (seat: number) => string;
  t: Translate;
  c: (id: number) => string;
}

/** Each event's line (kit/table/line-table.ts): every type is here, null for none. */
const LINES: Required<LineTable<KunitoriEvent, Words>> = {
  setup: (e, { name, t }) => t('kunitori.event.setup', { name: name(e.start) }),
  turn: (e, { name, t }) => t('kunitori.event.turn', { name: name(e.seat) }),
  phase: (e, { name, t }) => (e.phase === 'over' ? null : t('kunitori.event.phase', { name: name(e.seat), phase: t(`kunitori.phase.${e.phase}`) })),
  draw: (e, { name, t }) => (e.count === 0 ? null : t(e.reshuffled ? 'kunitori.event.drawShuffled' : 'kunitori.event.draw', { name: name(e.seat), n: e.count })),
  drew: (e, { name, t }) => t('kunitori.event.drew', { name: name(e.seat), cards: cards(e.cards, t) }),
  play: (e, { name, t, c }) => {
    const choice = e.choice ? t(`kunitori.choice.${e.choice}`) : '';
    const key = e.from === 'deployed' ? 'kunitori.event.replay' : 'kunitori.event.play';
    return t(key, { name: name(e.seat), card: c(e.card) }) + (choice ? ` (${choice})` : '');
  },
  treasures: (e, { name, t }) => t('kunitori.event.treasures', { name: name(e.seat), cards: cards(e.cards, t), n: e.money }),
  buy: (e, { name, t, c }) => t('kunitori.event.buy', { name: name(e.seat), card: c(e.card), n: e.cost }),
  gain: (e, { name, t, c }) => (e.why === 'buy' ? null : t(`kunitori.event.gain.${e.why}`, { name: name(e.seat), card: c(e.card) })),
  scrap: (e, { name, t, c }) => asSentence(t('kunitori.move.scrap', { name: name(e.seat), card: c(e.card) })),
  reveal: (e, { name, t }) => t(e.why === 'ninja' ? 'kunitori.event.revealNinja' : 'kunitori.event.revealReinforcement', { name: name(e.seat), cards: cards(e.cards, t) || '—' }),
  'ninja-show': (e, { name, t }) => (e.show ? asSentence(t('kunitori.move.ninjaShow', { name: name(e.seat) })) : t('kunitori.event.ninjaNoShow', { name: name(e.seat) })),
  'ninja-card': (e, { name, t, c }) => t(e.to === 'deck' ? 'kunitori.event.ninjaDeck' : 'kunitori.event.ninjaDiscard', { name: name(e.owner), card: c(e.card), other: name(e.seat) }),
  promote: (e, { name, t, c }) => t('kunitori.event.promote', { name: name(e.seat), card: c(e.general), cards: cards(e.treasures, t) }),
  attack: (e, { name, t, c }) => asSentence(e.target === null ? t('kunitori.move.holdBack', { name: name(e.seat), card: c(e.leader) }) : t('kunitori.move.attack', { name: name(e.seat), card: c(e.leader), target: name(e.target) })),
  lead: (e, { name, t, c }) => t('kunitori.event.lead', { name: name(e.seat), card: c(e.unit), target: name(e.target) }),
  defence: (e, { name, t }) =>
    e.mode === 'ambush'
      ? t('kunitori.event.ambush', { name: name(e.seat), cards: cards(e.cards, t) || '—', n: e.cards.length })
      : e.cards.length
        ? t('kunitori.event.reinforce', { name: name(e.seat), cards: cards(e.cards, t) })
        : t('kunitori.event.reinforceNone', { name: name(e.seat) }),
  battle: (e, { name, t, c }) => {
    const head = t('kunitori.event.battle', { name: name(e.attacker), target: name(e.defender), a: e.attack, d: e.defence });
    if (e.attackerGains !== null) return `${head}, ${t('kunitori.event.battleGains', { card: c(e.attackerGains) })}`;
    if (e.defenderOffer !== null) return `${head}, ${t('kunitori.event.battleOffer', { target: name(e.defender), card: c(e.defenderOffer) })}`;
    return `${head}, ${t('kunitori.event.battleNothing')}`;
  },
  decline: (e, { name, t, c }) => t('kunitori.event.decline', { name: name(e.seat), card: c(e.card) }),
  restack: (e, { name, t }) => t('kunitori.event.restack', { name: name(e.seat), n: e.count }),
  keep: (e, { name, t, c }) => t('kunitori.event.keep', { name: name(e.seat), card: c(e.card) }),
  cleanup: () => null,
  'end-triggered': (e, { name, t, c }) => t('kunitori.event.endTriggered', { name: name(e.seat), card: c(e.pile) }),
  'game-over': (e, { name, t }) => t(e.byTurnLimit ? 'kunitori.event.overLimit' : 'kunitori.event.over', { names: e.winners.map(name).join(' & ') }),
};

export function describeEvent(raw: unknown, name: (seat: number) => string, t: Translate): string | null {
  return lineOf<KunitoriEvent, Words>(LINES, asEvent(raw), { name, t, c: (id) => cardName(id, t) });
}

/** The seats an event concerns: its actor, a battle's two sides, a ninja's victim. */
function eventSeats(e: KunitoriEvent): number[] {
  const r = e as Record<string, unknown>;
  return ['seat', 'attacker', 'defender', 'owner', 'target'].flatMap((k) => (typeof r[k] === 'number' ? [r[k] as number] : []));
}

/**
 * What each event is to the story and how long it deserves in full, in beats
 * (stores/story-pace.ts): battles and buys linger, bookkeeping passes at once.
 * Whose turn it is and the money the hand's treasures make need only noticing
 * (every turn has both; a quick beat each kept three bots' buying turns at 4–5 s a round).
 */
export const eventTelling = eventBeats<KunitoriEvent>({
  seats: eventSeats,
  // A card bought is gained too: the buy's line says it, the gain has none (story.ts), and holds nothing.
  special: (e, seats) => (e.type === 'gain' && e.why === 'buy' ? told('bookkeeping', 'none', seats) : null),
  rows: [
    ['battle', 'long', ['battle']],
    ['dice', 'normal', ['defence', 'reveal']],
    ['action', 'normal', ['attack', 'end-triggered']],
    ['action', 'quick', ['gain', 'buy', 'play', 'scrap']],
    ['action', 'glance', ['treasures', 'turn']],
    ['headline', 'long', ['game-over']],
  ],
  otherwise: ['bookkeeping', 'none'],
});

/** The kit's reading of Kunitori!'s events: the feed's line and the beat. */
export const telling: GameTelling = {
  line: (event, ctx) => describeEvent(event, ctx.name, ctx.t),
  beat: (event) => eventTelling(event),
  holdings,
  battle,
};
