/**
 * Milton Bradley's Shogun's events in words (EN/DE through the messages), for
 * the live feed, the log and replays; and how long the feed dwells on each.
 * Colours are named by their seat (in the 2-player game each seat plays two
 * colours: "Anna (2nd colour)").
 */
import type { Translate } from '../renderer-game';
import type { MbShogunEvent, Units } from '@shared/games/mb-shogun/types';
import { UNIT_TYPES } from '@shared/games/mb-shogun/data/constants';
import { provinceName } from './mb-view';
import { BEAT, type Telling } from '../../kit/table/story-pace';

export type MbEvent = MbShogunEvent;

export function asEvent(raw: unknown): MbEvent | null {
  return raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string' ? (raw as MbEvent) : null;
}

/** Names a colour by its seat; `colourSeat` maps colours to seats (identity for 3-5 players). */
export type ColourName = (colour: number) => string;

const UNIT_KEYS: Record<string, string> = {
  bowman: 'mb-shogun.unit.bowman',
  gunner: 'mb-shogun.unit.gunner',
  swordsman: 'mb-shogun.unit.swordsman',
  spearman: 'mb-shogun.unit.spearman',
  daimyo: 'mb-shogun.unit.daimyo',
  ronin: 'mb-shogun.unit.ronin',
  'bonus-spearman': 'mb-shogun.unit.bonus-spearman',
  'bonus-ronin': 'mb-shogun.unit.bonus-ronin',
};
export const unitWord = (unit: string, t: Translate): string => (UNIT_KEYS[unit] ? t(UNIT_KEYS[unit]!) : unit);

/** "2 spearmen, 1 gunner" (counts by type; "—" when none). */
export function unitsWords(u: Readonly<Units>, t: Translate, extra: [string, number][] = []): string {
  const parts = UNIT_TYPES.flatMap((type, i) => (u[i]! > 0 ? [`${u[i]} ${unitWord(type, t)}`] : []));
  for (const [word, n] of extra) if (n > 0) parts.push(`${n} ${word}`);
  return parts.length > 0 ? parts.join(', ') : t('mb-shogun.story.nothing');
}

const P = provinceName;

