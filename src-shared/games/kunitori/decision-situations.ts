/**
 * One real situation for every kind of decision the engine can ask (the
 * `kind` of a pending decision), each reached through the engine from a
 * scripted position (testing.ts `position` + legal moves). Shared by the
 * rules tests (decisions.test.ts: what the seat sees, its legal moves, what a
 * move does) and the table's decision panel test (tests/unit: a button for
 * exactly the engine's legal moves). Not used by the engine.
 */
import type { Seat } from '../../kernel/ruleset';
import {
  AUFSTREBENDER,
  BAUERNMILIZ,
  BOGENSCHUETZEN,
  BURG,
  DORF,
  ERSCHLIESSUNG,
  FESTUNG,
  GOLD,
  HOHE_STEUERN,
  IEYASU,
  KAVALLERIE,
  KUPFER,
  LAND,
  MARKTPLATZ,
  NINJA,
  ODA,
  SHIMAZU,
  SILBER,
  SPEERTRAEGER,
  ZOLLAUFHEBUNG,
} from './data/cards';
import { play, position } from './testing';
import type { KunitoriState } from './types';

/** Every kind of pending decision (moves.ts decisionOf). */
export const DECISION_KINDS = [
  'replay',
  'action',
  'market-scrap',
  'market-gain',
  'ninja-show',
  'ninja-resolve',
  'declare',
  'split',
  'defend',
  'accept',
  'restack',
  'buy',
  'keep',
] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export interface Situation {
  kind: DecisionKind;
  /** What is going on, for test names. */
  title: string;
  state: KunitoriState;
  /** The seat that decides. */
  seat: Seat;
}

const FILLER = [DORF, DORF, DORF, DORF, DORF, DORF];

/** Seat 0 plays the given cards, then sends every leader at seat 1 (2 players). */
function attackOnSeat1(hand: number[], leaders: number[], defender: { hand?: number[]; deck?: number[]; deployed?: number[] }): KunitoriState {
  const s0 = position({
    players: 2,
    hands: { 0: [...hand, DORF], 1: defender.hand ?? [DORF] },
    decks: { 0: FILLER, 1: defender.deck ?? [KUPFER, KUPFER] },
    deployed: { 1: defender.deployed ?? [] },
  });
  let s = play(s0, 0, ...hand.map((card) => ({ type: 'play' as const, card }))).state;
  s = play(s, 0, ...leaders.map((leader) => ({ type: 'attack' as const, leader, target: 1 }))).state;
  return s;
}

