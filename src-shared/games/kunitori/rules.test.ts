/** One test per rule of the turn, the battle and the game end (rules sheet §3–§7, seed §5–§9). */
import { describe, expect, it } from 'vitest';
import {
  BOGENSCHUETZEN,
  BURG,
  DORF,
  ERSCHLIESSUNG,
  FESTUNG,
  GOLD,
  HIDEYOSHI,
  HOHE_STEUERN,
  IEYASU,
  KANONIERE,
  KAVALLERIE,
  KUPFER,
  LAND,
  LANDESVERMESSUNG,
  ODA,
  PRAEFEKTUR,
  SHIMAZU,
  SILBER,
  SPEERTRAEGER,
  TOTAL_CARDS,
} from './data/cards';
import { kunitori as R } from './index';
import { cardCensus, legalKeys, play, playAll, position, sorted } from './testing';
import { winnerOf } from './turn';

const setup = (players: number, seed = 's', extra: Record<string, unknown> = {}) => {
  const o = R.parseOptions({ players, ...extra });
  if (!o.ok) throw new Error(o.error.message);
  return R.setup(o.value, seed);
};

describe('setup (rules sheet §3)', () => {
  it.each([2, 3, 4, 5, 6])('%i players: 2 Dorf + 6 Kupfer each from the pool, a hand of 4, all 270 cards accounted for', (n) => {
    const s = setup(n);
    expect(s.pool[DORF]).toBe(30 - 2 * n);
    expect(s.pool[KUPFER]).toBe(40 - 6 * n);
    for (const p of s.players) {
      // The starting player's treasures may already be in play (no action card: straight to the buy phase).
      expect(p.hand.length + p.inPlay.length).toBe(4);
      expect(sorted([...p.hand, ...p.inPlay, ...p.deck])).toEqual(sorted([DORF, DORF, KUPFER, KUPFER, KUPFER, KUPFER, KUPFER, KUPFER]));
    }
    expect(cardCensus(s)).toBe(TOTAL_CARDS);
  });
  it('the starting player is drawn from the seed, and differs between seeds', () => {
    const starts = new Set<number>();
    for (let i = 0; i < 30; i++) starts.add(setup(4, `seed-${i}`).start);
    expect(starts.size).toBeGreaterThan(1);
    expect(setup(4, 'x').start).toBe(setup(4, 'x').start);
    const s = setup(4, 'x');
    expect(s.turn.seat).toBe(s.start);
  });
  it('refuses bad options with a stable code', () => {
    // One code for every option problem (the kernel's parser); the message names the key.
    const refused = (key: string) => ({ ok: false, error: { code: 'bad-options', message: expect.stringContaining(`'${key}'`) } });
    expect(R.parseOptions({ players: 7 })).toMatchObject(refused('players'));
    expect(R.parseOptions({ players: 1 })).toMatchObject(refused('players'));
    expect(R.parseOptions({ players: 3, ninja: 'some' })).toMatchObject(refused('ninja'));
    expect(R.parseOptions({ players: 3, turnLimit: 0 })).toMatchObject(refused('turnLimit'));
    expect(R.parseOptions({ players: 3, turnLimit: null })).toMatchObject({ ok: true, value: { turnLimit: null } });
    expect(R.parseOptions({ players: 3, colour: 'red' })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(R.parseOptions('x')).toMatchObject({ ok: false, error: { code: 'bad-options' } });
  });
});

describe('the turn (seed §5, rules sheet §4)', () => {
  it('playing a card costs an action; with none left the action phase ends', () => {
    const s = position({ hands: { 0: [ERSCHLIESSUNG, ERSCHLIESSUNG, DORF] }, decks: { 0: [DORF, DORF] } });
    const r = play(s, 0, { type: 'play', card: ERSCHLIESSUNG });
    expect(r.state.turn.phase).toBe('buy');
    expect(r.state.players[0]!.hand).toContain(ERSCHLIESSUNG);
  });
  it('the player may end the action phase with actions left', () => {
    const s = position({ hands: { 0: [ERSCHLIESSUNG, KUPFER] } });
    const r = play(s, 0, { type: 'end-actions' });
    expect(r.state.turn.phase).toBe('buy');
    expect(r.state.turn.money).toBe(1);
  });
  it('a buy takes the card onto the discard pile for its cost; buys and Geld are counted', () => {
    const s = position({ hands: { 0: [GOLD, GOLD, SILBER, DORF] }, decks: { 0: [KUPFER, KUPFER, KUPFER, KUPFER] } });
    expect(s.turn.money).toBe(8);
    const r = play(s, 0, { type: 'buy', card: HIDEYOSHI });
    expect(r.events).toContainEqual({ type: 'gain', seat: 0, card: HIDEYOSHI, to: 'discard', why: 'buy' });
    expect(r.state.players[0]!.discard).toContain(HIDEYOSHI);
    expect(r.state.pool[HIDEYOSHI]).toBe(0);
    expect(r.events).toContainEqual({ type: 'buy', seat: 0, card: HIDEYOSHI, cost: 8 });
    // One buy only: the phase is over, nothing to keep, the next player's turn.
    expect(r.state.turn.seat).toBe(1);
  });
  it('cannot buy beyond the Geld, from an empty pile, or a second time with one Kauf', () => {
    const s = position({ hands: { 0: [GOLD, DORF] }, pool: { [SILBER]: 0 } });
    expect(R.validate(s, 0, { type: 'buy', card: FESTUNG })).toMatchObject({ ok: false, error: { code: 'illegal-buy' } });
    expect(R.validate(s, 0, { type: 'buy', card: SILBER }).ok).toBe(false);
    expect(R.validate(s, 0, { type: 'buy', card: DORF }).ok).toBe(true);
  });
  it('end phase: played cards and the hand are discarded, 4 new cards drawn; the discard is shuffled only when a draw needs it', () => {
    const s = position({ hands: { 0: [ERSCHLIESSUNG, DORF] }, decks: { 0: [KUPFER, KUPFER, KUPFER] }, discards: { 0: [SILBER, SILBER] } });
    let r = play(s, 0, { type: 'play', card: ERSCHLIESSUNG });
    // Erschließung drew 2 of the 3 deck cards, no reshuffle.
    expect(r.events.filter((e) => e.type === 'draw')).toEqual([{ type: 'draw', seat: 0, count: 2, reshuffled: false }]);
    r = play(r.state, 0, { type: 'end-buys' });
    const p = r.state.players[0]!;
    expect(p.hand).toHaveLength(4);
    // 1 from the deck, then the discard (2 Silber + the 4 cards of this turn) was shuffled for 3 more.
    expect(r.events).toContainEqual({ type: 'draw', seat: 0, count: 4, reshuffled: true });
    expect(p.hand[0]).toBe(KUPFER);
    expect(p.deck.length + p.hand.length + p.discard.length).toBe(7);
  });
  it('a private draw is shown to the drawer only', () => {
    const s = position({ hands: { 0: [ERSCHLIESSUNG, DORF] }, decks: { 0: [GOLD, SILBER] } });
    const r = play(s, 0, { type: 'play', card: ERSCHLIESSUNG });
    expect(r.events).toContainEqual({ type: 'drew', seat: 0, cards: [GOLD, SILBER], visibleTo: [0] });
  });
  it('turns go clockwise', () => {
    let s = setup(3, 'order');
    const first = s.turn.seat;
    while (s.turn.seat === first) s = playAll(s, (R.legalMoves(s, R.pending(s)[0]!.seat) ?? []).at(-1)!).state;
    expect(s.turn.seat).toBe((first + 1) % 3);
  });
});

describe('deployables (seed §6)', () => {
  it('only Aufstellbar cards may stay; Kanoniere may not (note K1)', () => {
    const s = position({ hands: { 0: [BOGENSCHUETZEN, KANONIERE, SPEERTRAEGER, DORF] }, decks: { 0: [KUPFER, KUPFER, KUPFER, KUPFER] } });
    const r = play(s, 0, { type: 'play', card: BOGENSCHUETZEN }, { type: 'play', card: KANONIERE }, { type: 'play', card: SPEERTRAEGER }, { type: 'end-buys' });
    // One decision ends the turn, with every choice of the two deployables (all of them first).
    expect(R.pending(r.state)).toEqual([{ seat: 0, kind: 'keep' }]);
    expect(legalKeys(r.state, 0)).toEqual(
      [[SPEERTRAEGER, BOGENSCHUETZEN], [SPEERTRAEGER], [BOGENSCHUETZEN], []].map((keep) => JSON.stringify({ type: 'end-turn', keep })),
    );
    expect(R.validate(r.state, 0, { type: 'end-turn', keep: [KANONIERE] }).ok).toBe(false);
    expect(R.validate(r.state, 0, { type: 'end-turn', keep: [SPEERTRAEGER, SPEERTRAEGER] }).ok).toBe(false);
    expect(R.validate(r.state, 0, { type: 'end-turn', keep: [BOGENSCHUETZEN, SPEERTRAEGER] }).ok).toBe(false); // not ascending
    expect(R.validate(r.state, 0, { type: 'end-turn' }).ok).toBe(false);
    const e = play(r.state, 0, { type: 'end-turn', keep: [SPEERTRAEGER] });
    expect(e.events.filter((x) => x.type === 'keep')).toEqual([{ type: 'keep', seat: 0, card: SPEERTRAEGER }]);
    expect(e.state.turn.seat).toBe(1);
    expect(e.state.players[0]!.deployed).toEqual([SPEERTRAEGER]);
    expect(e.state.players[0]!.discard).toContain(BOGENSCHUETZEN);
    expect(e.state.players[0]!.discard).toContain(KANONIERE);
  });
  it('copies of one deployable: any number of them may stay', () => {
    const s = position({ hands: { 0: [SPEERTRAEGER, SPEERTRAEGER, DORF, DORF] }, decks: { 0: [KUPFER, KUPFER, KUPFER, KUPFER] } });
    const r = play(s, 0, { type: 'play', card: SPEERTRAEGER }, { type: 'play', card: SPEERTRAEGER }, { type: 'end-buys' });
    expect(legalKeys(r.state, 0)).toEqual([[SPEERTRAEGER, SPEERTRAEGER], [SPEERTRAEGER], []].map((keep) => JSON.stringify({ type: 'end-turn', keep })));
    const e = play(r.state, 0, { type: 'end-turn', keep: [SPEERTRAEGER] });
    expect(e.state.players[0]!.deployed).toEqual([SPEERTRAEGER]);
    expect(e.state.players[0]!.discard.filter((c) => c === SPEERTRAEGER)).toHaveLength(1);
  });
  it('deployed cards are played first, in the owner’s order, before any hand card', () => {
    const s = position({ hands: { 0: [ERSCHLIESSUNG, DORF] }, deployed: { 0: [BURG, SPEERTRAEGER] }, decks: { 0: [DORF, DORF, DORF] } });
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'replay' }]);
    // One decision replays them all (their order changes nothing: each only adds actions, draws and buys).
    expect(legalKeys(s, 0)).toEqual([JSON.stringify({ type: 'replay' })]);
    expect(R.validate(s, 0, { type: 'play', card: ERSCHLIESSUNG }).ok).toBe(false);
    const r = play(s, 0, { type: 'replay' });
    expect(r.events.filter((x) => x.type === 'play').map((x) => (x as { card: number }).card)).toEqual([BURG, SPEERTRAEGER]);
    expect(r.state.turn.actions).toBe(1);
    expect(r.state.turn.buys).toBe(2);
    expect(r.state.players[0]!.deployed).toEqual([]);
    expect(sorted(r.state.players[0]!.inPlay)).toEqual(sorted([BURG, SPEERTRAEGER]));
  });
});

