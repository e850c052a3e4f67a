/**
 * Jūni-tsuki's options a player can tell apart (src-renderer/games/juni-tsuki/option-labels.ts):
 * over random games, every drop-down of the act panel (war cards, province
 * moves) lists each label once, in English and German; options shown once
 * for several moves are alike for the player (Fire on one of a player's
 * Daimyō standing together); a Daimyō's move names where he stands, so two
 * Daimyō moving to one province read apart; and the answer to a war card
 * says what the card targets.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '@shared/kernel/rng';
import { getGame } from '@shared/games/index';
import type { JuniMove, JuniState, JuniView } from '@shared/games/juni-tsuki/types';
import { actOptions } from '../../src-renderer/games/juni-tsuki/act-options';
import { cardTarget, describeOption, distinctOptions } from '../../src-renderer/games/juni-tsuki/option-labels';
import { translate, type Params } from '../../src-renderer/i18n';

const { ruleset: R } = getGame('juni-tsuki')!;
const tFor = (locale: 'en' | 'de') => (key: string, params?: Params): string => translate(locale, key, params);
const name = (seat: number): string => ['Takeda', 'Uesugi', 'Mōri', 'Shimazu'][seat] ?? `#${seat}`;
const broken = (text: string): boolean => /juni-tsuki\.|\{\w+\}|undefined|NaN/.test(text);

/** Every act position and every war-card answer of a few random 4-player months. */
function positions(): { view: JuniView; seat: number; kind: string }[] {
  const out: { view: JuniView; seat: number; kind: string }[] = [];
  for (let g = 0; g < 6; g++) {
    const o = R.parseOptions({ players: 4, years: 1, monthLimit: 6 });
    if (!o.ok) throw new Error(o.error.message);
    let s = R.setup(o.value, `option-labels-${g}`) as JuniState;
    const rng = Rng.seeded(`option-labels-${g}`);
    for (let ply = 0; ply < 4000 && !R.result(s); ply++) {
      const d = R.pending(s)[0]!;
      const view = R.view(s, d.seat) as JuniView;
      if (d.kind === 'act' || d.kind === 'answer') out.push({ view, seat: d.seat, kind: d.kind });
      s = R.apply(s, d.seat, R.randomMove(view, rng)).state as JuniState;
    }
  }
  return out;
}

describe('Jūni-tsuki options a player can tell apart', () => {
  const all = positions();

  it('lists each war card and province move once, every move reachable, in English and German', () => {
    let collapsed = 0;
    let daimyoMoves = 0;
    for (const { view, seat, kind } of all) {
      if (kind !== 'act') continue;
      const o = actOptions(view, seat);
      for (const locale of ['en', 'de'] as const) {
        const t = tFor(locale);
        const label = (m: JuniMove): string => describeOption(m, view, seat, name, t);
        for (const list of [o.cards, o.provinceMoves] as JuniMove[][]) {
          const shown = distinctOptions(list, label, t);
          const labels = shown.map((x) => x.label);
          expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
          for (const l of labels) expect(broken(l), l).toBe(false);
          // Every move is one of the shown or alike with one shown: the same words, and for Fire the same owner and province.
          for (const m of list) {
            const twin = shown.find((x) => label(x.move) === label(m))!;
            expect(twin).toBeDefined();
            if (twin.move !== m) {
              collapsed++;
              expect(twin.label).toMatch(locale === 'en' ? /\(\d alike: the same for you\)$/ : /\(\d gleiche: für dich dasselbe\)$/);
              if (m.type === 'fire' && m.daimyo !== undefined && twin.move.type === 'fire') {
                const a = view.daimyo.find((d) => d.id === m.daimyo)!;
                const b = view.daimyo.find((d) => d.id === (twin.move as { daimyo: number }).daimyo)!;
                expect([a.owner, a.province, m.rings]).toEqual([b.owner, b.province, (twin.move as { rings: number }).rings]);
              }
            }
          }
        }
        // A Daimyō's province move names the province he stands in.
        for (const m of o.provinceMoves) {
          if (m.type !== 'province-move' || m.piece !== 'daimyo') continue;
          daimyoMoves++;
          const from = view.daimyo.find((d) => d.id === m.daimyo)!.province;
          expect(label(m)).toContain(locale === 'en' ? 'Moves the Daimyō in ' : 'Zieht den Daimyō in ');
          expect(label(m).split(':')[0]).not.toBe(label({ ...m, daimyo: -1 }).split(':')[0]);
          expect(from).toBeGreaterThanOrEqual(0);
        }
      }
    }
    expect(daimyoMoves).toBeGreaterThan(0);
    // The random months do offer Fire on Daimyō standing together (shown once).
    expect(collapsed).toBeGreaterThan(0);
  });

  it('says what a war card played against the player targets', () => {
    const answers = all.filter((x) => x.kind === 'answer');
    expect(answers.length).toBeGreaterThan(0);
    for (const { view } of answers) {
      const it_ = view.interrupt;
      if (!it_ || it_.kind !== 'answer') continue;
      for (const locale of ['en', 'de'] as const) {
        const text = cardTarget(it_.play, view, tFor(locale));
        expect(broken(text) || text.includes('?'), text).toBe(false);
        if (it_.play.action.kind === 'fire' && it_.play.action.daimyo !== undefined && locale === 'en') expect(text).toMatch(/^Fire targets your Daimyō in \S/);
      }
    }
  });
});
