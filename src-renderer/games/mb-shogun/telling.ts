/**
 * Milton Bradley's Shogun's telling (kit/table/telling.ts): its events in
 * words (EN/DE through the messages), for the live feed, the log and replays;
 * and how long the feed dwells on each.
 * Colours are named by their seat (in the 2-player game each seat plays two
 * colours: "Anna (2nd colour)").
 */
import type { Translate } from '../renderer-game';
import type { MbShogunEvent, RollKind, Units } from '@shared/games/mb-shogun/public';
import { HOLES_PER_LEVEL, MAX_HOLE, UNIT_TYPES, WIN_PROVINCES, WIN_PROVINCES_TWO_PLAYER } from '@shared/games/mb-shogun/public';
import { asMbView, provinceName } from './mb-view';
import type { Telling } from '../../stores/story-pace';
import { beatTable, told } from '../../kit/table/beat-table';
import { asEvent as readEvent, type GameTelling, type TellingContext } from '../../kit/table/telling';
import { lineOf, type LineTable } from '../../kit/table/line-table';
import { colourNamer } from './use-mb-colours';
import { battle, holdings } from './recap';

export type MbEvent = MbShogunEvent;

export const asEvent = readEvent<MbEvent>;

/** Names a colour by its seat; `colourSeat` maps colours to seats (identity for 3-5 players). */
export type ColourName = (colour: number) => string;

/** What rolls a die, in words: every kind the engine rolls for (RollKind) has its name in the catalogue. */
export const unitWord = (unit: RollKind, t: Translate): string => t(`mb-shogun.unit.${unit}`);

/** `tn(key, n)`: `key.one` or `key.other` by n, n filled in — the catalogue does the plural (describers get only `t`). */
export const plural =
  (t: Translate) =>
  (key: string, n: number, params?: Record<string, string | number>): string =>
    t(`${key}.${n === 1 ? 'one' : 'other'}`, { n, ...params });

/** Things counted in casualties and levies besides the four regular kinds. */
export type CountedExtra = 'ronin' | 'bonus' | 'daimyo';

/** "2 spearmen, 1 gunner" (counts by type, each in the singular or plural; "nothing" when none). */
export function unitsWords(u: Readonly<Units>, t: Translate, extra: [CountedExtra, number][] = []): string {
  const tn = plural(t);
  const parts = UNIT_TYPES.flatMap((type, i) => (u[i]! > 0 ? [tn(`mb-shogun.story.count.${type}`, u[i]!)] : []));
  for (const [kind, n] of extra) if (n > 0) parts.push(tn(`mb-shogun.story.count.${kind}`, n));
  return parts.length > 0 ? parts.join(', ') : t('mb-shogun.story.nothing');
}

/** Experience as the army card shows it: a new level, the top level, or how many more successes the next level needs. */
function experienceWords(e: Extract<MbEvent, { type: 'experience' }>, name: string, t: Translate): string {
  const params = { name, n: e.army + 1, level: e.level };
  if (e.hole >= MAX_HOLE) return t('mb-shogun.story.experience.top', params);
  const intoLevel = e.hole % HOLES_PER_LEVEL;
  if (intoLevel === 0) return t('mb-shogun.story.experience.up', params);
  return t('mb-shogun.story.experience.toward', { ...params, next: e.level + 1, left: HOLES_PER_LEVEL - intoLevel });
}

const P = provinceName;

/** What a line is written with: the catalogue, its plurals, colours by their seats. */
interface Words {
  t: Translate;
  tn: ReturnType<typeof plural>;
  colour: ColourName;
}

