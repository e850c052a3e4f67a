/**
 * Kunitori!'s decision panel (DecisionPanel.vue draws `panelButtons` and
 * `decisionPrompt`) offers exactly the engine's legal moves for every kind of
 * decision, from the deciding seat's own view: a real situation per kind
 * (src-shared/games/kunitori/decision-situations.ts), each legal move one
 * button, no button for anything else, the keys Vue renders them by unique,
 * and the words complete in English and German.
 */
import { describe, expect, it } from 'vitest';
import { kunitori as R } from '@shared/games/kunitori';
import { DECISION_KINDS, decisionSituations } from '@shared/games/kunitori/decision-situations';
import type { KunitoriMove } from '@shared/games/kunitori/types';
import { translate, type Params } from '../../src-renderer/i18n';
import { decisionPrompt, panelButtons } from '../../src-renderer/games/kunitori/move-words';

const keys = (moves: readonly KunitoriMove[]): string[] => moves.map((m) => JSON.stringify(m)).sort();
const broken = (text: string): boolean => /kunitori\.|\{\w+\}|undefined|NaN/.test(text);
const name = (seat: number): string => `Player ${seat + 1}`;

describe('the decision panel', () => {
  const situations = decisionSituations();

  it('has a situation for every kind of decision', () => {
    expect(new Set(situations.map((x) => x.kind))).toEqual(new Set(DECISION_KINDS));
  });

  for (const x of situations) {
    it(`${x.kind}: a button for exactly each legal move (${x.title})`, () => {
      const view = R.view(x.state, x.seat);
      const legal = keys(R.legalMoves(x.state, x.seat) ?? []);
      expect(legal.length).toBeGreaterThan(1);
      for (const locale of ['en', 'de'] as const) {
        const t = (key: string, params?: Params): string => translate(locale, key, params);
        const { groups, primary } = panelButtons(view, x.seat, t, name);
        const all = [...groups.flatMap((g) => g.buttons), ...primary];
        expect(keys(all.map((b) => b.move)), `${locale}: buttons = legal moves`).toEqual(legal);
        // Vue's keys: group headings, buttons within a group, main buttons.
        expect(new Set(groups.map((g) => g.group)).size).toBe(groups.length);
        for (const g of groups) expect(new Set(g.buttons.map((b) => b.testId + b.label)).size, g.group).toBe(g.buttons.length);
        expect(new Set(primary.map((b) => b.testId)).size).toBe(primary.length);
        // Distinct labels within a group: a player can tell every button apart.
        for (const g of groups) expect(new Set(g.buttons.map((b) => b.label)).size, `${locale} ${g.group}`).toBe(g.buttons.length);
        for (const b of all) expect(broken(b.label) || broken(b.group), `${locale}: ${b.label} / ${b.group}`).toBe(false);
        const prompt = decisionPrompt(view, x.kind, t, name);
        expect(broken(prompt), `${locale}: ${prompt}`).toBe(false);
      }
    });
  }

  it('names what is at stake: the Marktplatz limit, the attacker, the offered award (German)', () => {
    const t = (key: string, params?: Params): string => translate('de', key, params);
    const of = (kind: string) => situations.find((x) => x.kind === kind)!;
    const prompt = (kind: string) => decisionPrompt(R.view(of(kind).state, of(kind).seat), kind, t, name);
    expect(prompt('market-gain')).toContain('3');
    expect(prompt('defend')).toContain('Player 1');
    expect(prompt('accept')).toContain('Dorf');
  });
});
