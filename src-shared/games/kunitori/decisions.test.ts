/**
 * Every kind of decision the engine can ask, from a real situation reached
 * through the engine (decision-situations.ts): who is asked, what that seat
 * sees (and what the others do not), exactly which moves it may make — the
 * same from its own view as from the state — and what a move does.
 */
import { describe, expect, it } from 'vitest';
import {
  AUFSTREBENDER,
  BAUERNMILIZ,
  BOGENSCHUETZEN,
  CARDS,
  DORF,
  FESTUNG,
  GOLD,
  KAVALLERIE,
  KUPFER,
  LAND,
  ODA,
  SHIMAZU,
  SILBER,
  SPEERTRAEGER,
  ZOLLAUFHEBUNG,
} from './data/cards';
import { DECISION_KINDS, decisionSituations, type DecisionKind, type Situation } from './decision-situations';
import { kunitori as R } from './index';
import { legalMovesOf } from './legal';
import { cardCensus, play, sorted } from './testing';
import type { KunitoriMove } from './types';
import { TOTAL_CARDS } from './data/cards';

const SITUATIONS = decisionSituations();
const at = (kind: DecisionKind): Situation => SITUATIONS.find((x) => x.kind === kind)!;
const keys = (moves: readonly KunitoriMove[]): string[] => moves.map((m) => JSON.stringify(m)).sort();
const legal = (x: Situation): string[] => keys(R.legalMoves(x.state, x.seat) ?? []);
const k = (...moves: KunitoriMove[]): string[] => keys(moves);
const buysUpTo = (limit: number, pool: readonly number[]): KunitoriMove[] =>
  CARDS.filter((c) => pool[c.id]! > 0 && c.cost <= limit).map((c) => ({ type: 'buy', card: c.id }));

describe('every decision kind has a situation', () => {
  it('one per kind, each asking the seat it names, from its own view the same moves as from the state', () => {
    expect(SITUATIONS.map((x) => x.kind).sort()).toEqual([...DECISION_KINDS].sort());
    for (const x of SITUATIONS) {
      expect(R.pending(x.state), x.title).toEqual([{ seat: x.seat, kind: x.kind }]);
      expect(cardCensus(x.state), x.title).toBe(TOTAL_CARDS);
      const view = R.view(x.state, x.seat);
      expect(view.pending, x.title).toEqual([{ seat: x.seat, kind: x.kind }]);
      expect(keys(legalMovesOf(view, x.seat)), x.title).toEqual(legal(x));
      // Nobody else may move now.
      for (let seat = 0; seat < x.state.players.length; seat++) if (seat !== x.seat) expect(R.legalMoves(x.state, seat) ?? []).toEqual([]);
    }
  });
});