/** An event's line, by its type (null: no line of its own); a type not here has none. */
const LINES: LineTable<MbEvent, Words> = {
  dealt: (e, { t }) => t('mb-shogun.story.dealt', { n: e.leftover.length }),
  'swords-drawn': (e, { t, colour }) => t('mb-shogun.story.setupOrder', { order: e.order.map(colour).join(', ') }),
  reinforced: (e, { tn, colour }) => tn('mb-shogun.story.reinforced', e.spearmen, { name: colour(e.colour), province: P(e.province) }),
  'army-placed': (e, { t, colour }) => t('mb-shogun.story.armyPlaced', { name: colour(e.colour), n: e.army + 1, province: P(e.province) }),
  'round-started': (e, { t }) => t('mb-shogun.story.round', { round: e.round }),
  allocated: (e, { t, colour }) => t('mb-shogun.story.allocated', { name: colour(e.colour) }),
  spied: (e, { t, colour }) => (e.target === null ? t('mb-shogun.story.spiedNone', { name: colour(e.colour) }) : t('mb-shogun.story.spied', { name: colour(e.colour), target: colour(e.target) })),
  'spy-look': (e, { t, colour }) => t('mb-shogun.story.spyLook', { target: colour(e.target), ...e.alloc }),
  'allocations-revealed': (_e, { t }) => t('mb-shogun.story.revealed'),
  'sword-taken': (e, { t, colour }) => t(e.how === 'chosen' ? 'mb-shogun.story.swordChosen' : 'mb-shogun.story.swordDrawn', { name: colour(e.colour), n: e.sword }),
  'sword-tie': (e, { t, colour }) => t('mb-shogun.story.swordTie', { names: e.colours.map(colour).join(', '), order: e.order.map(colour).join(', ') }),
  built: (e, { t, colour }) => t(e.castle === 2 ? 'mb-shogun.story.builtFortress' : 'mb-shogun.story.builtCastle', { name: colour(e.colour), province: P(e.province) }),
  'build-failed': (e, { t, colour }) => t('mb-shogun.story.buildFailed', { name: colour(e.colour) }),
  levied: (e, { t, colour }) => {
    const count: Units = [0, 0, 0, 0];
    for (const u of e.units) count[UNIT_TYPES.indexOf(u.unit)]!++;
    return e.units.length === 0 ? t('mb-shogun.story.leviedNone', { name: colour(e.colour) }) : t('mb-shogun.story.levied', { name: colour(e.colour), units: unitsWords(count, t) });
  },
  'ronin-hired': (e, { t, colour }) => t('mb-shogun.story.roninHired', { name: colour(e.colour), n: e.count }),
  'ronin-placed': (e, { t, colour }) => (e.groups.length === 0 ? null : t('mb-shogun.story.roninPlaced', { name: colour(e.colour), n: e.groups.reduce((a, b) => a + b, 0) })),
  'ninja-hired': (e, { t, colour }) =>
    e.colour === null ? t('mb-shogun.story.ninjaNobody', { bids: e.bids.join(' · ') }) : t('mb-shogun.story.ninjaHired', { name: colour(e.colour), bids: e.bids.join(' · ') }),
  // It comes back after a strike and after spying alike: the line says only that it is back in the tray.
  'ninja-returned': (e, { t, colour }) => t('mb-shogun.story.ninjaReturned', { name: colour(e.colour) }),
  assassination: (e, { t, colour }) => t(e.success ? 'mb-shogun.story.assassinationHit' : 'mb-shogun.story.assassinationMiss', { name: colour(e.colour), target: colour(e.target), n: e.army + 1, roll: e.roll }),
  'revenge-roll': (e, { t, colour }) => t(e.success ? 'mb-shogun.story.revengeHit' : 'mb-shogun.story.revengeMiss', { name: colour(e.colour), target: colour(e.against), roll: e.roll }),
  assassinated: (e, { t, colour }) => t('mb-shogun.story.assassinated', { name: colour(e.colour), n: e.army + 1, province: P(e.province) }),
  'war-started': (e, { t, colour }) => t('mb-shogun.story.war', { name: colour(e.colour), n: e.sword }),
  // An army that only sent units off to conquer (Phase D) did not march: the conquests tell it.
  'army-moved': (e, { t, colour }) => (e.path.length === 0 ? null : t('mb-shogun.story.armyMoved', { name: colour(e.colour), n: e.army + 1, path: e.path.map(P).join(' → ') })),
  'battles-declared': (e, { t, colour }) =>
    e.battles.length === 0
      ? t('mb-shogun.story.declaredNone', { name: colour(e.colour) })
      : t('mb-shogun.story.declared', { name: colour(e.colour), battles: e.battles.map((b) => `${P(b.from)} → ${P(b.to)}${b.sea ? ' ⚓' : ''}`).join(', ') }),
  'ronin-revealed': (e, { t, colour }) => t('mb-shogun.story.roninRevealed', { name: colour(e.colour), n: e.count, province: P(e.province) }),
  'battle-started': (e, { t, colour }) => t(e.sea ? 'mb-shogun.story.battleSea' : 'mb-shogun.story.battle', { name: colour(e.attacker), target: colour(e.defender), from: P(e.from), province: P(e.to) }),
  'battle-lapsed': (e, { t, colour }) => t(`mb-shogun.story.lapsed.${e.reason}`, { name: colour(e.colour), province: P(e.to), from: P(e.from) }),
  // An attack on an empty province: no battle, one of the army's attacks used; it does not move in (a follow-up may).
  'empty-attacked': (e, { t, colour }) => t('mb-shogun.story.emptyAttacked', { name: colour(e.colour), n: e.army + 1, province: P(e.to) }),
  'first-strike': (e, { t, colour }) => t('mb-shogun.story.firstStrike', { name: colour(e.defender), province: P(e.to) }),
  dice: (e, { t, tn, colour }) => tn('mb-shogun.story.dice', e.hits, { name: colour(e.colour), unit: unitWord(e.unit, t), values: e.values.join(' '), on: e.hitOn }),
  casualties: (e, { t, colour }) => {
    const lost = unitsWords([e.army[0] + e.force[0], e.army[1] + e.force[1], e.army[2] + e.force[2], e.army[3] + e.force[3]], t, [
      ['ronin', e.armyRonin + e.forceRonin],
      ['bonus', e.bonus],
      ['daimyo', e.daimyo],
    ]);
    return t('mb-shogun.story.casualties', { name: colour(e.colour), units: lost });
  },
  // 'called-off' has no line: the 'battle-ended' that follows at once says it.
  'battle-ended': (e, { t, colour }) => t(`mb-shogun.story.ended.${e.outcome}`, { name: colour(e.attacker), target: colour(e.defender), province: P(e.to) }),
  'province-lost': (e, { t, colour }) => t(`mb-shogun.story.provinceLost.${e.how}`, { name: colour(e.colour), province: P(e.province), by: e.by >= 0 ? colour(e.by) : '—' }),
  conquered: (e, { t, colour }) => t('mb-shogun.story.conquered', { name: colour(e.colour), province: P(e.province) }),
  'follow-up': (e, { t, colour }) => {
    const params = { name: colour(e.colour), n: e.army + 1, move: e.move ? P(e.move) : '', attack: e.attack ? P(e.attack) : '' };
    if (e.move && e.attack) return t('mb-shogun.story.followUp.moveAttack', params);
    if (e.move) return t('mb-shogun.story.followUp.move', params);
    if (e.attack) return t('mb-shogun.story.followUp.attack', params);
    return null;
  },
  experience: (e, { t, colour }) => experienceWords(e, colour(e.colour), t),
  'forces-moved': (e, { t, colour }) => (e.moves.length === 0 ? null : t('mb-shogun.story.forcesMoved', { name: colour(e.colour), moves: e.moves.map((m) => `${P(m.from)} → ${P(m.to)}`).join(', ') })),
  'daimyo-lost': (e, { t, colour }) =>
    e.by < 0 ? t('mb-shogun.story.daimyoLost', { name: colour(e.colour), n: e.army + 1 }) : t(`mb-shogun.story.daimyoLost.${e.how}`, { name: colour(e.colour), n: e.army + 1, by: colour(e.by) }),
  eliminated: (e, { t, tn, colour }) => (e.by >= 0 ? tn('mb-shogun.story.eliminated', e.provinces, { name: colour(e.colour), by: colour(e.by) }) : t('mb-shogun.story.eliminatedNobody', { name: colour(e.colour) })),
  regained: (e, { t, colour }) => t('mb-shogun.story.regained', { name: colour(e.colour), n: e.army + 1, province: P(e.province) }),
  'ronin-removed': (e, { tn }) => (e.count > 0 ? tn('mb-shogun.story.roninRemoved', e.count) : null),
  successor: (e, { t, colour }) => t('mb-shogun.story.successor', { name: colour(e.colour), n: e.army + 1 }),
  income: (e, { tn, colour }) => tn('mb-shogun.story.income', e.provinces, { name: colour(e.colour), koku: e.koku }),
  'round-ended': (e, { t }) => t('mb-shogun.story.roundEnded', { round: e.round }),
  'game-over': (e, { tn, colour }) =>
    tn(`mb-shogun.story.gameOver.${e.reason}`, e.winners.length, { names: e.winners.map(colour).join(', '), need: e.reason === 'two-player' ? WIN_PROVINCES_TWO_PLAYER : WIN_PROVINCES }),
};

