/**
 * Henn's Shogun's telling (kit/table/telling.ts): its events in words (for the
 * feed and the log), in the player's language, and how long each deserves in
 * the playback.
 */
import type { BattleSide, HennShogunEvent } from '@shared/games/henn-shogun/public';
import { labelsOf, type HennLabels } from './labels';
import { provinceName } from './henn-view';
import { eventBeats, told } from '../../kit/table/beat-table';
import { lineOf, type LineTable } from '../../kit/table/line-table';
import { asEvent as readEvent, type GameTelling } from '../../kit/table/telling';
import { battle, holdings } from './recap';

type Named = (seat: number) => string;

/** An event as the engine sends it, or null when `raw` is something else. */
export const asEvent = readEvent<HennShogunEvent>;

function side(s: BattleSide | 'neutral', name: Named, L: HennLabels): string {
  if (s === 'peasants') return L.t('henn-shogun.table.side.peasants');
  if (s === 'neutral') return L.t('henn-shogun.table.side.neutral');
  return name(s);
}

/**
 * The engine tells why an action lapsed in English (actions.ts `lapse`);
 * its few reasons are read back here to tell them in the player's language.
 */
export function lapseReason(reason: string, L: HennLabels): string {
  const building = (word: string): string => (word === 'nō theatre' ? 'theatre' : word);
  let m: RegExpExecArray | null;
  if ((m = /^(.+) already has a (palace|temple|nō theatre)$/.exec(reason))) return L.t(`henn-shogun.table.lapse.hasBuilding.${building(m[2]!)}`, { province: m[1]! });
  if ((m = /^(.+) has no free building site$/.exec(reason))) return L.t('henn-shogun.table.lapse.noSite', { province: m[1]! });
  if ((m = /^no (palace|temple|nō theatre) is left in the supply$/.exec(reason))) return L.t(`henn-shogun.table.lapse.noneLeft.${building(m[1]!)}`);
  if ((m = /^not enough money for a (palace|temple|nō theatre) \((\d+) needed\)$/.exec(reason))) return L.t(`henn-shogun.table.lapse.moneyBuilding.${building(m[1]!)}`, { cost: m[2]! });
  if ((m = /^not enough money to place armies \((\d+) needed\)$/.exec(reason))) return L.t('henn-shogun.table.lapse.moneyArmies', { cost: m[1]! });
  if ((m = /^only (\d+) armies left in supply, (\d+) needed$/.exec(reason))) return L.t('henn-shogun.table.lapse.supply', { have: L.armies(Number(m[1])), need: m[2]! });
  if ((m = /^(.+) has no army to spare or nowhere to go$/.exec(reason))) return L.t('henn-shogun.table.lapse.noMarch', { province: m[1]! });
  return reason;
}

