/**
 * Jūni-tsuki's words in the app (src-renderer/games/juni-tsuki): every event
 * and move of real games told in English and German without a raw key, every
 * decision kind the engine can ask named, and the rules reference the same in
 * both languages, its fate-card table the engine's; the fate cards' faces
 * and outcomes, and where a year end's cards are found in the events.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { juniTsuki } from '../../src-shared/games/juni-tsuki/index';
import { setupGame } from '../../src-shared/games/juni-tsuki/setup';
import { FATE_CARDS } from '../../src-shared/games/juni-tsuki/data/reconstruction';
import type { JuniEvent, JuniMove } from '../../src-shared/games/juni-tsuki/types';
import { translate } from '../../src-renderer/i18n';
import type { RulesBlock, RulesSection } from '../../src-renderer/rules/rules-section';
import { describeMove, story } from '../../src-renderer/games/juni-tsuki/story';
import { describeEvent } from '../../src-renderer/games/juni-tsuki/telling';
import { JUNI_TSUKI_RULES } from '../../src-renderer/games/juni-tsuki/rules';
import { battleAt, battleDice } from '../../src-renderer/games/juni-tsuki/battle-story';
import { fateFace, fateOutcome, fatesAt, lastFates } from '../../src-renderer/games/juni-tsuki/fate-cards';
import { freeActionGroups } from '../../src-renderer/games/juni-tsuki/free-actions';
import { listMoves } from '../../src-shared/games/juni-tsuki/legal';
import { addDaimyo, blank, castleOf, giveCastle, march, put } from '../../src-shared/games/juni-tsuki/testing';

/** Random games (seeded): every event and move, and the views seen. */
function play(seed: string, players: number): { events: JuniEvent[]; moves: JuniMove[]; views: unknown[]; kinds: Set<string> } {
  const o = juniTsuki.parseOptions({ players, years: 1 });
  if (!o.ok) throw new Error(o.error.message);
  let { state, events } = setupGame(o.value, seed);
  const all: JuniEvent[] = [...events];
  const moves: JuniMove[] = [];
  const views: unknown[] = [];
  const kinds = new Set<string>();
  const rng = Rng.seeded(seed);
  for (let i = 0; i < 3000 && !state.over; i++) {
    const p = juniTsuki.pending(state)[0]!;
    kinds.add(p.kind);
    const view = juniTsuki.view(state, p.seat);
    if (i % 50 === 0) views.push(view);
    const m = juniTsuki.randomMove(view, rng);
    moves.push(m);
    const r = juniTsuki.apply(state, p.seat, m);
    state = r.state;
    all.push(...r.events);
  }
  return { events: all, moves, views, kinds };
}

// Seeds whose random games reach the year end (and ask for permits, name extra defenders).
const games = [play('texts-1-37', 3), play('texts-2-7', 5), play('texts-3-2', 2)];
const name = (seat: number): string => `Seat${seat}`;