export function decisionSituations(): Situation[] {
  const out: Situation[] = [];
  const add = (kind: DecisionKind, title: string, state: KunitoriState, seat: Seat): void => {
    out.push({ kind, title, state, seat });
  };

  // replay: two kinds of deployed cards from the last turn (one kind alone is replayed without asking).
  add('replay', 'Kavallerie and Bogenschützen stayed deployed', position({ players: 2, hands: { 0: [ERSCHLIESSUNG, KUPFER] }, deployed: { 0: [KAVALLERIE, BOGENSCHUETZEN] }, decks: { 0: FILLER } }), 0);

  // action: a General, a Bauernmiliz (two choices) and a Zollaufhebung (may gain a Bauernmiliz).
  add('action', 'Oda Nobunaga, Bauernmiliz and Zollaufhebung in hand', position({ players: 2, hands: { 0: [ODA, BAUERNMILIZ, ZOLLAUFHEBUNG, KUPFER] }, decks: { 0: FILLER } }), 0);

  // market-scrap, market-gain: Marktplatz with Dorf, Kupfer and Hohe Steuern (never scrapped) in hand.
  const market = play(position({ players: 2, hands: { 0: [MARKTPLATZ, DORF, KUPFER, HOHE_STEUERN] }, decks: { 0: FILLER } }), 0, { type: 'play', card: MARKTPLATZ }).state;
  add('market-scrap', 'Marktplatz played with Dorf, Kupfer and Hohe Steuern in hand', market, 0);
  add('market-gain', 'Marktplatz scrapped a Dorf (cost 1): a card costing up to 3', play(market, 0, { type: 'scrap', card: DORF }).state, 0);

  // ninja-show, ninja-resolve: seat 0 plays a Ninja Clan (literal reading: asked too); seat 1 holds one.
  const ninja = play(
    position({ players: 3, hands: { 0: [NINJA, DORF], 1: [NINJA, KUPFER], 2: [KUPFER] }, decks: { 0: [GOLD, SILBER], 1: [LAND, DORF], 2: [KUPFER, LAND, SILBER] } }),
    0,
    { type: 'play', card: NINJA },
  ).state;
  const asked = play(ninja, 0, { type: 'ninja-show', show: false }).state;
  add('ninja-show', 'asked by a Ninja Clan with one in hand', asked, 1);
  add('ninja-resolve', 'the Ninja Clan’s player decides the revealed cards', play(play(asked, 1, { type: 'ninja-show', show: true }).state, 2, { type: 'ninja-show', show: false }).state, 0);

  // declare: an Aufstrebender General with 6 Geld of treasures in hand may be promoted; 3 players.
  add(
    'declare',
    'an Aufstrebender General with Gold and Silber in hand, 3 players',
    play(position({ players: 3, hands: { 0: [AUFSTREBENDER, GOLD, SILBER, DORF] }, decks: { 0: FILLER } }), 0, { type: 'play', card: AUFSTREBENDER }).state,
    0,
  );

  // split: two Generals sent at two players, two kinds of units to split.
  const split = play(
    position({ players: 3, hands: { 0: [KAVALLERIE, SPEERTRAEGER, ODA, SHIMAZU, DORF] }, decks: { 0: FILLER } }),
    0,
    { type: 'play', card: KAVALLERIE },
    { type: 'play', card: SPEERTRAEGER },
    { type: 'play', card: ODA },
    { type: 'play', card: SHIMAZU },
    { type: 'attack', leader: ODA, target: 1 },
    { type: 'attack', leader: SHIMAZU, target: 2 },
  ).state;
  add('split', 'Oda at seat 1, Shimazu at seat 2, Kavallerie and Speerträger to split', split, 0);

  // defend: Oda (7) attacks; the defender holds a Festung and a Shimazu (strength) and a Kupfer.
  const defend = attackOnSeat1([ODA], [ODA], { hand: [FESTUNG, SHIMAZU, KUPFER], deck: [FESTUNG, GOLD, KUPFER] });
  add('defend', 'Oda Nobunaga (7) attacks; Festung, Shimazu and Kupfer in hand', defend, 1);

  // accept: Ieyasu (4) against Burg + Festung deployed (3 + 2 = 5): the defender is offered a Dorf.
  add('accept', 'Ieyasu (4) against Burg and Festung (5): a Dorf offered', play(attackOnSeat1([IEYASU], [IEYASU], { deployed: [BURG, FESTUNG] }), 1, { type: 'ambush-done' }).state, 1);

  // restack: reinforcement revealed Festung and Gold; they go back in the defender's order.
  add('restack', 'reinforcement revealed Festung and Gold', play(defend, 1, { type: 'reinforce' }).state, 1);

  // buy: 7 Geld (Gold, Silber, Silber) with a Zollaufhebung's discount and 2 buys.
  add(
    'buy',
    'Zollaufhebung played, then Gold, Silber and Silber: 7 Geld, 2 buys, 1 off',
    play(position({ players: 2, hands: { 0: [ZOLLAUFHEBUNG, GOLD, SILBER, SILBER] }, decks: { 0: FILLER } }), 0, { type: 'play', card: ZOLLAUFHEBUNG, choice: 'none' }).state,
    0,
  );

  // keep: Kavallerie and Bogenschützen played (deployable), Kupfer not. With no action card left the
  // action phase ends by itself; the Kupfer's 1 Geld could buy a Dorf, the player ends the buys.
  add(
    'keep',
    'Kavallerie and Bogenschützen played, the buy phase over',
    play(position({ players: 2, hands: { 0: [KAVALLERIE, BOGENSCHUETZEN, KUPFER, DORF] }, decks: { 0: FILLER } }), 0, { type: 'play', card: KAVALLERIE }, { type: 'play', card: BOGENSCHUETZEN }, { type: 'end-buys' }).state,
    0,
  );
  return out;
}