export function describeEvent(raw: unknown, colour: ColourName, t: Translate): string | null {
  return lineOf(LINES, asEvent(raw), { t, tn: plural(t), colour });
}

/** The colours of the battle being told (its `battle-started`). */
export interface BattleSides {
  attacker: number;
  defender: number;
}

/**
 * What each event is to the story and how long it deserves in full (the
 * store tells it by the "Bots' turns" setting, stores/story-pace.ts).
 * `seatOf` turns a colour into the seat playing it (2 players: two colours each);
 * `fighting`, the battle being told: its dice and removals concern both sides
 * (a die names only its roller, so the attacking bot's dice in the human's
 * battle passed at once and the casualties came before them).
 *
 * On a software-rendered page every event told with a beat costs a frame as
 * well as its beat, so what counts is how often the story stops (issue 21,
 * docs/pace.md "MB, session 9"). The rules here:
 * - A bots' battle in Summary is ONE line, its result (`battle-ended`), told
 *   with the next line that holds the story (issue 32: it touches nothing of the
 *   human's); its start, the ronin it reveals and what follows from it (a province
 *   lost, experience, a follow-up) are told at once with it, in the log.
 * - A battle shown on the tray (the human's, or any when watched) starts with
 *   its first roll: the start and a first strike have no beat of their own (the
 *   tray's title and the feed say them while the dice tumble, and the roll holds
 *   the story). Its dice are told a removal's at once, as the tray rolls them
 *   together (battle-steps.ts) and holds the story (and the lines after them)
 *   while they roll. Its result is a glance, not a beat and a half: the tray
 *   keeps showing it while the story goes on (its consequences, the bots'
 *   battles after it, battle-steps.ts `battleOnShow`), and the human's stays
 *   pinned after that. A province lost to it is told with it (the result says
 *   "the province is left empty").
 * - A conquest is told with the line of the move that made it: a march or the
 *   provincial forces' moves follow it at once, a follow-up comes just before it.
 * - Bots' setup placements in Summary are told at once: the three bots' turns
 *   between two of the human's placements are drawn as one board, each a line.
 * - Bots' planning results in Summary (a sword taken, a castle built, a levy)
 *   only need noticing: a glance each. A bots' war begun is told with its first
 *   line that holds the story (its march or declarations), its marches and the
 *   forces' moves are a glance each, and its battles' results and lapsed attacks
 *   are told with the next of these (issue 32: MB's waits were the bots' wars' lines).
 * - An event with no line (a march without a path, no ronin placed, a follow-up
 *   that stops, no ronin removed, an attack called off: its result says it)
 *   takes no time.
 */