describe('Jūni-tsuki in words', () => {
  for (const locale of ['en', 'de'] as const) {
    const t = (key: string, params?: Record<string, string | number>): string => translate(locale, key, params);
    it(`tells every event and move of three random games in ${locale}`, () => {
      const types = new Set<string>();
      for (const g of games) {
        for (const e of g.events) {
          const text = describeEvent(e, name, t);
          if (text === null) continue;
          types.add(e.type);
          expect(text, `${e.type}`).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
        }
        for (const m of g.moves) expect(describeMove('Seat0', m, t), m.type).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
        for (const v of g.views) expect(story.situation(v, t)).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined/);
      }
      // The games told the calendar, the action points, marches and the year end at least.
      for (const type of ['start-roll', 'month', 'ap', 'march', 'upkeep', 'fate', 'game-over']) expect(types).toContain(type);
    });

    it(`tells the moves and events of Wind's and Water's second halves, extra battle groups and gifts in ${locale}`, () => {
      const moves: JuniMove[] = [
        { type: 'water-piece', rings: 1, piece: 'daimyo', daimyo: 0, to: 3 },
        { type: 'water-piece', rings: 2, piece: 'shadow', to: 3 },
        { type: 'wind-koku', rings: 2, from: 0, to: 1, amount: 25 },
        { type: 'wind-family', rings: 1, family: 0, to: 1 },
        { type: 'reinforce', point: 5, owner: 1 },
        { type: 'join', yes: true },
        { type: 'join', yes: false },
        { type: 'defend', nothing: null },
      ];
      for (const m of moves) expect(describeMove('Seat0', m, t), m.type).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
      const events: JuniEvent[] = [
        { type: 'card-given', from: 0, to: 1, cards: 2, element: 'fire', rings: 2, visibleTo: [0, 1] },
        { type: 'card-given', from: 0, to: 1, cards: 2, visibleTo: [2] },
        { type: 'battle-joined', seat: 2, side: 'defender', point: 5, samurai: 4 },
        { type: 'battle-joined', seat: 0, side: 'attacker', point: 5, samurai: 6 },
        { type: 'join', seat: 2, leader: 1, yes: true },
        { type: 'join', seat: 2, leader: 1, yes: false },
      ];
      for (const e of events) expect(describeEvent(e, name, t), e.type).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
      // The third seat is told how many cards moved, not which.
      expect(describeEvent(events[1], name, t)).toMatch(/2/);
      expect(describeEvent(events[1], name, t)).not.toMatch(new RegExp(t('juni-tsuki.card.fire')));
      expect(describeEvent(events[0], name, t)).toMatch(new RegExp(t('juni-tsuki.card.fire')));
      for (const key of ['answer.permitDaimyo', 'answer.permitShadow', 'answer.joinDefence', 'answer.joinAttack', 'choice.reinforce', 'choice.reinforceAlly', 'choice.joinYes', 'choice.joinNo']) {
        expect(t(`juni-tsuki.${key}`), key).not.toMatch(/^juni-tsuki\./);
      }
    });

    it(`names every decision kind the games asked, every month, card and fate card in ${locale}`, () => {
      const kinds = new Set(games.flatMap((g) => [...g.kinds]));
      for (const kind of ['recruit', 'act', 'consent', 'permit', 'defend', 'press', 'join', 'answer', 'hostage']) expect(t(`juni-tsuki.doing.${kind}`)).not.toMatch(/^juni-tsuki\./);
      for (const kind of kinds) expect(t(`juni-tsuki.doing.${kind}`), kind).not.toMatch(/^juni-tsuki\./);
      for (let m = 1; m <= 12; m++) expect(t(`juni-tsuki.month.${m}`)).not.toMatch(/^juni-tsuki\./);
      for (const e of ['fire', 'wind', 'water', 'earth', 'nothing']) expect(t(`juni-tsuki.card.${e}`)).not.toMatch(/^juni-tsuki\./);
      for (const f of FATE_CARDS) expect(t(`juni-tsuki.fate.${f.id}`)).not.toMatch(/^juni-tsuki\./);
      for (const how of ['isolation', 'castle', 'fire', 'declared']) {
        expect(t(`juni-tsuki.event.daimyoKilled.${how}`)).not.toMatch(/^juni-tsuki\./);
        expect(t(`juni-tsuki.event.daimyoLost.${how}`)).not.toMatch(/^juni-tsuki\./);
      }
    });
  }

  it('tells the v3 rules in both languages: a declaration, Earth with family members, an attack ended by the defender’s card, one action point', () => {
    const events: JuniEvent[] = [
      { type: 'daimyo-killed', owner: 2, daimyo: 4, by: 1, how: 'declared' },
      { type: 'earth', seat: 0, point: 0, samurai: 5, koku: 7, family: 2 },
      { type: 'earth', seat: 0, point: 0, samurai: 5, koku: 7, family: 1 },
      { type: 'battle-off', attacker: 0, reason: 'destroyed' },
      { type: 'ap', seat: 0, roll: 1 },
    ];
    const en = events.map((e) => describeEvent(e, name, (k, p) => translate('en', k, p)));
    const de = events.map((e) => describeEvent(e, name, (k, p) => translate('de', k, p)));
    expect(en).toEqual([
      'Seat1 declares a Daimyō of Seat2 dead: he stood among Seat1’s samurai without his own.',
      expect.stringMatching(/destroys 5,000 samurai, 7,000 koku and 2 family members at/),
      expect.stringMatching(/and 1 family member at/),
      'The attack of Seat0 is over: no attacking group is left.',
      'Seat0 rolls 1 action point.',
    ]);
    expect(de[0]).toBe('Seat1 erklärt einen Daimyō von Seat2 für tot: Er stand ohne eigene Samurai unter den Samurai von Seat1.');
    expect(de[1]).toMatch(/2 Familienmitglieder bei/);
    expect(de[2]).toMatch(/1 Familienmitglied bei/);
    expect(de[4]).toBe('Seat0 würfelt 1 Aktionspunkt.');
    expect(describeMove('Seat1', { type: 'declare-dead', daimyo: 4 }, (k, p) => translate('de', k, p))).toBe('Seat1 erklärt einen Daimyō für tot');
  });

  it('words the free-action panel’s groups from the engine’s moves (declare dead, gifts) in both languages', () => {
    const s = blank(3);
    addDaimyo(s, 0, 'satsuma');
    addDaimyo(s, 1, 'mutsu');
    put(s, march('mutsu'), 1, 5);
    const guest = addDaimyo(s, 2, 'satsuma'); // among seat 0's samurai, none of his own
    put(s, march('satsuma'), 0, 5);
    addDaimyo(s, 2, 'kai');
    put(s, march('kai'), 2, 5);
    giveCastle(s, 'satsuma', 0);
    s.family.push({ id: 0, owner: 2, castle: castleOf('satsuma') });
    s.hands[0] = { elements: ['fire'], rings: [2] };
    s.turn.seat = 1;
    const v = juniTsuki.view(s, 0);
    const moves = listMoves(v, 0);
    const en = freeActionGroups(v, moves, name, (k, p) => translate('en', k, p));
    expect(en.map((g) => g.id)).toEqual(['declare', 'gifts']);
    expect(en[0]!.actions).toEqual([{ label: 'Seat2’s Daimyō in Satsuma', move: { type: 'declare-dead', daimyo: guest } }]);
    expect(en[1]!.actions.map((a) => a.label)).toContain('Fire to Seat1');
    const de = freeActionGroups(v, moves, name, (k, p) => translate('de', k, p));
    expect(de[0]!.title).toBe('Einen Daimyō für tot erklären');
    expect(de[0]!.actions[0]!.label).toBe('Daimyō von Seat2 in Satsuma');
    expect(de[1]!.title).toBe('Kriegskarten verschenken');
  });

  it('writes thousands as each language does', () => {
    const e: JuniEvent = { type: 'recruit', seat: 0, amount: 12, point: 0 };
    expect(describeEvent(e, name, (k, p) => translate('en', k, p))).toContain('12,000');
    expect(describeEvent(e, name, (k, p) => translate('de', k, p))).toContain('12.000');
  });
});

