/**
 * Gekokujō's telling (kit/table/telling.ts): one line per event for the live
 * feed, the log and replays, and how long the feed dwells on each event.
 */
import type { DieRoll, GekokujoEvent } from '@shared/games/gekokujo/public';
import type { Translate } from '../renderer-game';
import { provinceName } from './gek-view';
import { eventBeats, told } from '../../kit/table/beat-table';
import { asEvent as readEvent, type GameTelling } from '../../kit/table/telling';
import { lineOf, type LineTable } from '../../kit/table/line-table';
import { battle, holdings } from './recap';

type Name = (seat: number) => string;

export const asEvent = readEvent<GekokujoEvent>;

const list = (provinces: readonly number[]): string => [...new Set(provinces)].map(provinceName).join(', ');

/** A unit type's name for `n` of them ("1 Archer", "2 Archers"); a name the same for one and many (Daimyō, Bushi, Ronin) has no `unitOne`. */
export function unitWord(unit: string, n: number, t: Translate): string {
  const one = n === 1 ? t(`gekokujo.unitOne.${unit}`) : null;
  return one !== null && one !== `gekokujo.unitOne.${unit}` ? one : t(`gekokujo.unit.${unit}`);
}

/** Units in words ("1 Daimyō, 3 Bushi"); the feed and the plan arrows say them alike. */
export function unitsText(d: number, b: number, r: number, t: Translate, kinds?: readonly number[]): string {
  const parts: string[] = [];
  if (d) parts.push(`${d} ${unitWord('daimyo', d, t)}`);
  if (kinds) {
    const names = ['spear', 'sword', 'archer', 'banner', 'arquebus'];
    kinds.forEach((n, i) => n && parts.push(`${n} ${unitWord(names[i]!, n, t)}`));
  } else if (b) parts.push(`${b} ${unitWord('bushi', b, t)}`);
  if (r) parts.push(`${r} ${unitWord('ronin', r, t)}`);
  return parts.join(', ') || '0';
}

type Params = Record<string, string | number>;

/** What a line is written with: names, the catalogue, `k` an event's key and `k1` its `.one` form when the count is 1 ("1 hit"). */
interface Words {
  name: Name;
  t: Translate;
  k: (key: string, params?: Params) => string;
  k1: (key: string, n: number, params: Params) => string;
}