const beatOf = beatTable<MbShogunEvent['type']>(
  [
    // An attack called off: the 'battle-ended' that follows at once says it.
    ['bookkeeping', 'none', ['phase', 'combat-round', 'split', 'claimed', 'allocated', 'called-off']],
    // A die is told with the rest of its roll, a first strike with its roll, at once: the tray then holds the story
    // while the roll tumbles (MbTable).
    ['dice', 'none', ['dice', 'first-strike']],
    // A removal's losses: a glance (issue 32, round 4: half a beat each, two a removal, was the largest part of a round's
    // beats, 8.7 s): the tray shows the landed dice and the losses as the line comes, and the battle the human fought
    // stays pinned after it (kit/table/use-pinned-battle.ts) with every roll and loss, one click from the feed.
    ['dice', 'glance', ['casualties']],
    // Between two of the human's placements three bots place: in Summary one board for the three, a line each.
    ['action', 'glance', ['reinforced', 'army-placed'], { summary: 'none' }],
    ['action', 'glance', ['ronin-placed']],
    // A glance: a battle shown on the tray keeps its outcome there while the story goes on (battle-steps.ts
    // `battleOnShow`), the human's stays pinned after it (kit/table/use-pinned-battle.ts), and the feed keeps the line;
    // held longer, it held the story for what was already on screen (issue 32: half a beat, 2.9 s of a round's
    // beats). A bots' battle in Summary touches nothing of the human's: its result is told with the next line that
    // holds the story (the war's next march or declarations, its forces' moves), in the feed's list and the log (about
    // a dozen a round, a glance each was 2.8 s of a round's beats).
    ['battle', 'glance', ['battle-ended'], { withNext: true }],
    // In Summary a bots' action's length (SUMMARY_BEAT).
    ['battle', 'long', ['daimyo-lost', 'assassinated'], { summary: 'quick' }],
    ['battle', 'long', ['eliminated']],
    ['headline', 'quick', ['round-started']],
    // "Round 2 ends." shows nothing new: the incomes before it close the round and "Round 3 begins." follows at once
    // (issue 32, round 4: told with it, in the feed's list and the log).
    ['headline', 'none', ['round-ended']],
    // A short line: what the boxes held follows in lines of its own (swords, castles, levies), each a beat of its own
    // (issue 32, round 4: was a whole beat).
    ['headline', 'quick', ['allocations-revealed']],
    ['headline', 'long', ['game-over']],
    // A battle shown on the tray is told with its first roll; a bots' battle in Summary with its result. A conquest
    // is told with the march, the forces' moves (next) or the follow-up (just before) that made it.
    ['action', 'none', ['battle-started', 'conquered']],
    // A dozen planning results a round, each the outcome of a plan already revealed (a war: the sword's turn come): in
    // Summary a bots' line needs only noticing. The human's own are everyday (issue 32, round 4): their plan carried
    // out, a glance unless the player watches everything (the `everyday` flag the one rule reads).
    ['action', 'quick', ['sword-taken', 'built', 'levied'], { summary: 'glance', everyday: true }],
    // Four incomes a round: the seat cards show every seat's koku as the line comes; a bot's in Summary is told with the
    // next line that holds the story (the human's income, the next round), the human's own a glance (issue 32, round 4).
    ['action', 'quick', ['income'], { summary: 'glance', everyday: true, withNext: true }],
    // A bots' war begun: in Summary told with its first line that holds the story (its march or its declarations),
    // the two one moment; the war's lines after it (its marches, declarations, results) say what it is. The human's
    // own: a glance, their march decision comes next.
    ['action', 'quick', ['war-started'], { summary: 'glance', withNext: true, everyday: true }],
    // A bots' war's marches and the forces' moves at its end in Summary: a glance each (they change the board; the log
    // keeps them). The human's own (and their declarations, next row): their decision just made, a glance.
    ['action', 'quick', ['army-moved', 'forces-moved'], { summary: 'glance', everyday: true }],
    // A war's declarations: the arrows on the board and the battles that follow say them (a bots' war in Summary stopped
    // here half a beat: 1.4 s of a round's beats); a glance each, the human's own too (issue 32, round 4).
    ['action', 'quick', ['battles-declared'], { everyday: true }],
    // A bots' attack that lapsed or found the province empty changes nothing on the board: told with the next line
    // that holds the story, as their battles' results.
    ['action', 'quick', ['battle-lapsed', 'empty-attacked'], { summary: 'glance', withNext: true }],
    // What a battle led to: in Summary told with its result.
    ['action', 'quick', ['ronin-revealed'], { summary: 'none' }],
    // An army's experience after a battle: told with the result it follows, at once (issue 32, round 4: a glance and a
    // frame of the map after each battle the human won): the army's card shows the new level as the line comes, and
    // the line stands in the feed's list and the log.
    ['action', 'none', ['experience']],
  ],
  ['action', 'quick'],
);