describe('battle (seed §7, rules sheet §5)', () => {
  /** Seat 0 attacks with the given hand (played in order), seat 1 defends. */
  function attack(hand: number[], defender: { hand?: number[]; deck?: number[]; deployed?: number[] } = {}, pool: Record<number, number> = {}, players = 2) {
    const s0 = position({
      players,
      hands: { 0: [...hand, DORF], 1: defender.hand ?? [DORF] },
      decks: { 0: [DORF, DORF, DORF, DORF], 1: defender.deck ?? [] },
      deployed: { 1: defender.deployed ?? [] },
      pool,
    });
    return play(s0, 0, ...hand.map((card) => ({ type: 'play' as const, card })));
  }

  it('the attacker’s award table: 1–3 Dorf, 4–6 Präfektur, 7+ Land; the attacker must take it', () => {
    const r7 = attack([ODA]);
    let s = play(r7.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    let b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 0, attackerGains: LAND });
    expect(b.state.players[0]!.discard).toContain(LAND);
    const r4 = attack([SPEERTRAEGER, ODA], { deployed: [BURG] }); // 9 : 3 → 6
    s = play(r4.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 9, defence: 3, attackerGains: PRAEFEKTUR });
    const r1 = attack([ODA], { deployed: [BURG, FESTUNG, BOGENSCHUETZEN] }); // 7 : 6 → 1
    s = play(r1.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 6, attackerGains: DORF });
  });

  it('the defender’s table: 1 Dorf, 2 Präfektur, 3+ Land, and the defender may decline', () => {
    const r = attack([IEYASU], { deployed: [BURG, FESTUNG] }); // 4 : 5 → defender +1
    let s = play(r.state, 0, { type: 'attack', leader: IEYASU, target: 1 }).state;
    let b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 4, defence: 5, attackerGains: null, defenderOffer: DORF });
    expect(R.pending(b.state)).toEqual([{ seat: 1, kind: 'accept' }]);
    const declined = play(b.state, 1, { type: 'accept', take: false });
    expect(declined.state.players[1]!.discard).toEqual([]);
    expect(declined.events).toContainEqual({ type: 'decline', seat: 1, card: DORF });
    const taken = play(b.state, 1, { type: 'accept', take: true });
    expect(taken.state.players[1]!.discard).toEqual([DORF]);
    // Ambush with a Festung: 2 + 1 more → defender +3 → Land; with two shown, Präfektur at margin 2 is passed.
    const r2 = attack([IEYASU], { hand: [FESTUNG, KUPFER], deployed: [BURG, FESTUNG] });
    s = play(r2.state, 0, { type: 'attack', leader: IEYASU, target: 1 }).state;
    b = play(s, 1, { type: 'ambush', card: FESTUNG }, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 4, defence: 8, defenderOffer: LAND });
    const r3 = attack([IEYASU], { deployed: [BURG, BOGENSCHUETZEN, BOGENSCHUETZEN] }); // 4 : 5
    s = play(r3.state, 0, { type: 'attack', leader: IEYASU, target: 1 }).state;
    b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 4, defence: 5, defenderOffer: DORF });
  });

  it('defender ahead by 2 is offered a Präfektur', () => {
    const r = attack([IEYASU], { deployed: [BURG, FESTUNG, BOGENSCHUETZEN] }); // 4 : 6
    const s = play(r.state, 0, { type: 'attack', leader: IEYASU, target: 1 }).state;
    const b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ defenderOffer: PRAEFEKTUR });
  });

  it('an empty award pile gives nothing (our ruling)', () => {
    const r = attack([ODA], {}, { [LAND]: 0 });
    const s = play(r.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    const b = play(s, 1, { type: 'ambush-done' });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, attackerGains: null });
    expect(b.events.some((e) => e.type === 'gain')).toBe(false);
  });

  it('reinforcement: the top 2 cards are revealed to all; those with strength count (no +1); all go back in the defender’s order', () => {
    const r = attack([ODA], { deck: [FESTUNG, GOLD, KUPFER] });
    const s = play(r.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    const b = play(s, 1, { type: 'reinforce' });
    expect(b.events).toContainEqual({ type: 'reveal', seat: 1, cards: [FESTUNG, GOLD], why: 'reinforcement', reshuffled: false });
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 2, attackerGains: PRAEFEKTUR });
    expect(R.pending(b.state)).toEqual([{ seat: 1, kind: 'restack' }]);
    const back = play(b.state, 1, { type: 'restack', top: GOLD });
    expect(back.state.players[1]!.deck).toEqual([GOLD, FESTUNG, KUPFER]);
  });

  it('ambush cards go back to the hand after the battle; only cards with strength may be shown', () => {
    const r = attack([ODA], { hand: [FESTUNG, KUPFER, SHIMAZU] });
    const s = play(r.state, 0, { type: 'attack', leader: ODA, target: 1 }).state;
    expect(R.validate(s, 1, { type: 'ambush', card: KUPFER }).ok).toBe(false);
    // Once ambushing, reinforcement is no longer possible.
    const a = play(s, 1, { type: 'ambush', card: SHIMAZU });
    expect(R.validate(a.state, 1, { type: 'reinforce' }).ok).toBe(false);
    const b = play(a.state, 1, { type: 'ambush', card: FESTUNG }, { type: 'ambush-done' });
    // Shimazu 5+1, Festung 2+1 = 9 against 7: the defender is 2 ahead.
    expect(b.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 9, defenderOffer: PRAEFEKTUR });
    const done = play(b.state, 1, { type: 'accept', take: true });
    expect(sorted(done.state.players[1]!.hand)).toEqual(sorted([FESTUNG, KUPFER, SHIMAZU]));
  });

  it('units never attack alone; with several targets they are split; battles go clockwise from the attacker', () => {
    const s0 = position({
      players: 4,
      seat: 1,
      hands: { 1: [SPEERTRAEGER, KAVALLERIE, ODA, SHIMAZU, DORF], 0: [DORF], 3: [DORF] },
      decks: { 1: [DORF, DORF, DORF, DORF] },
    });
    let s = play(s0, 1, { type: 'play', card: KAVALLERIE }, { type: 'play', card: SPEERTRAEGER }, { type: 'play', card: ODA }, { type: 'play', card: SHIMAZU }).state;
    expect(s.turn.phase).toBe('battle');
    s = play(s, 1, { type: 'attack', leader: ODA, target: 0 }, { type: 'attack', leader: SHIMAZU, target: 3 }).state;
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'split' }]);
    // Units go only to attacked players (0 and 3), not to seat 2.
    expect(R.validate(s, 1, { type: 'lead', unit: KAVALLERIE, target: 2 }).ok).toBe(false);
    s = play(s, 1, { type: 'lead', unit: KAVALLERIE, target: 0 }, { type: 'lead', unit: SPEERTRAEGER, target: 0 }).state;
    // Clockwise from seat 1: seat 3 fights before seat 0.
    expect(R.pending(s)).toEqual([{ seat: 3, kind: 'defend' }]);
    const b3 = play(s, 3, { type: 'ambush-done' });
    expect(b3.events.find((e) => e.type === 'battle')).toMatchObject({ defender: 3, attack: 5 });
    const b0 = play(b3.state, 0, { type: 'ambush-done' });
    expect(b0.events.find((e) => e.type === 'battle')).toMatchObject({ defender: 0, attack: 11, attackerGains: LAND });
    expect(b0.state.turn.phase).toBe('buy');
  });

  it('a leader may stay home; with every leader home there is no battle', () => {
    const r = attack([ODA]);
    const s = play(r.state, 0, { type: 'attack', leader: ODA, target: null });
    expect(s.state.turn.phase).toBe('buy');
    expect(s.events.some((e) => e.type === 'battle')).toBe(false);
  });
});