/** Each event's line (kit/table/line-table.ts); null or not here: none. */
const LINES: LineTable<GekokujoEvent, Words> = {
  'clan-chosen': (e, { name, t, k }) => k('clan-chosen', { name: name(e.seat), clan: t(`gekokujo.clan.${e.clan}`) }),
  'round-start': (e, { k }) => k('round-start', { round: e.round }),
  income: (e, { name, k1 }) => k1('income', e.provinces, { name: name(e.seat), amount: e.amount, provinces: e.provinces, bonus: e.clanBonus }),
  upkeep: (e, { name, k }) => (e.owed === 0 ? null : k('upkeep', { name: name(e.seat), paid: e.paid, owed: e.owed })),
  'winter-supply': (e, { name, k }) => (e.owed === 0 ? null : k('winter-supply', { name: name(e.seat), paid: e.paid, owed: e.owed })),
  bankrupt: (e, { name, k }) => k('bankrupt', { name: name(e.seat), unpaid: e.unpaid, bushi: e.bushi }),
  disbanded: (e, { name, k }) => k('disbanded', { name: name(e.seat), provinces: list(e.provinces) }),
  'turn-order': (e, { name, k }) => k('turn-order', { names: e.order.map(name).join(', ') }),
  'vassal-path': (e, { name, t, k }) => k('vassal-path', { name: name(e.seat), path: t(`gekokujo.path.${e.path}`), deposit: e.path === 'fund' ? k('vassal-path.deposit', { n: e.deposit, fund: e.fund }) : '' }),
  recruited: (e, { name, t, k }) => k('recruited', { name: name(e.seat), count: e.count, unit: unitWord(e.unit ?? 'bushi', e.count, t), province: provinceName(e.province) }),
  'castle-built': (e, { name, k }) => k(e.type, { name: name(e.seat), province: provinceName(e.province) }),
  fortified: (e, { name, k }) => k(e.type, { name: name(e.seat), province: provinceName(e.province) }),
  'castle-lost': (e, { name, k }) => k(e.type, { name: name(e.seat), province: provinceName(e.province) }),
  'ninja-hired': (e, { name, t, k }) => {
    const mission = e.mission ? t(`gekokujo.mission.${e.mission}`) : t('gekokujo.mission.hidden');
    return e.target === null ? k('ninja-hired', { name: name(e.seat), mission }) : k('ninja-hired.target', { name: name(e.seat), mission, province: provinceName(e.target) });
  },
  marched: (e, { name, t, k }) => k('marched', { name: name(e.seat), units: unitsText(e.d, e.b, 0, t, e.kinds), from: provinceName(e.from), to: provinceName(e.path[e.path.length - 1] ?? e.from) }),
  'province-taken': (e, { name, k }) => k('province-taken', { name: name(e.seat), province: provinceName(e.province) }),
  'battle-start': (e, { name, k }) => k('battle-start', { province: provinceName(e.province), sides: e.sides.map(name).join(' – ') }),
  'ronin-hired': (e, { name, k }) => k('ronin-hired', { name: name(e.seat), count: e.count, cost: e.cost, province: provinceName(e.province) }),
  assassination: (e, { name, t, k }) => k('assassination', { name: name(e.seat), victim: name(e.victim), unit: unitWord(e.unit, 1, t), province: provinceName(e.province) }),
  dice: (e, { name, t, k, k1 }) => k('dice', {
    province: provinceName(e.province),
    phase: t(`gekokujo.phase.${e.phase}`),
    hits: e.sides.map((s, i) => k1('dice.hits', e.hits[i] ?? 0, { name: name(s), n: e.hits[i] ?? 0 })).join(', '),
  }),
  'hits-assigned': (e, { name, k }) => k('hits-assigned', { name: name(e.seat), split: e.sides.flatMap((s, i) => (e.hits[i] ? [`${name(s)} ${e.hits[i]}`] : [])).join(', ') }),
  casualties: (e, { name, t, k }) => (e.d + e.b + e.r === 0 ? null : k('casualties', { name: name(e.seat), units: unitsText(e.d, e.b, e.r, t, e.kinds), province: provinceName(e.province) })),
  'battle-end': (e, { name, k }) => k('battle-end', {
    province: provinceName(e.province),
    result: e.controller !== null ? k('battle-end.held', { name: name(e.controller) }) : e.survivors.length === 0 ? k('battle-end.empty') : k('battle-end.shared'),
  }),
  vassal: (e, { name, k }) => k('vassal', { name: name(e.seat), liege: name(e.liege) }),
  halved: (e, { name, k }) => k('halved', { name: name(e.seat), provinces: list(e.giveUp) || '—' }),
  liberated: (e, { name, t, k }) => k('liberated', { name: name(e.seat), path: t(`gekokujo.path.${e.how}`) }),
  eliminated: (e, { name, k }) => k('eliminated', { name: name(e.seat) }),
  glory: (e, { name, k }) => k('glory', { name: name(e.seat), points: e.points, total: e.total }),
  sown: (e, { name, k }) => (e.sow.length ? k('sown', { name: name(e.seat), provinces: e.sow.map((s) => `${provinceName(s.province)} ${s.amount}`).join(', ') }) : null),
  stored: (e, { name, k }) => (e.amount ? k('stored', { name: name(e.seat), amount: e.amount }) : null),
  'store-returned': (e, { name, k }) => (e.amount ? k('store-returned', { name: name(e.seat), amount: e.amount }) : null),
  'harvest-roll': (e, { name, k }) => k('harvest-roll', { name: name(e.seat), value: e.value, multiplier: e.multiplier }),
  harvest: (e, { name, k }) => k('harvest', { name: name(e.seat), gained: e.gained, province: provinceName(e.province) }),
  'harvest-lost': (e, { name, k }) => k('harvest-lost', { name: name(e.seat), province: provinceName(e.province) }),
  raid: (e, { name, k }) => k('raid', { name: name(e.seat), amount: e.amount, from: name(e.from), province: provinceName(e.province) }),
  spoilage: (e, { name, k }) => (e.lost ? k('spoilage', { name: name(e.seat), lost: e.lost }) : null),
  'pact-offered': (e, { name, k }) => k('pact-offered', { name: name(e.seat), to: name(e.to) }),
  'pact-answered': (e, { name, k }) => k(e.accept ? 'pact-answered.yes' : 'pact-answered.no', { name: name(e.seat), from: name(e.from) }),
  'pact-broken': (e, { name, k }) => k('pact-broken', { name: name(e.seat), ally: name(e.ally) }),
  'pact-expired': (e, { name, k }) => k('pact-expired', { a: name(e.a), b: name(e.b) }),
  'game-over': (e, { name, t, k }) => k('game-over', { names: e.winners.map(name).join(', '), reason: t(`gekokujo.reason.${e.reason}`) }),
};