export function eventTelling(raw: unknown, seatOf: (colour: number) => number = (c) => c, fighting: BattleSides | null = null, previous: unknown = null): Telling {
  const e = asEvent(raw);
  // A die, a removal, a first strike name one colour: they concern both sides of the battle they belong to.
  const sides = fighting && e && (e.type === 'dice' || e.type === 'casualties' || e.type === 'first-strike') ? [fighting.attacker, fighting.defender] : [];
  const seats = [...new Set([...eventColours(raw), ...byColours(raw), ...sides].map(seatOf))];
  if (!e || silent(e)) return told('bookkeeping', 'none', seats);
  // Wiped out in a battle: the result just before says it ("… the province is left empty"); told with it.
  // Both sides' losses of one removal are one glance (issue 32, round 5): the other side's comes with the first, the two
  // lines together in the feed and under the landed dice on the tray (a glance each was 1 s of a round's beats).
  if (e.type === 'casualties' && sameRemoval(e, previous)) return told('dice', 'none', seats);
  if (e.type === 'province-lost') return e.how === 'battle' ? told('action', 'none', seats) : told('action', 'quick', seats, { summary: 'none' });
  return beatOf(e.type, seats);
}

/** `previous` is the other side's losses of the same removal (the engine tells the attacker's, then the defender's). */
function sameRemoval(e: Extract<MbEvent, { type: 'casualties' }>, previous: unknown): boolean {
  const p = asEvent(previous);
  return p?.type === 'casualties' && p.step === e.step && p.side !== e.side;
}