describe('the end of the game (seed §9)', () => {
  it('taking the last card of a victory pile gives every other player one more turn, not the active player', () => {
    const s0 = position({ players: 3, hands: { 0: [GOLD, GOLD, GOLD, SILBER] }, pool: { [LAND]: 1 } });
    let r = play(s0, 0, { type: 'buy', card: LAND });
    expect(r.events).toContainEqual({ type: 'end-triggered', seat: 0, pile: LAND });
    let s = r.state;
    const seen: number[] = [];
    while (!s.result) {
      if (s.turn.seat !== seen.at(-1)) seen.push(s.turn.seat);
      const d = R.pending(s)[0]!;
      const moves = R.legalMoves(s, d.seat)!;
      // Always end what can be ended: a quick turn.
      const m = moves.find((x) => x.type === 'end-actions' || x.type === 'end-buys' || x.type === 'end-turn') ?? moves[0]!;
      r = play(s, d.seat, m);
      s = r.state;
    }
    expect(seen).toEqual([1, 2]);
    expect(r.events.at(-1)).toMatchObject({ type: 'game-over', byTurnLimit: false });
  });

  it('scoring counts every card’s VP, negatives included, wherever the card is', () => {
    const s0 = position({
      players: 2,
      hands: { 0: [GOLD, GOLD, GOLD, SILBER], 1: [HOHE_STEUERN] },
      decks: { 1: [LANDESVERMESSUNG, IEYASU] },
      discards: { 1: [PRAEFEKTUR] },
      deployed: { 1: [BURG] },
      pool: { [LAND]: 1 },
    });
    let s = play(s0, 0, { type: 'buy', card: LAND }).state;
    while (!s.result) {
      const d = R.pending(s)[0]!;
      const moves = R.legalMoves(s, d.seat)!;
      s = play(s, d.seat, moves.find((x) => x.type === 'end-actions' || x.type === 'end-buys' || x.type === 'end-turn') ?? moves.at(-1)!).state;
    }
    // Seat 0: 2 Dorf + Land... its start cards are not in this hand-made position: Land 10.
    // Seat 1: Hohe Steuern −3, Landesvermessung −1, Ieyasu 7, Präfektur 5, Burg 4 = 12.
    expect(s.result!.scores).toEqual([10, 12]);
    expect(s.result!.winners).toEqual([1]);
  });

  it('tie-break: the tied player seated furthest from the starting player wins', () => {
    expect(winnerOf([5, 5, 3], 0)).toBe(1);
    expect(winnerOf([5, 5, 3], 1)).toBe(0);
    expect(winnerOf([5, 3, 5, 5], 2)).toBe(0);
    expect(winnerOf([1, 9, 2], 2)).toBe(1);
  });

  it('turnLimit ends the game after that many turns per player', () => {
    let s = setup(2, 'limit', { turnLimit: 3 });
    let turns = 0;
    while (!s.result) {
      const d = R.pending(s)[0]!;
      const moves = R.legalMoves(s, d.seat)!;
      const r = play(s, d.seat, moves.at(-1)!);
      turns += r.events.filter((e) => e.type === 'turn').length;
      s = r.state;
    }
    expect(s.turns).toBe(6);
    expect(turns).toBe(5);
  });
});

describe('validation never throws on bad input', () => {
  const s = setup(3, 'v');
  const seat = R.pending(s)[0]!.seat;
  it.each([null, 1, 'play', [], {}, { type: 'fly' }, { type: 'play' }, { type: 'play', card: '5' }, { type: 'buy', card: 99 }, { type: 'end-actions', extra: 1 }])('%j', (m) => {
    const v = R.validate(s, seat, m);
    expect(v.ok).toBe(false);
  });
  it('another seat may not move', () => {
    expect(R.validate(s, (seat + 1) % 3, { type: 'end-actions' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
  });
});