export function describeEvent(raw: unknown, colour: ColourName, t: Translate): string | null {
  const e = asEvent(raw);
  if (!e) return null;
  switch (e.type) {
    case 'dealt':
      return t('mb-shogun.story.dealt', { n: e.leftover.length });
    case 'split':
    case 'claimed':
      return null;
    case 'swords-drawn':
      return t('mb-shogun.story.setupOrder', { order: e.order.map(colour).join(', ') });
    case 'reinforced':
      return t('mb-shogun.story.reinforced', { name: colour(e.colour), province: P(e.province), n: e.spearmen });
    case 'army-placed':
      return t('mb-shogun.story.armyPlaced', { name: colour(e.colour), n: e.army + 1, province: P(e.province) });
    case 'round-started':
      return t('mb-shogun.story.round', { round: e.round });
    case 'allocated':
      return t('mb-shogun.story.allocated', { name: colour(e.colour) });
    case 'spied':
      return e.target === null ? t('mb-shogun.story.spiedNone', { name: colour(e.colour) }) : t('mb-shogun.story.spied', { name: colour(e.colour), target: colour(e.target) });
    case 'spy-look':
      return t('mb-shogun.story.spyLook', { target: colour(e.target), ...e.alloc });
    case 'allocations-revealed':
      return t('mb-shogun.story.revealed');
    case 'sword-taken':
      return t(e.how === 'chosen' ? 'mb-shogun.story.swordChosen' : 'mb-shogun.story.swordDrawn', { name: colour(e.colour), n: e.sword });
    case 'sword-tie':
      return t('mb-shogun.story.swordTie', { names: e.colours.map(colour).join(', '), order: e.order.map(colour).join(', ') });
    case 'built':
      return t(e.castle === 2 ? 'mb-shogun.story.builtFortress' : 'mb-shogun.story.builtCastle', { name: colour(e.colour), province: P(e.province) });
    case 'build-failed':
      return t('mb-shogun.story.buildFailed', { name: colour(e.colour) });
    case 'levied': {
      const count: Units = [0, 0, 0, 0];
      for (const u of e.units) count[UNIT_TYPES.indexOf(u.unit)]!++;
      return e.units.length === 0 ? t('mb-shogun.story.leviedNone', { name: colour(e.colour) }) : t('mb-shogun.story.levied', { name: colour(e.colour), units: unitsWords(count, t) });
    }
    case 'ronin-hired':
      return t('mb-shogun.story.roninHired', { name: colour(e.colour), n: e.count });
    case 'ronin-placed':
      return e.groups.length === 0 ? null : t('mb-shogun.story.roninPlaced', { name: colour(e.colour), n: e.groups.reduce((a, b) => a + b, 0) });
    case 'ninja-hired':
      return e.colour === null ? t('mb-shogun.story.ninjaNobody', { bids: e.bids.join(' · ') }) : t('mb-shogun.story.ninjaHired', { name: colour(e.colour), bids: e.bids.join(' · ') });
    case 'ninja-returned':
      return t('mb-shogun.story.ninjaReturned', { name: colour(e.colour) });
    case 'assassination':
      return t(e.success ? 'mb-shogun.story.assassinationHit' : 'mb-shogun.story.assassinationMiss', { name: colour(e.colour), target: colour(e.target), n: e.army + 1, roll: e.roll });
    case 'revenge-roll':
      return t(e.success ? 'mb-shogun.story.revengeHit' : 'mb-shogun.story.revengeMiss', { name: colour(e.colour), target: colour(e.against), roll: e.roll });
    case 'assassinated':
      return t('mb-shogun.story.assassinated', { name: colour(e.colour), n: e.army + 1, province: P(e.province) });
    case 'war-started':
      return t('mb-shogun.story.war', { name: colour(e.colour), n: e.sword });
    case 'phase':
      return null;
    case 'army-moved':
      // An army that only sent units off to conquer (Phase D) did not march: the conquests tell it.
      if (e.path.length === 0) return null;
      return t('mb-shogun.story.armyMoved', { name: colour(e.colour), n: e.army + 1, path: e.path.map(P).join(' → ') });
    case 'battles-declared':
      return e.battles.length === 0
        ? t('mb-shogun.story.declaredNone', { name: colour(e.colour) })
        : t('mb-shogun.story.declared', { name: colour(e.colour), battles: e.battles.map((b) => `${P(b.from)} → ${P(b.to)}${b.sea ? ' ⚓' : ''}`).join(', ') });
    case 'ronin-revealed':
      return t('mb-shogun.story.roninRevealed', { name: colour(e.colour), n: e.count, province: P(e.province) });
    case 'battle-started':
      return t(e.sea ? 'mb-shogun.story.battleSea' : 'mb-shogun.story.battle', { name: colour(e.attacker), target: colour(e.defender), from: P(e.from), province: P(e.to) });
    case 'battle-lapsed':
      return t('mb-shogun.story.lapsed', { name: colour(e.colour), province: P(e.to) });
    case 'empty-attacked':
      return t('mb-shogun.story.emptyAttacked', { name: colour(e.colour), province: P(e.to) });
    case 'first-strike':
      return t('mb-shogun.story.firstStrike', { name: colour(e.defender), province: P(e.to) });
    case 'combat-round':
      return null;
    case 'dice':
      return t('mb-shogun.story.dice', { name: colour(e.colour), unit: unitWord(e.unit, t), values: e.values.join(' '), n: e.hits, on: e.hitOn });
    case 'casualties': {
      const lost = unitsWords([e.army[0] + e.force[0], e.army[1] + e.force[1], e.army[2] + e.force[2], e.army[3] + e.force[3]], t, [
        [t('mb-shogun.unit.ronin'), e.armyRonin + e.forceRonin],
        [t('mb-shogun.unit.bonus'), e.bonus],
        [t('mb-shogun.unit.daimyo'), e.daimyo],
      ]);
      return t('mb-shogun.story.casualties', { name: colour(e.colour), units: lost });
    }
    case 'called-off':
      return t('mb-shogun.story.calledOff', { name: colour(e.colour), province: P(e.to) });
    case 'battle-ended':
      return t(`mb-shogun.story.ended.${e.outcome}`, { name: colour(e.attacker), target: colour(e.defender), province: P(e.to) });
    case 'province-lost':
      return t('mb-shogun.story.provinceLost', { name: colour(e.colour), province: P(e.province) });
    case 'conquered':
      return t('mb-shogun.story.conquered', { name: colour(e.colour), province: P(e.province) });
    case 'follow-up':
      return e.attack === null && e.move === null ? null : t('mb-shogun.story.followUp', { name: colour(e.colour), n: e.army + 1 });
    case 'experience':
      return t('mb-shogun.story.experience', { name: colour(e.colour), n: e.army + 1, level: e.level });
    case 'forces-moved':
      return e.moves.length === 0 ? null : t('mb-shogun.story.forcesMoved', { name: colour(e.colour), moves: e.moves.map((m) => `${P(m.from)} → ${P(m.to)}`).join(', ') });
    case 'daimyo-lost':
      return t('mb-shogun.story.daimyoLost', { name: colour(e.colour), n: e.army + 1 });
    case 'eliminated':
      return t('mb-shogun.story.eliminated', { name: colour(e.colour), by: e.by >= 0 ? colour(e.by) : '—' });
    case 'regained':
      return t('mb-shogun.story.regained', { name: colour(e.colour), n: e.army + 1, province: P(e.province) });
    case 'ronin-removed':
      return e.count > 0 ? t('mb-shogun.story.roninRemoved', { n: e.count }) : null;
    case 'successor':
      return t('mb-shogun.story.successor', { name: colour(e.colour), n: e.army + 1 });
    case 'income':
      return t('mb-shogun.story.income', { name: colour(e.colour), n: e.koku, provinces: e.provinces });
    case 'round-ended':
      return t('mb-shogun.story.roundEnded', { round: e.round });
    case 'game-over':
      return t('mb-shogun.story.gameOver', { names: e.winners.map(colour).join(', ') });
    default:
      return null;
  }
}

