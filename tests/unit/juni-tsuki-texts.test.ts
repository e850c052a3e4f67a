/**
 * Jūni-tsuki's words in the app (src-renderer/games/juni-tsuki): every event
 * and move of real games told in English and German without a raw key, every
 * decision kind the engine can ask named, and the rules reference the same in
 * both languages, its fate-card table the engine's.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src-shared/kernel/rng';
import { juniTsuki, setupGame } from '../../src-shared/games/juni-tsuki/index';
import { FATE_CARDS } from '../../src-shared/games/juni-tsuki/data/reconstruction';
import type { JuniEvent, JuniMove } from '../../src-shared/games/juni-tsuki/types';
import { translate } from '../../src-renderer/i18n';
import type { RulesBlock, RulesSection } from '../../src-renderer/rules/rules-section';
import { describeEvent, describeMove, story } from '../../src-renderer/games/juni-tsuki/story';
import { JUNI_TSUKI_RULES } from '../../src-renderer/games/juni-tsuki/rules';
import { battleAt, battleDice } from '../../src-renderer/games/juni-tsuki/battle-story';

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

const games = [play('texts-1', 3), play('texts-2', 5), play('texts-3', 2)];
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

    it(`names every decision kind the games asked, every month, card and fate card in ${locale}`, () => {
      const kinds = new Set(games.flatMap((g) => [...g.kinds]));
      for (const kind of ['recruit', 'act', 'consent', 'defend', 'press', 'answer', 'hostage']) expect(t(`juni-tsuki.doing.${kind}`)).not.toMatch(/^juni-tsuki\./);
      for (const kind of kinds) expect(t(`juni-tsuki.doing.${kind}`), kind).not.toMatch(/^juni-tsuki\./);
      for (let m = 1; m <= 12; m++) expect(t(`juni-tsuki.month.${m}`)).not.toMatch(/^juni-tsuki\./);
      for (const e of ['fire', 'wind', 'water', 'earth', 'nothing']) expect(t(`juni-tsuki.card.${e}`)).not.toMatch(/^juni-tsuki\./);
      for (const f of FATE_CARDS) expect(t(`juni-tsuki.fate.${f.id}`)).not.toMatch(/^juni-tsuki\./);
      for (const how of ['isolation', 'castle', 'fire']) {
        expect(t(`juni-tsuki.event.daimyoKilled.${how}`)).not.toMatch(/^juni-tsuki\./);
        expect(t(`juni-tsuki.event.daimyoLost.${how}`)).not.toMatch(/^juni-tsuki\./);
      }
    });
  }

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
