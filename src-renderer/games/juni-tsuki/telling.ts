/**
 * Jūni-tsuki's telling (kit/table/telling.ts): one line per event (the
 * table's feed and log, the replay's timeline) and how long each is told.
 * Thousands are written out as the sheet counts them.
 */
import type { JuniEvent } from '@shared/games/juni-tsuki/public';
import type { Translate } from '../renderer-game';
import { castleName, pointName, provinceName } from './juni-view';
import type { Telling } from '../../stores/story-pace';
import { beatTable, BOOKKEEPING } from '../../kit/table/beat-table';
import { asEvent as readEvent, type GameTelling } from '../../kit/table/telling';
import { asSentence, lineOf, type LineTable } from '../../kit/table/line-table';
import { battle, holdings } from './recap';

export const asEvent = readEvent<JuniEvent>;

export function elementName(e: string | null, t: Translate): string {
  return e === null ? t('juni-tsuki.card.none') : t(`juni-tsuki.card.${e}`);
}

/** The cards of a gift in words: "Fire, 2 rings". */
export function giftCards(element: string | undefined, rings: number | undefined, t: Translate): string {
  const parts: string[] = [];
  if (element !== undefined) parts.push(elementName(element, t));
  if (rings !== undefined) parts.push(t('juni-tsuki.card.rings', { n: rings }));
  return parts.join(', ');
}

export function path(provinces: readonly number[]): string {
  return provinces.map(provinceName).join(' → ');
}

/** Thousands as the sheet counts them: 12 → "12,000" (EN) / "12.000" (DE). */
export function thousands(v: number, t: Translate): string {
  return v === 0 ? '0' : t('juni-tsuki.thousands', { n: v });
}

/** What a line is written with: the catalogue, thousands as the sheet writes them (`n`), a seat's name or the ronin's (`who`). */
interface Words {
  t: Translate;
  n: (v: number) => string;
  who: (seat: number) => string;
}