describe('the decisions, one by one', () => {
  it('replay: one decision replays every deployed card, before any hand card', () => {
    const x = at('replay');
    expect(legal(x)).toEqual(k({ type: 'replay' }));
    // The other player sees the deployment area too.
    expect(sorted(R.view(x.state, 1).players[0]!.deployed)).toEqual(sorted([KAVALLERIE, BOGENSCHUETZEN]));
    const r = play(x.state, 0, { type: 'replay' });
    expect(r.events.filter((e) => e.type === 'play').map((e) => e.type === 'play' && [e.card, e.from])).toEqual([
      [KAVALLERIE, 'deployed'],
      [BOGENSCHUETZEN, 'deployed'],
    ]);
    expect(r.state.players[0]!.deployed).toEqual([]);
    // Aktion 1, −1 +2, −1 +2 = 3 actions left for the hand card.
    expect(r.state.turn.actions).toBe(3);
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'action' }]);
  });

  it('action: a play per card and choice (Zollaufhebung’s Bauernmiliz only while the pile has one), or end the phase', () => {
    const x = at('action');
    expect(legal(x)).toEqual(
      k(
        { type: 'play', card: ODA },
        { type: 'play', card: BAUERNMILIZ, choice: 'draw' },
        { type: 'play', card: BAUERNMILIZ, choice: 'action' },
        { type: 'play', card: ZOLLAUFHEBUNG, choice: 'militia' },
        { type: 'play', card: ZOLLAUFHEBUNG, choice: 'none' },
        { type: 'end-actions' },
      ),
    );
    // The other seat sees only the hand's size.
    expect(R.view(x.state, 1).players[0]!.hand).toBeNull();
    expect(R.view(x.state, 1).players[0]!.handCount).toBe(4);
    const r = play(x.state, 0, { type: 'play', card: BAUERNMILIZ, choice: 'action' });
    expect(r.state.turn.actions).toBe(1);
    expect(r.state.players[0]!.inPlay).toEqual([BAUERNMILIZ]);
    const empty = { ...x.state, pool: x.state.pool.map((n, c) => (c === BAUERNMILIZ ? 0 : n)) };
    expect(keys(R.legalMoves(empty, 0) ?? []).filter((m) => m.includes(`"card":${ZOLLAUFHEBUNG}`))).toEqual(k({ type: 'play', card: ZOLLAUFHEBUNG, choice: 'none' }));
  });

  it('market-scrap: any hand card but Hohe Steuern; it goes to the trash', () => {
    const x = at('market-scrap');
    expect(legal(x)).toEqual(k({ type: 'scrap', card: DORF }, { type: 'scrap', card: KUPFER }));
    const r = play(x.state, 0, { type: 'scrap', card: KUPFER });
    expect(r.state.trash).toEqual([KUPFER]);
    expect(r.events).toContainEqual({ type: 'scrap', seat: 0, card: KUPFER, from: 'hand' });
  });

  it('market-gain: every pool card costing up to the scrapped card’s cost + 2, onto the discard pile', () => {
    const x = at('market-gain');
    const view = R.view(x.state, 0);
    expect(view.turn.step).toEqual({ kind: 'market-gain', limit: 3 });
    expect(legal(x)).toEqual(keys(CARDS.filter((c) => x.state.pool[c.id]! > 0 && c.cost <= 3).map((c) => ({ type: 'gain', card: c.id }))));
    expect(legal(x)).toContain(JSON.stringify({ type: 'gain', card: SILBER }));
    expect(legal(x)).not.toContain(JSON.stringify({ type: 'gain', card: GOLD }));
    const before = x.state.pool[SILBER]!;
    const r = play(x.state, 0, { type: 'gain', card: SILBER });
    expect(r.state.players[0]!.discard[0]).toBe(SILBER);
    expect(r.state.pool[SILBER]).toBe(before - 1);
    expect(r.state.turn.step).toBeNull();
  });

  it('ninja-show: with a Ninja Clan in hand the seat may show it (it stays in hand) or reveal its top 2', () => {
    const x = at('ninja-show');
    expect(legal(x)).toEqual(k({ type: 'ninja-show', show: true }, { type: 'ninja-show', show: false }));
    // What was revealed so far is public: seat 2 sees seat 0's Gold and Silber.
    const st = R.view(x.state, 2).turn.step;
    expect(st?.kind === 'ninja-show' && st.revealed).toEqual([{ seat: 0, cards: [GOLD, SILBER] }]);
    const shown = play(x.state, 1, { type: 'ninja-show', show: true });
    expect(shown.events).toContainEqual({ type: 'ninja-show', seat: 1, show: true });
    expect(shown.events.some((e) => e.type === 'reveal')).toBe(false);
    const revealed = play(x.state, 1, { type: 'ninja-show', show: false });
    expect(revealed.events).toContainEqual({ type: 'reveal', seat: 1, cards: [LAND, DORF], why: 'ninja', reshuffled: false });
  });

  it('ninja-resolve: every revealed card kind to the discard or back on the deck; seen by every seat', () => {
    const x = at('ninja-resolve');
    expect(legal(x)).toEqual(
      k(
        ...[
          [0, GOLD],
          [0, SILBER],
          [2, KUPFER],
          [2, LAND],
        ].flatMap(([seat, card]) => (['discard', 'deck'] as const).map((to): KunitoriMove => ({ type: 'ninja-card', seat: seat!, card: card!, to }))),
      ),
    );
    const st = R.view(x.state, 1).turn.step;
    expect(st?.kind === 'ninja-resolve' && st.revealed).toEqual([
      { seat: 0, cards: [GOLD, SILBER] },
      { seat: 2, cards: [KUPFER, LAND] },
    ]);
    const r = play(x.state, 0, { type: 'ninja-card', seat: 2, card: LAND, to: 'discard' });
    expect(r.state.players[2]!.discard).toEqual([LAND]);
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'ninja-resolve' }]);
  });

  it('declare: promote to any General in the pool while the phase is fresh; send each leader at a player or keep it home', () => {
    const x = at('declare');
    const generals = CARDS.filter((c) => c.type === 'general').map((c): KunitoriMove => ({ type: 'promote', general: c.id }));
    const sends = ([1, 2, null] as const).map((target): KunitoriMove => ({ type: 'attack', leader: AUFSTREBENDER, target }));
    expect(legal(x)).toEqual(k(...generals, ...sends));
    const r = play(x.state, 0, { type: 'promote', general: ODA });
    // Paid with Gold + Silber (5), the General in play, the Aufstrebender scrapped, and Oda now to send.
    expect(r.events).toContainEqual({ type: 'promote', seat: 0, general: ODA, treasures: [SILBER, GOLD] });
    expect(r.state.trash).toEqual([AUFSTREBENDER]);
    expect(legal({ ...x, state: r.state })).toEqual(k(...([1, 2, null] as const).map((target): KunitoriMove => ({ type: 'attack', leader: ODA, target }))));
  });

  it('split: each kind of unit to one of the attacked players only', () => {
    const x = at('split');
    expect(legal(x)).toEqual(
      k(
        { type: 'lead', unit: SPEERTRAEGER, target: 1 },
        { type: 'lead', unit: SPEERTRAEGER, target: 2 },
        { type: 'lead', unit: KAVALLERIE, target: 1 },
        { type: 'lead', unit: KAVALLERIE, target: 2 },
      ),
    );
    // The forces are public: seat 2 sees who comes at it.
    expect(R.view(x.state, 2).turn.battle!.forces[2]).toEqual([SHIMAZU]);
    const r = play(x.state, 0, { type: 'lead', unit: KAVALLERIE, target: 2 }, { type: 'lead', unit: SPEERTRAEGER, target: 2 });
    // Clockwise from the attacker: seat 1 defends first, Oda alone (7).
    expect(R.pending(r.state)).toEqual([{ seat: 1, kind: 'defend' }]);
    expect(r.state.turn.battle!.forces[2]).toEqual([SHIMAZU, KAVALLERIE, SPEERTRAEGER]);
  });

  it('defend: reinforcement, or show hand cards with strength one by one, then done', () => {
    const x = at('defend');
    expect(legal(x)).toEqual(k({ type: 'reinforce' }, { type: 'ambush', card: SHIMAZU }, { type: 'ambush', card: FESTUNG }, { type: 'ambush-done' }));
    // The defender sees the attack and its own hand; the attacker does not see that hand.
    const mine = R.view(x.state, 1);
    expect(mine.turn.battle!.forces[1]).toEqual([ODA]);
    expect(sorted(mine.players[1]!.hand!)).toEqual(sorted([FESTUNG, SHIMAZU, KUPFER]));
    expect(R.view(x.state, 0).players[1]!.hand).toBeNull();
    // After a first card shown, reinforcement is closed and that card is out of the hand.
    const shown = play(x.state, 1, { type: 'ambush', card: SHIMAZU }).state;
    expect(legal({ ...x, state: shown })).toEqual(k({ type: 'ambush', card: FESTUNG }, { type: 'ambush-done' }));
    expect(R.view(shown, 0).turn.battle!.ambush).toEqual([SHIMAZU]);
    const r = play(shown, 1, { type: 'ambush-done' });
    // Shimazu 5 + 1 against Oda 7: the attacker wins by 1 and gains a Dorf; Shimazu back to the hand.
    expect(r.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 6, attackerGains: DORF });
    expect(r.state.players[1]!.hand).toContain(SHIMAZU);
  });

  it('accept: the defender takes or declines the award it is offered', () => {
    const x = at('accept');
    expect(legal(x)).toEqual(k({ type: 'accept', take: true }, { type: 'accept', take: false }));
    expect(R.view(x.state, 1).turn.battle!.offer).toBe(DORF);
    expect(play(x.state, 1, { type: 'accept', take: true }).state.players[1]!.discard).toEqual([DORF]);
    const declined = play(x.state, 1, { type: 'accept', take: false });
    expect(declined.state.players[1]!.discard).toEqual([]);
    expect(declined.state.pool[DORF]).toBe(x.state.pool[DORF]);
  });

  it('restack: the defender picks which revealed card goes back on top; both cards are public', () => {
    const x = at('restack');
    expect(legal(x)).toEqual(k({ type: 'restack', top: FESTUNG }, { type: 'restack', top: GOLD }));
    expect(R.view(x.state, 0).turn.battle!.reinforcement).toEqual([FESTUNG, GOLD]);
    expect(play(x.state, 1, { type: 'restack', top: GOLD }).state.players[1]!.deck).toEqual([GOLD, FESTUNG, KUPFER]);
    expect(play(x.state, 1, { type: 'restack', top: FESTUNG }).state.players[1]!.deck).toEqual([FESTUNG, GOLD, KUPFER]);
  });

  it('buy: every pile the Geld pays for after the discount, or end the buys; a buy costs the discounted price', () => {
    const x = at('buy');
    const t = R.view(x.state, 0).turn;
    expect([t.money, t.buys, t.discount]).toEqual([7, 2, 1]);
    expect(legal(x)).toEqual(k(...buysUpTo(8, x.state.pool), { type: 'end-buys' }));
    const r = play(x.state, 0, { type: 'buy', card: GOLD });
    expect(r.events).toContainEqual({ type: 'buy', seat: 0, card: GOLD, cost: 5 });
    expect(r.state.turn.money).toBe(2);
    expect(legal({ ...x, state: r.state })).toEqual(k(...buysUpTo(3, r.state.pool), { type: 'end-buys' }));
  });

  it('keep: one decision ends the turn with any choice of the deployables played; the rest is discarded and 4 cards drawn', () => {
    const x = at('keep');
    const both = [BOGENSCHUETZEN, KAVALLERIE].sort((a, b) => a - b);
    expect(legal(x)).toEqual(k(...[both, [both[0]!], [both[1]!], []].map((keep) => ({ type: 'end-turn' as const, keep }))));
    const r = play(x.state, 0, { type: 'end-turn', keep: [KAVALLERIE] });
    expect(r.state.players[0]!.deployed).toEqual([KAVALLERIE]);
    expect(r.state.players[0]!.hand).toHaveLength(4);
    expect(r.state.turn.seat).toBe(1);
  });
});