describe('Jūni-tsuki rules reference', () => {
  const flat = (sections: RulesSection[]): RulesSection[] => sections.flatMap((s) => [s, ...(s.sub ?? [])]);
  const texts = (b: RulesBlock): string[] => (b.kind === 'list' ? b.items : b.kind === 'table' ? [b.caption, ...b.head, ...b.rows.flat()] : [b.text]);
  const digits = (b: RulesBlock): string => texts(b).join(' ').match(/\d+/g)?.sort().join(',') ?? '';
  const en = flat(JUNI_TSUKI_RULES.en);
  const de = flat(JUNI_TSUKI_RULES.de);

  it('has the same sections, blocks and numbers in English and German', () => {
    expect(de.map((s) => s.id)).toEqual(en.map((s) => s.id));
    en.forEach((section, i) => {
      const twin = de[i]!;
      expect(twin.blocks.map((b) => b.kind), section.id).toEqual(section.blocks.map((b) => b.kind));
      section.blocks.forEach((block, k) => expect(digits(twin.blocks[k]!), `${section.id} block ${k}`).toBe(digits(block)));
    });
  });

  it('marks what the sheet states and what Tenka reconstructed', () => {
    const all = (sections: RulesSection[]): string => sections.flatMap((s) => [s.title, ...s.blocks.flatMap(texts)]).join(' ');
    expect(all(JUNI_TSUKI_RULES.en)).toMatch(/\(sheet\)/);
    expect(all(JUNI_TSUKI_RULES.en)).toMatch(/\(reconstructed\)/);
    expect(all(JUNI_TSUKI_RULES.de)).toMatch(/\(Blatt\)/);
    expect(all(JUNI_TSUKI_RULES.de)).toMatch(/\(rekonstruiert\)/);
  });

  it('prints the engine’s fate cards', () => {
    const table = en.find((s) => s.id === 'year-end')!.blocks.find((b) => b.kind === 'table');
    expect(table?.kind === 'table' && table.rows.map((r) => r[0])).toEqual(FATE_CARDS.map((f) => f.name));
  });
});