/** Each event's line (kit/table/line-table.ts): every type has one. */
const LINES: Required<LineTable<JuniEvent, Words>> = {
  'start-roll': (e, { t, who }) => t(e.direction === 1 ? 'juni-tsuki.event.startRollCw' : 'juni-tsuki.event.startRollCcw', { name: who(e.start), roll: Math.max(...e.rolls[e.rolls.length - 1]!) }),
  month: (e, { t }) => t('juni-tsuki.event.month', { month: t(`juni-tsuki.month.${e.monthOfYear}`), year: e.year }),
  income: (e, { t, n, who }) => (e.koku > 0 ? t('juni-tsuki.event.income', { name: who(e.seat), koku: n(e.koku), n: e.resources }) : null),
  recruit: (e, { t, n, who }) => t('juni-tsuki.event.recruit', { name: who(e.seat), n: n(e.amount), point: pointName(e.point, t) }),
  ap: (e, { t, who }) => t('juni-tsuki.event.ap', { name: who(e.seat), roll: e.roll }),
  march: (e, { t, n, who }) =>
    e.owner === e.seat
      ? asSentence(t('juni-tsuki.move.march', { name: who(e.seat), n: n(e.count), from: pointName(e.from, t), to: pointName(e.to, t) }))
      : t('juni-tsuki.event.marchAlly', { name: who(e.seat), ally: who(e.owner), n: n(e.count), from: pointName(e.from, t), to: pointName(e.to, t) }),
  consent: (e, { t, who }) => t(e.yes ? 'juni-tsuki.event.consentYes' : 'juni-tsuki.event.consentNo', { name: who(e.seat), mover: who(e.mover) }),
  'battle-named': (e, { t, who }) => t('juni-tsuki.event.battle', { name: who(e.attacker), defender: who(e.defender), point: pointName(e.target, t) }),
  'battle-factors': (e, { t, n }) => {
    const side = (c: readonly number[]): string => t('juni-tsuki.battle.sideCount', { daimyo: c[0]!, samurai: n(c[1]!), groups: c[2]!, factor: c[3]! });
    const both = { att: side(e.attacker), def: side(e.defender) };
    return e.side === null ? t('juni-tsuki.event.factorsEven', both) : t('juni-tsuki.event.factors', { ...both, side: t(`juni-tsuki.battle.side.${e.side}`), bonus: e.bonus });
  },
  skirmish: (e, { t, n, who }) => t(e.winner === 'attacker' ? 'juni-tsuki.event.skirmishAtt' : 'juni-tsuki.event.skirmishDef', {
    att: who(e.attacker.owner),
    def: who(e.defender.owner),
    a: e.attackTotal,
    d: e.defendTotal,
    ar: e.attackRoll,
    dr: e.defendRoll,
    loss: n(e.loss),
  }),
  'battle-off': (e, { t, who }) => t(e.reason === 'nothing' ? 'juni-tsuki.event.offNothing' : e.reason === 'destroyed' ? 'juni-tsuki.event.offDestroyed' : 'juni-tsuki.event.offCalled', { name: who(e.attacker) }),
  'nothing-duel': (e, { t, who }) => t(e.defenderSafe ? 'juni-tsuki.event.duelSafe' : 'juni-tsuki.event.duelLost', { def: who(e.defender), att: who(e.attacker), d: e.defRings, a: e.attRings ?? 0 }),
  'daimyo-killed': (e, { t, who }) => (e.by === null ? t(`juni-tsuki.event.daimyoLost.${e.how}`, { name: who(e.owner) }) : t(`juni-tsuki.event.daimyoKilled.${e.how}`, { name: who(e.owner), by: who(e.by) })),
  'daimyo-gained': (e, { t, who }) => t('juni-tsuki.event.daimyoGained', { name: who(e.owner), province: provinceName(e.province) }),
  'castle-taken': (e, { t, who }) => t(e.from < 0 ? 'juni-tsuki.event.castleTakenNeutral' : 'juni-tsuki.event.castleTaken', { name: who(e.by), from: who(e.from), castle: castleName(e.castle, t) }),
  'province-move': (e, { t, who }) => asSentence(t(e.piece === 'daimyo' ? 'juni-tsuki.move.daimyo' : 'juni-tsuki.move.shadow', { name: who(e.seat), path: path(e.path) })),
  convert: (e, { t, n, who }) => t('juni-tsuki.event.convert', { name: who(e.seat), n: n(e.samurai), point: pointName(e.point, t) }),
  'transport-koku': (e, { t, n, who }) => asSentence(t('juni-tsuki.move.transportKoku', { name: who(e.seat), n: n(e.amount), from: castleName(e.from, t), to: castleName(e.to, t) })),
  'transport-family': (e, { t, who }) => asSentence(t('juni-tsuki.move.transportFamily', { name: who(e.seat), castle: castleName(e.to, t) })),
  hostage: (e, { t, who }) => t(e.accepted ? 'juni-tsuki.event.hostageYes' : 'juni-tsuki.event.hostageNo', { name: who(e.seat), from: who(e.from) }),
  'card-drawn': (e, { t, who }) => t('juni-tsuki.event.cardDrawn', { name: who(e.seat) }),
  'card-bought': (e, { t, who }) => asSentence(t('juni-tsuki.move.buy', { name: who(e.seat) })),
  // Giver and receiver see the cards; the others how many (§8, hands are hidden).
  'card-given': (e, { t, who }) =>
    e.element === undefined && e.rings === undefined
      ? t('juni-tsuki.event.cardsGiven', { name: who(e.from), to: who(e.to), n: e.cards })
      : t('juni-tsuki.event.cardGivenShown', { name: who(e.from), to: who(e.to), cards: giftCards(e.element, e.rings, t) }),
  'battle-joined': (e, { t, n, who }) => t(e.side === 'defender' ? 'juni-tsuki.event.joinedDefence' : 'juni-tsuki.event.joinedAttack', { name: who(e.seat), n: n(e.samurai), point: pointName(e.point, t) }),
  join: (e, { t, who }) => t(e.yes ? 'juni-tsuki.event.joinYes' : 'juni-tsuki.event.joinNo', { name: who(e.seat), leader: who(e.leader) }),
  'card-played': (e, { t, who }) =>
    e.against === null
      ? t('juni-tsuki.event.cardPlayed', { name: who(e.seat), card: elementName(e.element, t), rings: e.rings })
      : t('juni-tsuki.event.cardPlayedAgainst', { name: who(e.seat), card: elementName(e.element, t), rings: e.rings, against: who(e.against) }),
  'card-answered': (e, { t, who }) =>
    e.element === null
      ? asSentence(t('juni-tsuki.move.answerNone', { name: who(e.seat) }))
      : t(e.success ? 'juni-tsuki.event.answerWins' : 'juni-tsuki.event.answerFails', { name: who(e.seat), card: elementName(e.element, t), rings: e.rings }),
  'family-killed': (e, { t, who }) => t('juni-tsuki.event.familyKilled', { name: who(e.owner), by: who(e.by) }),
  earth: (e, { t, n, who }) => {
    if (e.family) return t('juni-tsuki.event.earthFamily', { name: who(e.seat), point: pointName(e.point, t), n: n(e.samurai), koku: n(e.koku), family: e.family });
    return t('juni-tsuki.event.earth', { name: who(e.seat), point: pointName(e.point, t), n: n(e.samurai), koku: n(e.koku) });
  },
  hire: (e, { t, n, who }) => t('juni-tsuki.event.hire', { name: who(e.seat), n: n(e.samurai), point: pointName(e.point, t) }),
  ronin: (e, { t, n, who }) => t('juni-tsuki.event.ronin', { name: who(e.owner), n: n(e.samurai), point: pointName(e.point, t) }),
  'player-out': (e, { t, who }) => t('juni-tsuki.event.out', { name: who(e.seat) }),
  upkeep: (e, { t, n, who }) =>
    e.samuraiLost > 0
      ? t('juni-tsuki.event.upkeepShort', { name: who(e.seat), due: n(e.due), paid: n(e.paid), lost: n(e.samuraiLost) })
      : t('juni-tsuki.event.upkeep', { name: who(e.seat), due: n(e.due) }),
  fate: (e, { t, who }) => t('juni-tsuki.event.fate', { name: who(e.seat), card: t(`juni-tsuki.fate.${e.card}`) }),
  production: (e, { t, n, who }) => t('juni-tsuki.event.production', { name: who(e.seat), n: n(e.koku) }),
  'koku-announced': (e, { t, n, who }) => t('juni-tsuki.event.announced', { totals: e.totals.map((k, s) => `${who(s)} ${n(k)}`).join(', ') }),
  'new-start-player': (e, { t, who }) => t('juni-tsuki.event.startPlayer', { name: who(e.seat) }),
  shogun: (e, { t, who }) => t('juni-tsuki.event.shogun', { name: who(e.seat) }),
  'game-over': (e, { t, who }) => t('juni-tsuki.event.over', { names: e.winners.map(who).join(', ') }),
};

