/**
 * The province card's odds lines (issue 22), as a player reads them: the games' renderer modules word the engine's
 * number (attackWinChance through public.ts) for the attacks the decision may make — MB while declaring battles,
 * Gekokujō at the battle choice and while marching — and nothing where no attack is possible.
 */
import { describe, expect, it } from 'vitest';
import { attackWinChance as gekChance } from '../../src-shared/games/gekokujo/odds';
import { clearBoard, firstRecruitState, put as gekPut } from '../../src-shared/games/gekokujo/testing';
import { viewOf as gekView } from '../../src-shared/games/gekokujo/view';
import { isSea, NEIGHBOURS, provinceId, provinceName } from '../../src-shared/games/mb-shogun/board';
import { boardOf } from '../../src-shared/games/mb-shogun/determinize';
import { attackWinChance as mbChance } from '../../src-shared/games/mb-shogun/odds';
import { atWar, put as mbPut, putArmy, scene } from '../../src-shared/games/mb-shogun/testing';
import { viewOf as mbView } from '../../src-shared/games/mb-shogun/view';
import { gekOddsLines } from '../../src-renderer/games/gekokujo/board/attack-odds';
import gekMessages from '../../src-renderer/games/gekokujo/messages/odds';
import { attackOddsLines } from '../../src-renderer/games/mb-shogun/board/attack-odds';
import mbMessages from '../../src-renderer/games/mb-shogun/messages/odds';
import { interpolate } from '../../src-renderer/i18n/define';
import { percentOf } from '../../src-renderer/kit/map/province-card';

const tOf =
  (dict: Record<string, string>) =>
  (key: string, params?: Record<string, string | number>): string =>
    interpolate(dict[key] ?? key, params);

describe('percentOf: a sampled chance as a whole percent', () => {
  it('rounds, and says "<1" and ">99" rather than a certainty it does not have', () => {
    expect(percentOf(0.623)).toBe('62');
    expect(percentOf(0)).toBe('0');
    expect(percentOf(1)).toBe('100');
    expect(percentOf(0.003)).toBe('<1');
    expect(percentOf(0.997)).toBe('>99');
  });
});

describe('MB Shogun: the card of a province my troops may attack', () => {
  it('names each troop that may attack it with the engine’s chance, in English and German', () => {
    const from = NEIGHBOURS.findIndex((ns, i) => ns.some((j) => !isSea(i, j)));
    const to = NEIGHBOURS[from]!.find((j) => !isSea(from, j))!;
    const s = scene(2);
    putArmy(s, 0, 0, provinceId(from), { spearman: 3, swordsman: 1 });
    mbPut(s, 0, provinceId(from), { bowman: 1 });
    mbPut(s, 1, provinceId(to), { spearman: 3 });
    atWar(s, 0, 'b');
    const view = mbView(s, 0);
    const board = boardOf(view);
    const army = percentOf(mbChance(board, 0, from, to, 'army')!);
    const force = percentOf(mbChance(board, 0, from, to, 'force')!);
    expect(attackOddsLines(provinceId(to), { t: tOf(mbMessages.en), view, colour: 0 })).toEqual([
      `Attack from ${provinceName(from)} (army 1): ${army}% to win`,
      `Attack from ${provinceName(from)} (provincial force): ${force}% to win`,
    ]);
    expect(attackOddsLines(provinceId(to), { t: tOf(mbMessages.de), view, colour: 0 })[0]).toBe(`Angriff von ${provinceName(from)} (Armee 1): ${army} % Siegchance`);
    // My own province: nothing to attack there.
    expect(attackOddsLines(provinceId(from), { t: tOf(mbMessages.en), view, colour: 0 })).toEqual([]);
  });

  it("between an experienced army's attacks (follow-up): that army from where it stands, the force not", () => {
    const from = NEIGHBOURS.findIndex((ns, i) => ns.some((j) => !isSea(i, j)));
    const to = NEIGHBOURS[from]!.find((j) => !isSea(from, j))!;
    const s = scene(2);
    putArmy(s, 0, 0, provinceId(from), { spearman: 3, swordsman: 1 });
    mbPut(s, 0, provinceId(from), { bowman: 1 });
    mbPut(s, 1, provinceId(to), { spearman: 3 });
    atWar(s, 0, 'c');
    s.war!.campaign = { army: 0, attacks: 1, calledOff: false, last: from };
    const view = mbView(s, 0);
    const army = percentOf(mbChance(boardOf(view), 0, from, to, 'army')!);
    expect(attackOddsLines(provinceId(to), { t: tOf(mbMessages.en), view, colour: 0, followUp: true })).toEqual([`Attack from ${provinceName(from)} (army 1): ${army}% to win`]);
  });
});

describe('Gekokujō: the card of a province where I may fight', () => {
  const setup = () => {
    const s = firstRecruitState(2, 'lines');
    clearBoard(s);
    gekPut(s, 0, 11, { d: 1, b: 4 });
    gekPut(s, 1, 10, { d: 0, b: 3 });
    gekPut(s, 1, 30, { d: 1, b: 1 });
    return s;
  };
  const nameOf = (p: number) => `P${p}`;

  it('while marching: a reachable province with an enemy, for the units of the chosen From that may still move', () => {
    const view = gekView(setup(), 0);
    const pct = percentOf(gekChance(view, 0, 10, 11)!);
    const lines = (p: number, reach: number[]) => gekOddsLines(p, { t: tOf(gekMessages.en), view, seat: 0, kind: 'move', highlights: { from: 11, reach }, nameOf });
    expect(lines(10, [10, 12])).toEqual([`Attack from P11 (all that may move): ${pct}% to hold it alone`]);
    expect(lines(12, [10, 12])).toEqual([]); // no enemy there
    expect(lines(10, [12])).toEqual([]); // out of reach
  });

  it('at the battle choice: each battle province of the view, in English and German', () => {
    const s = setup();
    gekPut(s, 0, 10, { d: 1, b: 4 });
    s.battles = [10];
    const view = gekView(s, 0);
    const pct = percentOf(gekChance(view, 0, 10)!);
    const o = { view, seat: 0, kind: 'battle-choice', highlights: {}, nameOf };
    expect(gekOddsLines(10, { ...o, t: tOf(gekMessages.en) })).toEqual([`Battle here: ${pct}% to hold it alone`]);
    expect(gekOddsLines(10, { ...o, t: tOf(gekMessages.de) })).toEqual([`Schlacht hier: ${pct} % Chance, sie allein zu halten`]);
    expect(gekOddsLines(11, { ...o, t: tOf(gekMessages.en) })).toEqual([]);
  });
});