describe('Jūni-tsuki battles as the table and the replay show them', () => {
  // A battle from a real game: the first factors event among the random games' events.
  const events = games.flatMap((g) => g.events);
  const at = events.findIndex((e) => e.type === 'battle-factors');

  it('finds a battle at its factors event, with the skirmishes after it, and nothing elsewhere', () => {
    expect(at).toBeGreaterThanOrEqual(0);
    const battle = battleAt(events, at)!;
    expect(battle.skirmishes.length).toBeGreaterThan(0);
    expect(battle.skirmishes.every((s) => s.type === 'skirmish')).toBe(true);
    expect(battle.attacker).toBe(battle.skirmishes[0]!.attacker.owner);
    expect(battleAt(events, at + 1)).toBeNull();
    expect(battleAt(events, events.findIndex((e) => e.type === 'month'))).toBeNull();
  });

  it('hands the dice tray the engine’s d20s: one die a side per skirmish, the winner’s marked', () => {
    const battle = battleAt(events, at)!;
    const dice = battleDice(battle, name, (k, p) => translate('en', k, p));
    expect(dice).toHaveLength(battle.skirmishes.length * 2);
    battle.skirmishes.forEach((s, i) => {
      expect(dice[2 * i]).toMatchObject({ sides: 20, values: [s.attackRoll], hits: [s.winner === 'attacker'], side: name(s.attacker.owner), label: `Skirmish ${i + 1}` });
      expect(dice[2 * i + 1]).toMatchObject({ sides: 20, values: [s.defendRoll], hits: [s.winner === 'defender'], side: name(s.defender.owner) });
    });
  });
});

describe('Jūni-tsuki fate cards as the table and the replay show them', () => {
  // Each random game ends after one year: its year end drew one fate card per player still in (some cards draw war cards between).
  const g = games[1]!;
  const first = g.events.findIndex((e) => e.type === 'fate');
  const drawn = g.events.filter((e) => e.type === 'fate');

  for (const locale of ['en', 'de'] as const) {
    const t = (key: string, params?: Record<string, string | number>): string => translate(locale, key, params);
    it(`gives every fate card a face that says what it does, and every drawn card its outcome, in ${locale}`, () => {
      for (const f of FATE_CARDS) {
        const face = fateFace(f.id, t);
        expect(face.title).toBe(t(`juni-tsuki.fate.${f.id}`));
        expect(face.text, f.id).toMatch(/\.$/);
        expect(face.text, f.id).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
      }
      for (const e of games.flatMap((x) => x.events)) {
        if (e.type !== 'fate') continue;
        const outcome = fateOutcome(e, t);
        expect(outcome, e.effect).not.toMatch(/juni-tsuki\.|\{\w+\}|undefined|NaN/);
        // The engine's own (English) words never reach the player untranslated.
        if (locale === 'de') expect(outcome, e.effect).not.toBe(e.effect);
      }
    });
  }

  it('writes the card’s numbers from the data file and the outcome from the event', () => {
    const t = (key: string, params?: Record<string, string | number>): string => translate('en', key, params);
    expect(fateFace('harvest', t).text).toBe('You gain 4,000 koku in your castles.');
    expect(fateFace('rebellion', t).text).toBe('You lose 6,000 samurai, from your largest groups first.');
    expect(fateOutcome({ type: 'fate', seat: 0, card: 'drought', effect: '-2 koku', koku: -2 }, t)).toBe('2,000 koku paid');
    expect(fateOutcome({ type: 'fate', seat: 0, card: 'ronin-join', effect: '+5 samurai', koku: 0 }, t)).toBe('+5,000 samurai');
  });

  it('finds the last year end’s cards (all players’, its year, the months since) and shows them at the first one drawn', () => {
    expect(first).toBeGreaterThan(0);
    const told = lastFates(g.events)!;
    expect(told.draws).toEqual(drawn);
    expect(new Set(told.draws.map((d) => d.seat)).size).toBe(told.draws.length);
    expect(told.year).toBe(1);
    expect(told.monthsSince).toBe(0);
    expect(lastFates(g.events, first)).toBeNull();
    const atYearEnd = g.events.slice(0, g.events.findIndex((e) => e.type === 'production'));
    const later = [...atYearEnd, { type: 'month', month: 13, year: 2, monthOfYear: 1 }, { type: 'month', month: 14, year: 2, monthOfYear: 2 }];
    expect(lastFates(later, atYearEnd.length + 1)!.monthsSince).toBe(1);
    expect(lastFates(later)!.monthsSince).toBe(2);
    expect(fatesAt(g.events, first)).toEqual(drawn);
    expect(fatesAt(g.events, g.events.findIndex((e, i) => i > first && e.type === 'fate'))).toBeNull();
    expect(fatesAt(g.events, first - 1)).toBeNull();
  });
});