export function describeEvent(raw: unknown, name: (seat: number) => string, t: Translate): string | null {
  return lineOf<JuniEvent, Words>(LINES, asEvent(raw), { t, n: (v) => thousands(v, t), who: (seat) => (seat < 0 ? t('juni-tsuki.ronin') : name(seat)) });
}

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

const beatOf = beatTable<JuniEvent['type']>(
  [
    ['headline', 'normal', ['month', 'shogun', 'game-over']],
    ['battle', 'normal', ['castle-taken', 'daimyo-killed']],
    ['dice', 'quick', ['battle-factors', 'skirmish']],
    ['action', 'quick', ['battle-named', 'card-played', 'card-answered']],
  ],
  ['action', 'glance'],
);

/** One event's telling; `battleSeats`: the sides of the battle named last (for its factors). */
export function eventTelling(raw: unknown, battleSeats: readonly number[] = []): Telling {
  const e = asEvent(raw);
  if (!e) return BOOKKEEPING;
  return beatOf(e.type, e.type === 'battle-factors' ? [...battleSeats] : eventSeats(e));
}

/** The sides of the battle named last among the events told: a battle's factors name no seats, they belong to it. */
function battleSides(told: readonly unknown[]): number[] {
  for (let i = told.length - 1; i >= 0; i--) {
    const e = asEvent(told[i]);
    if (e?.type === 'battle-named') return [e.attacker, e.defender];
  }
  return [];
}

/** The kit's reading of Jūni-tsuki's events: the feed's line and the beat. */
export const telling: GameTelling = {
  line: (event, ctx) => describeEvent(event, ctx.name, ctx.t),
  beat: (event, ctx) => eventTelling(event, battleSides(ctx.told)),
  holdings,
  battle,
};