/** Each event's line, by its type (kit/table/line-table.ts); a type not here (bookkeeping) has none. */
const LINES: LineTable<HennShogunEvent, { name: Named; L: HennLabels; t: HennLabels['t'] }> = {
  'year-started': (e, { L, t }) => t('henn-shogun.table.ev.yearStarted', { year: e.year, events: e.events.map((id) => L.eventTitle(id)).join(', ') }),
  'season-started': (e, { L, t }) => t('henn-shogun.table.ev.seasonStarted', { season: L.season(e.season), year: e.year, actions: e.actions.filter((a) => a !== null).map((a) => L.actionShort(a)).join(' → ') }),
  'draft-taken': (e, { name, t }) => t(e.fromDeck ? 'henn-shogun.table.ev.draftTakenDeck' : 'henn-shogun.table.ev.draftTaken', { seat: name(e.seat), province: provinceName(e.province) }),
  'draft-placed': (e, { name, L, t }) => t('henn-shogun.table.ev.draftPlaced', { seat: name(e.seat), armies: L.armies(e.armies), province: provinceName(e.province) }),
  'draft-swapped': (e, { name, t }) => t('henn-shogun.table.ev.draftSwapped', { seat: name(e.seat) }),
  'draft-ended': (e, { t }) => t('henn-shogun.table.ev.draftEnded', { n: e.neutral.length }),
  planned: (e, { name, t }) => t('henn-shogun.table.ev.planned', { seat: name(e.seat) }),
  'event-drawn': (e, { L, t }) => t('henn-shogun.table.ev.eventDrawn', { title: L.eventTitle(e.event), text: L.eventText(e.event) }),
  'bids-revealed': (e, { name, L, t }) => t('henn-shogun.table.ev.bids', { bids: e.cards.map((c, seat) => `${name(seat)} ${L.card(c)}`).join(', '), order: e.order.map(name).join(', ') }),
  'slot-chosen': (e, { name, L, t }) => t('henn-shogun.table.ev.slotChosen', { seat: name(e.seat), place: e.slot + 1, special: L.special(e.special) }),
  'action-revealed': (e, { L, t }) => t('henn-shogun.table.ev.actionRevealed', { n: e.index + 1, action: L.action(e.action) }),
  'card-revealed': (e, { name, L, t }) => (typeof e.card === 'string'
    ? t('henn-shogun.table.ev.cardProvince', { seat: name(e.seat), province: provinceName(e.card), action: L.action(e.action) })
    : t('henn-shogun.table.ev.cardNone', { seat: name(e.seat), card: L.card(e.card), action: L.action(e.action) })),
  // to -1: the province fell neutral and its card goes to the neutral pile.
  'card-passed': (e, { name, t }) => (e.to >= 0
    ? t('henn-shogun.table.ev.cardPassed', { province: provinceName(e.province), from: name(e.from), to: name(e.to) })
    : t('henn-shogun.table.ev.cardPassedNeutral', { province: provinceName(e.province), from: name(e.from) })),
  lapsed: (e, { name, L, t }) => t('henn-shogun.table.ev.lapsed', { seat: name(e.seat), action: L.action(e.action), province: provinceName(e.province), reason: lapseReason(e.reason, L) }),
  built: (e, { name, L, t }) => t(`henn-shogun.table.ev.built.${e.building}`, { seat: name(e.seat), province: provinceName(e.province), cost: L.coins(e.cost) }),
  collected: (e, { name, L, t }) => (e.kind === 'rice'
    ? t('henn-shogun.table.ev.rice', { seat: name(e.seat), rice: L.rice(e.amount), province: provinceName(e.province) })
    : t('henn-shogun.table.ev.tax', { seat: name(e.seat), coins: L.coins(e.amount), province: provinceName(e.province) })),
  unrest: (e, { L }) => L.tn('henn-shogun.table.ev.unrest', e.tokens, { province: provinceName(e.province) }),
  'armies-placed': (e, { name, L, t }) => t('henn-shogun.table.ev.armiesPlaced', { seat: name(e.seat), armies: L.armies(e.count), province: provinceName(e.province), cost: L.coins(e.cost) }),
  moved: (e, { name, L, t }) => t('henn-shogun.table.ev.moved', { seat: name(e.seat), armies: L.armies(e.count), from: provinceName(e.from), to: provinceName(e.to) }),
  battle: (e, { name, L, t }) => {
    const params = {
      province: provinceName(e.province),
      attacker: side(e.attacker, name, L),
      defender: side(e.defender, name, L),
      a: e.attackerCount,
      d: e.defenderCount,
      winner: e.winner === 'draw' ? '' : side(e.winner === 'attacker' ? e.attacker : e.defender, name, L),
    };
    const what = e.kind === 'revolt' ? 'revolt' : 'battle';
    if (e.winner === 'draw') return t(`henn-shogun.table.ev.${what}Draw`, params);
    // "the peasants win", but "Hanako wins".
    const peasantsWon = (e.winner === 'attacker' ? e.attacker : e.defender) === 'peasants';
    return t(peasantsWon ? `henn-shogun.table.ev.${what}PeasantsWon` : `henn-shogun.table.ev.${what}Won`, params);
  },
  // Told right after the battle or revolt that decided it (telling-order.ts): the line says who lost it to whom.
  'province-lost': (e, { name, t }) => {
    if (e.from < 0) return t('henn-shogun.table.ev.provinceTakenNeutral', { province: provinceName(e.province), to: name(e.to) });
    if (e.to < 0) return t('henn-shogun.table.ev.provinceLostNeutral', { province: provinceName(e.province), from: name(e.from) });
    return t('henn-shogun.table.ev.provinceLost', { province: provinceName(e.province), from: name(e.from), to: name(e.to) });
  },
  'winter-rice': (e, { name, L }) => (e.shortfall > 0
    ? L.tn('henn-shogun.table.ev.winterShort', e.revolts.length, { seat: name(e.seat), shortfall: L.rice(e.shortfall), provinces: e.revolts.map(provinceName).join(', ') || '—' })
    : L.tn('henn-shogun.table.ev.winterFed', e.provinces, { seat: name(e.seat) })),
  scored: (e, { name, t }) => t('henn-shogun.table.ev.scored', { year: e.year, lines: e.lines.map((l) => `${name(l.seat)} +${l.total}`).join(', ') }),
  'year-ended': (e, { t }) => t('henn-shogun.table.ev.yearEnded', { year: e.year }),
  'game-over': (e, { name, t }) => t('henn-shogun.table.ev.gameOver', { winners: e.winners.map(name).join(' & ') }),
};

