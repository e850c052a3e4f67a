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
import { decisionPrompt, endTurnLabel, keepMove, keepTicks, panelButtons, whyNotPile } from '../../src-renderer/games/kunitori/move-words';
import { BOGENSCHUETZEN, GOLD, KAVALLERIE, LAND } from '@shared/games/kunitori/data/cards';

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
      // The replay is one decision with one move (one button); every other decision is a choice.
      expect(legal.length).toBeGreaterThan(x.kind === 'replay' ? 0 : 1);
      for (const locale of ['en', 'de'] as const) {
        const t = (key: string, params?: Params): string => translate(locale, key, params);
        const { groups, primary } = panelButtons(view, x.seat, t, name);
        const all = [...groups.flatMap((g) => g.buttons), ...primary];
        // The end of the turn: every way of setting the ticks is a legal move, and every legal move a way of setting them.
        const ticks = keepTicks(view, x.seat, t);
        const byTicks = Array.from({ length: ticks.length > 0 ? 2 ** ticks.length : 0 }, (_, bits) => keepMove(ticks, ticks.map((_t, i) => ((bits >> i) & 1) === 1)));
        expect(keys([...all.map((b) => b.move), ...new Map(byTicks.map((m) => [JSON.stringify(m), m])).values()]), `${locale}: buttons and ticks = legal moves`).toEqual(legal);
        // Vue's keys: group headings, buttons within a group, main buttons.
        expect(new Set(groups.map((g) => g.group)).size).toBe(groups.length);
        for (const g of groups) expect(new Set(g.buttons.map((b) => b.id + b.label)).size, g.group).toBe(g.buttons.length);
        expect(new Set(primary.map((b) => b.id)).size).toBe(primary.length);
        // Distinct labels within a group: a player can tell every button apart.
        for (const g of groups) expect(new Set(g.buttons.map((b) => b.label)).size, `${locale} ${g.group}`).toBe(g.buttons.length);
        for (const b of all) expect(broken(b.label) || broken(b.group), `${locale}: ${b.label} / ${b.group}`).toBe(false);
        const prompt = decisionPrompt(view, x.kind, t, name);
        expect(broken(prompt), `${locale}: ${prompt}`).toBe(false);
      }
    });
  }

  it('replay and the end of the turn: one button each, saying what happens; all ticked at first', () => {
    const t = (key: string, params?: Params): string => translate('en', key, params);
    const of = (kind: string) => situations.find((x) => x.kind === kind)!;
    const replay = of('replay');
    const rv = R.view(replay.state, replay.seat);
    expect(panelButtons(rv, replay.seat, t, name).primary.map((b) => b.label)).toEqual(['Replay Cavalry, Archers']);
    expect(decisionPrompt(rv, 'replay', t, name)).toBe('Your deployed cards come back into play first: Cavalry, Archers.');
    const end = of('keep');
    const ev = R.view(end.state, end.seat);
    const ticks = keepTicks(ev, end.seat, t);
    expect(ticks.map((x) => x.card).sort()).toEqual([BOGENSCHUETZEN, KAVALLERIE].sort());
    expect(ticks.map((x) => x.label).sort()).toEqual(['Keep Archers', 'Keep Cavalry']);
    expect(panelButtons(ev, end.seat, t, name)).toEqual({ groups: [], primary: [] });
    expect(keepMove(ticks, [true, true])).toEqual({ type: 'end-turn', keep: [BOGENSCHUETZEN, KAVALLERIE].sort((a, b) => a - b) });
    expect(endTurnLabel(2, t)).toBe('End the turn, keeping 2 cards');
    expect(endTurnLabel(1, t)).toBe('End the turn, keeping 1 card');
    expect(endTurnLabel(0, translate.bind(null, 'de'))).toBe('Zug beenden, keine Karte bleibt');
  });

  it('a pile that cannot be taken says why: too dear, not the buy phase, beyond the Marktplatz limit', () => {
    const t = (key: string, params?: Params): string => translate('en', key, params);
    const of = (kind: string) => situations.find((x) => x.kind === kind)!;
    const buy = of('buy');
    const bv = R.view(buy.state, buy.seat);
    expect(whyNotPile(bv, buy.seat, 'buy', LAND, t)).toBe(`Province costs ${10 - bv.turn.discount} money; you have ${bv.turn.money}.`);
    expect(whyNotPile(bv, buy.seat, 'buy', GOLD, t)).toBeNull();
    const action = of('action');
    expect(whyNotPile(R.view(action.state, action.seat), action.seat, 'action', GOLD, t)).toBe('Cards are bought in the buy phase, after your actions and battles.');
    const gain = of('market-gain');
    expect(whyNotPile(R.view(gain.state, gain.seat), gain.seat, 'market-gain', LAND, t)).toBe('The Marketplace gains a card costing up to 3; Province costs 10.');
  });

  it('names what is at stake: the Marktplatz limit, the attacker, the offered award (German)', () => {
    const t = (key: string, params?: Params): string => translate('de', key, params);
    const of = (kind: string) => situations.find((x) => x.kind === kind)!;
    const prompt = (kind: string) => decisionPrompt(R.view(of(kind).state, of(kind).seat), kind, t, name);
    expect(prompt('market-gain')).toContain('3');
    expect(prompt('defend')).toContain('Player 1');
    expect(prompt('accept')).toContain('Dorf');
  });
});