/**
 * What each event is to the story and how long it deserves in full (the
 * store tells it by the "Bots' turns" setting, kit/table/story-pace.ts).
 * `seatOf` turns a colour into the seat playing it (2 players: two colours each).
 */
export function eventTelling(raw: unknown, seatOf: (colour: number) => number = (c) => c): Telling {
  const e = asEvent(raw);
  const seats = [...eventColours(raw), ...byColours(raw)].map(seatOf);
  if (!e) return { kind: 'bookkeeping', beat: BEAT.none, seats };
  switch (e.type) {
    case 'phase':
    case 'combat-round':
    case 'split':
    case 'claimed':
    case 'allocated':
      return { kind: 'bookkeeping', beat: BEAT.none, seats };
    case 'dice':
      return { kind: 'dice', beat: BEAT.normal, seats };
    case 'casualties':
    case 'first-strike':
      return { kind: 'dice', beat: BEAT.quick, seats };
    case 'reinforced':
    case 'army-placed':
    case 'ronin-placed':
      return { kind: 'action', beat: BEAT.glance, seats };
    case 'battle-ended':
    case 'eliminated':
    case 'daimyo-lost':
    case 'assassinated':
      return { kind: 'battle', beat: BEAT.long, seats };
    case 'round-started':
    case 'round-ended':
      return { kind: 'headline', beat: BEAT.quick, seats: [] };
    case 'allocations-revealed':
    case 'game-over':
      return { kind: 'headline', beat: BEAT.long, seats: [] };
    case 'battle-started':
      return { kind: 'action', beat: BEAT.long, seats };
    default:
      return { kind: 'action', beat: BEAT.quick, seats };
  }
}

/** Colours that did something to the event's colour (an assassin, a revenge's target): they are in the story too. */
function byColours(raw: unknown): number[] {
  const e = asEvent(raw) as Record<string, unknown> | null;
  return e ? ['by', 'against'].flatMap((k) => (typeof e[k] === 'number' ? [e[k] as number] : [])) : [];
}

/** Colours an event is about (for marking the player's own lines). */
export function eventColours(raw: unknown): number[] {
  const e = asEvent(raw) as Record<string, unknown> | null;
  if (!e) return [];
  return ['colour', 'attacker', 'defender', 'target'].flatMap((k) => (typeof e[k] === 'number' ? [e[k] as number] : []));
}