/**
 * Events the feed has no line for (describeEvent returns null): nothing to dwell on. A march without a path (Phase D:
 * an army that only sent units off to conquer) too: its conquests, told just before it, go with the next line that
 * holds the story (the next march or the forces' moves).
 */
const SILENT: { [K in MbEvent['type']]?: (e: Extract<MbEvent, { type: K }>) => boolean } = {
  'army-moved': (e) => e.path.length === 0,
  'forces-moved': (e) => e.moves.length === 0,
  'ronin-placed': (e) => e.groups.length === 0,
  'follow-up': (e) => e.move === null && e.attack === null,
  'ronin-removed': (e) => e.count <= 0,
};
const silent = (e: MbEvent): boolean => (SILENT[e.type] as ((e: MbEvent) => boolean) | undefined)?.(e) ?? false;

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

/** The battle the story is in (its start told last): its dice and removals concern both its sides. */
function fighting(told: readonly unknown[]): BattleSides | null {
  for (let i = told.length - 1; i >= 0; i--) {
    const e = asEvent(told[i]);
    if (e?.type === 'battle-started') return e;
  }
  return null;
}

/** The seat playing a colour in the view on screen (2 players: two colours each). */
const seatOf =
  (ctx: TellingContext) =>
  (c: number): number =>
    asMbView(ctx.view)?.colours[c]?.seat ?? c;

/** The kit's reading of MB's events: the feed's line (colours named by their seats) and the beat. */
export const telling: GameTelling = {
  line: (event, ctx) => {
    const colourSeats = asMbView(ctx.view)?.colours.map((c) => c.seat) ?? [];
    // Without a view (nothing on screen yet) a colour is its seat, as with 3 to 5 players.
    if (colourSeats.length === 0) return describeEvent(event, ctx.name, ctx.t);
    const names = Array.from({ length: Math.max(...colourSeats) + 1 }, (_, seat) => ctx.name(seat));
    return describeEvent(event, colourNamer(names, colourSeats, ctx.t), ctx.t);
  },
  // `told` ends with the event being told: the one before it is what it may be told with.
  beat: (event, ctx) => eventTelling(event, seatOf(ctx), fighting(ctx.told), ctx.told.at(-2) ?? null),
  holdings,
  battle,
};