/** One line per event worth telling, or null for bookkeeping events. */
export function describeEvent(raw: unknown, name: Named, L: HennLabels): string | null {
  return lineOf(LINES, asEvent(raw), { name, L, t: L.t });
}

/** The seats an event concerns: its actor, a battle's sides, who lost a province to whom. */
function eventSeats(e: HennShogunEvent): number[] {
  if (e.type === 'battle') return battleSeats(e);
  if (e.type === 'province-lost' || e.type === 'card-passed') return [e.from, e.to];
  const seat = (e as { seat?: unknown }).seat;
  return typeof seat === 'number' ? [seat] : [];
}

/**
 * What each event is to the story and how long it deserves in full, in beats
 * (stores/story-pace.ts; the store tells it by the "Bots' turns" setting).
 * The tower's throw is told with its battle (the tower dialog shows it).
 *
 * One action, one beat (issue 21: "one feed line per action with its change
 * on the board"). A season tells about a hundred lines; a beat for each made
 * a minute of waiting. The lines of one action are told together, and the
 * beat belongs to the line that ends it, so the whole action stands in the
 * feed (its newest line and the ones just before) while the beat runs:
 * - a card turned up has no beat of its own: a province card is followed by
 *   what it did (a tax, a building, armies, a march or battle, a lapse) or by
 *   its owner's march decision; a money card does nothing, and its line goes
 *   with the next (a season has a dozen of them);
 * - the next action card turned up is a glance: the lines of what it does follow;
 * - a tax or rice collected always raises the unrest after it: the unrest line
 *   goes with the collection's beat (it names no seat; the collection does);
 * - a province changing hands is part of its battle: the engine records it
 *   (and the cards that pass with it) before the battle's report, so it is
 *   told with no beat and the battle's beat shows both (telling-order.ts puts
 *   the change right after the battle in the feed);
 * - a seat's plan being ready is a line for the log, not a wait.
 * Decisions (docs/pace.md): the lines of an action are a quick beat (450 ms at
 * 1×), the same for the human's plan carried out as for the bots' (the human
 * chose it and reads it in the feed's list and the log); a battle's result a
 * quick beat (issue 32, round 4: the tower shows it as the line comes, then it
 * is pinned; a winter's revolt too: the winter's summary lists them all), the
 * new season's event card a whole one, the bids a quick one (the seat-order
 * panel shows them); the season, the year and the scoring none (the header
 * and the winter's summary show them as they are told).
 */