export function describeEvent(raw: unknown, name: Name, t: Translate): string | null {
  const k = (key: string, params: Params = {}): string => t(`gekokujo.event.${key}`, params);
  const k1 = (key: string, n: number, params: Params): string => k(n === 1 ? `${key}.one` : key, params);
  return lineOf(LINES, asEvent(raw), { name, t, k, k1 });
}

/** The seats an event concerns (its actor, the sides of a battle, the other party of a pact or a raid). */
function eventSeats(e: GekokujoEvent): number[] {
  const r = e as unknown as Record<string, unknown>;
  // A march's 'from' is a province; everywhere else these keys name seats.
  const keys = ['seat', 'attacker', 'victim', 'liege', 'to', 'ally', 'controller', 'a', 'b', ...(e.type === 'marched' ? [] : ['from'])];
  const seats = keys.flatMap((k) => (typeof r[k] === 'number' ? [r[k] as number] : []));
  for (const k of ['sides', 'survivors']) if (Array.isArray(r[k])) seats.push(...(r[k] as number[]));
  return seats;
}

/**
 * What each event is to the story and how long it deserves in full (the
 * store tells it by the "Bots' turns" setting, stores/story-pace.ts); a
 * battle's dice play on the tray, which holds the feed while they roll.
 */
export const eventTelling = eventBeats<GekokujoEvent>({
  seats: eventSeats,
  // Nothing owed: the feed has no line for it (describeEvent), so it holds nothing either.
  special: (e, seats) => ((e.type === 'upkeep' || e.type === 'winter-supply') && e.owed === 0 ? told('bookkeeping', 'none', seats) : null),
  rows: [
    ['headline', 'long', ['round-start', 'game-over']],
    ['headline', 'glance', ['turn-order']],
    ['action', 'long', ['battle-start']],
    ['battle', 'long', ['battle-end']],
    ['action', 'glance', ['upkeep', 'winter-supply', 'income', 'stored', 'store-returned']],
    ['dice', 'glance', ['hits-assigned', 'casualties']],
    ['dice', 'quick', ['dice']],
  ],
  otherwise: ['action', 'normal'],
});

/** The seats a battle event concerns (a battle of a human's is worth watching). */
export function diceEvent(raw: unknown): (GekokujoEvent & { type: 'dice' }) | null {
  const e = asEvent(raw);
  return e && e.type === 'dice' ? e : null;
}

export type { DieRoll };

/** The kit's reading of Gekokujō's events: the feed's line and the beat. */
export const telling: GameTelling = {
  line: (event, ctx) => describeEvent(event, ctx.name, ctx.t),
  beat: (event) => eventTelling(event),
  holdings,
  battle,
};