export const eventTelling = eventBeats<HennShogunEvent>({
  seats: eventSeats,
  // A winter's revolts are many and its summary shows them all (WinterPanel): a quick line each. A battle between bots
  // or a bot's revolt touches nothing of the human's: in the Summary it is told with the next line that holds the
  // story (no throw is shown; the line stays in the feed's list and the log, the winter's panel lists the revolts), as
  // MB's (issue 32: a glance each was 1.4 s of a season's beats, 1.8 s of a winter's).
  // The human's battle a quick beat, not a whole one (issue 32, round 4): thrown live, its result stands on the tower
  // as the line comes (RESULT_MS, while the story goes on) and stays pinned in the column after it
  // (kit/table/use-pinned-battle.ts), one click from the feed; the beat held the story for what was on screen.
  // When watched (Watch battles), a bots' battle keeps a whole beat.
  special: (e, seats) => (e.type === 'battle' ? told('battle', 'quick', seats, { summary: 'glance', withNext: true }) : null),
  rows: [
    ['bookkeeping', 'none', ['tower-prepared', 'tower-thrown', 'plan-confirmed', 'year-ended']],
    // A money card turned up does nothing: its line goes with the next one's beat.
    ['action', 'none', ['planned', 'unrest', 'card-revealed']],
    // The engine records the change of hands before its battle report: told with no beat of their own, the
    // battle's line comes in the same moment and its beat shows the two together (telling-order.ts puts the
    // change after it in the feed). With a beat of their own they stood alone first: the result before its battle.
    ['battle', 'none', ['province-lost', 'card-passed']],
    ['action', 'glance', ['action-revealed']],
    // Headlines whose news stands in full on screen the moment they are told (issue 32: holds that waited for
    // nothing): the season and its action cards and the year and its event cards are the header's (SeasonStrip, which
    // follows the feed, told-season.ts), and the human's plan comes next; a year's scoring is the winter's summary,
    // shown as the line is told (use-winter.ts); the bids and the seat order are the seat-order panel's, shown with
    // them (SlotPanel), so they are a short line before it. The lines stay in the feed and the log.
    ['headline', 'none', ['season-started', 'scored']],
    ['action', 'none', ['year-started']],
    ['headline', 'quick', ['bids-revealed']],
    // The event card a whole beat (issue 32, round 4: was 1½): its title stays in the header all season and its line
    // in the feed's list under the bids and the seat order that come next, so it is read there too.
    ['headline', 'normal', ['event-drawn']],
    ['headline', 'linger', ['game-over']],
    ['action', 'normal', ['draft-taken', 'draft-placed', 'draft-swapped', 'draft-ended']],
    // A seat's armies fed in the winter: the human's in full; a bot's in the Summary told with the next line that
    // holds the story (the winter's panel lists every seat's).
    ['action', 'normal', ['winter-rice'], { summary: 'glance', withNext: true }],
    // What a seat does with an action card: everyday (a glance unless the player watches everything), and a bot's
    // is told in the Summary together with the next line that holds the story (EVERYDAY below).
    ['action', 'quick', ['armies-placed', 'built', 'lapsed', 'moved', 'collected'], { everyday: true, withNext: true }],
    // Everyday too, but told in turn: the places the bots take are what the human chooses from next.
    ['action', 'quick', ['slot-chosen'], { everyday: true }],
  ],
  // An action's line: a seat chosen and the rest.
  otherwise: ['action', 'quick'],
});

/*
 * EVERYDAY (the flags `everyday` and `withNext`, read by the one pacing rule, stores/story-pace.ts):
 * a bot's everyday action (armies placed, a building, a tax or rice, a march, a lapse, a seat chosen) is a glance
 * instead of a quick beat unless the player watches everything. Decision (docs/pace.md): a Henn season tells forty
 * such lines of the bots; a quick beat each kept the Summary at 15–20 s of beats alone, over the 15 s a season may
 * take (issue 21). The human's own are a glance too (session 9): their plan carried out. In the Summary (session 9)
 * the bots' lines of an action card (not their places in the seat order) have no beat at all and are told with the
 * next line that holds the story (the next card turned up, the human's own line, a battle): they stand in the feed's
 * list beside it, and in the log. A glance each still came to 4–6 s a season.
 */

/** Seats a battle concerns (attacker, defender), for offering the tower to those players. */
export function battleSeats(raw: unknown): number[] {
  const e = asEvent(raw);
  if (!e || e.type !== 'battle') return [];
  return [e.attacker, e.defender].filter((s): s is number => typeof s === 'number');
}

/** The kit's reading of Henn's events: the feed's line and the beat. */
export const telling: GameTelling = {
  line: (event, ctx) => describeEvent(event, ctx.name, labelsOf(ctx.t)),
  beat: (event) => eventTelling(event),
  holdings,
  battle,
};
