/**
 * One test per card (rules sheet §2): what a player checks after playing it.
 * The expected numbers are the sheet's, written out here, not read from
 * data/cards.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  AUFSTREBENDER,
  BAUERNMILIZ,
  BERGMINE,
  BOGENSCHUETZEN,
  BURG,
  CARDS,
  DATE,
  DORF,
  ENTWICKLUNG,
  ERSCHLIESSUNG,
  FESTUNG,
  FLUSSBEGRADIGUNG,
  GOLD,
  HANDELSHAFEN,
  HIDEYOSHI,
  HOHE_STEUERN,
  IEYASU,
  KANONIERE,
  KAVALLERIE,
  KUPFER,
  LAND,
  LANDESVERMESSUNG,
  MARKTPLATZ,
  MORI,
  NINJA,
  ODA,
  PRAEFEKTUR,
  SHIMAZU,
  SILBER,
  SPEERTRAEGER,
  TAKEDA,
  TEEGESCHIRR,
  TOTAL_CARDS,
  UESUGI,
  ZOLLAUFHEBUNG,
} from './data/cards';
import { kunitori as R } from './index';
import { legalKeys, play, position } from './testing';

/** The sheet's numbers, per card: copies, cost, VP, attack, defence, deployable. */
const SHEET: [number, number, number, number, number, number, boolean][] = [
  [ODA, 1, 8, 0, 7, 0, false],
  [HIDEYOSHI, 1, 8, 5, 4, 0, false],
  [IEYASU, 1, 8, 7, 4, 0, false],
  [TAKEDA, 1, 8, 2, 6, 0, false],
  [UESUGI, 1, 8, 1, 6, 0, false],
  [MORI, 1, 8, 4, 3, 0, false],
  [DATE, 1, 8, 3, 4, 0, false],
  [SHIMAZU, 1, 8, 0, 5, 0, false],
  [SPEERTRAEGER, 10, 3, 0, 2, 0, true],
  [BOGENSCHUETZEN, 8, 4, 0, 1, 0, true],
  [AUFSTREBENDER, 6, 5, 0, 1, 0, false],
  [BAUERNMILIZ, 12, 2, 1, 1, 0, false],
  [KAVALLERIE, 8, 5, 0, 2, 0, true],
  [NINJA, 8, 4, 0, 1, 0, false],
  [KANONIERE, 6, 6, 0, 3, 0, false],
  [FESTUNG, 8, 4, 1, 0, 2, false],
  [ENTWICKLUNG, 12, 2, 0, 0, 0, false],
  [ERSCHLIESSUNG, 8, 3, 0, 0, 0, false],
  [MARKTPLATZ, 8, 3, 0, 0, 0, false],
  [LANDESVERMESSUNG, 6, 4, -1, 0, 0, false],
  [ZOLLAUFHEBUNG, 6, 5, 0, 0, 0, false],
  [HOHE_STEUERN, 8, 3, -3, 0, 0, false],
  [FLUSSBEGRADIGUNG, 8, 5, 1, 0, 0, false],
  [TEEGESCHIRR, 8, 6, 3, 0, 0, false],
  [BERGMINE, 4, 6, 0, 0, 0, false],
  [HANDELSHAFEN, 4, 5, 0, 0, 0, false],
  [BURG, 4, 7, 4, 0, 3, true],
  [DORF, 30, 1, 1, 0, 0, false],
  [PRAEFEKTUR, 12, 6, 5, 0, 0, false],
  [LAND, 8, 10, 10, 0, 0, false],
  [KUPFER, 40, 0, 0, 0, 0, false],
  [SILBER, 20, 3, 0, 0, 0, false],
  [GOLD, 10, 6, 0, 0, 0, false],
];

describe('the card list (rules sheet §1–§2)', () => {
  it('has 33 cards, 270 in all: 150 action, 50 victory, 70 treasure', () => {
    expect(CARDS).toHaveLength(33);
    expect(TOTAL_CARDS).toBe(270);
    const by = (t: string[]): number => CARDS.filter((c) => t.includes(c.type)).reduce((a, c) => a + c.copies, 0);
    expect(by(['general', 'unit', 'politics'])).toBe(150);
    expect(by(['victory'])).toBe(50);
    expect(by(['treasure'])).toBe(70);
  });
  it.each(SHEET)('card %i has the sheet’s copies, cost, VP, attack, defence and deployability', (id, copies, cost, vp, att, def, dep) => {
    const c = CARDS[id]!;
    expect({ copies: c.copies, cost: c.cost, vp: c.vp, att: c.att, def: c.def, deployable: c.deployable }).toEqual({ copies, cost, vp, att, def, deployable: dep });
  });
  it('marks the 20 reconstructed costs in the data', () => {
    expect(CARDS.filter((c) => c.reconstructed?.includes('cost')).length).toBe(20);
    expect(CARDS[HOHE_STEUERN]!.reconstructed).toContain('copies');
    expect(CARDS[BURG]!.reconstructed).toContain('copies');
    expect(CARDS[KANONIERE]!.reconstructed).toBeUndefined();
  });
});

/** Plays `card` from a hand of [card, Erschließung, Dorf] over a deck of Dörfer: what changed. */
function playOne(card: number, choice?: 'draw' | 'action' | 'money' | 'scrap' | 'militia' | 'none') {
  const s = position({ players: 3, hands: { 0: [card, ERSCHLIESSUNG, DORF] }, decks: { 0: [DORF, DORF, DORF, DORF, DORF, DORF] } });
  const r = play(s, 0, choice ? { type: 'play', card, choice } : { type: 'play', card });
  const t = r.state.turn;
  return { r, actions: t.actions, money: t.money, buys: t.buys, drawn: r.state.players[0]!.hand.length - 2 };
}

describe('plain effects (rules sheet §2, in printed order)', () => {
  // [card, actions left after the play (1 − 1 + Aktion), Geld, Kauf total, cards drawn]
  const table: [string, number, number, number, number, number][] = [
    ['Oda Nobunaga: Aktion +1', ODA, 1, 0, 1, 0],
    ['Toyotomi Hideyoshi: Geld +2, Kauf +1', HIDEYOSHI, 0, 2, 2, 0],
    ['Tokugawa Ieyasu: no effect', IEYASU, 0, 0, 1, 0],
    ['Takeda Shingen: Karte ziehen +1', TAKEDA, 0, 0, 1, 1],
    ['Uesugi Kenshin: Karte ziehen +1, Aktion +1', UESUGI, 1, 0, 1, 1],
    ['Mōri Motonari: Karte ziehen +1, Aktion +1, Geld +1, Kauf +1', MORI, 1, 1, 2, 1],
    ['Date Masamune: Karte ziehen +2, Geld +1, Aktion +1', DATE, 1, 1, 1, 2],
    ['Shimazu Yoshihisa: Karte ziehen +3', SHIMAZU, 0, 0, 1, 3],
    ['Speerträger: Aktion +1', SPEERTRAEGER, 1, 0, 1, 0],
    ['Bogenschützen: Aktion +2', BOGENSCHUETZEN, 2, 0, 1, 0],
    ['Kavallerie: Aktion +2', KAVALLERIE, 2, 0, 1, 0],
    ['Kanoniere: Aktion +2', KANONIERE, 2, 0, 1, 0],
    ['Festung: Karte ziehen +1, Aktion +1', FESTUNG, 1, 0, 1, 1],
    ['Erschließung neuer Felder: Karte ziehen +2', ERSCHLIESSUNG, 0, 0, 1, 2],
    ['Hohe Steuern: Karte ziehen +3', HOHE_STEUERN, 0, 0, 1, 3],
    ['Flussbegradigung: Karte ziehen +2, Geld +1', FLUSSBEGRADIGUNG, 0, 1, 1, 2],
    ['Handelshafen: Karte ziehen +3, Kauf +1', HANDELSHAFEN, 0, 0, 2, 3],
    ['Fantastische Burg: Karte ziehen +1, Aktion +1, Kauf +1', BURG, 1, 0, 2, 1],
  ];
  it.each(table)('%s', (_name, card, actions, money, buys, drawn) => {
    const r = playOne(card);
    expect({ actions: r.actions, money: r.money, buys: r.buys, drawn: r.drawn }).toEqual({ actions, money, buys, drawn });
  });
});

describe('cards with a choice', () => {
  it('Bauernmiliz: Karte ziehen +1 or Aktion +1', () => {
    expect(playOne(BAUERNMILIZ, 'draw')).toMatchObject({ actions: 0, drawn: 1 });
    expect(playOne(BAUERNMILIZ, 'action')).toMatchObject({ actions: 1, drawn: 0 });
    const s = position({ hands: { 0: [BAUERNMILIZ, DORF] } });
    // The choice is part of the play move: a play without it is refused.
    expect(R.validate(s, 0, { type: 'play', card: BAUERNMILIZ }).ok).toBe(false);
  });
  it('Entwicklung neuer Technologien: Geld +1, or scrap it for Geld +3', () => {
    const keep = playOne(ENTWICKLUNG, 'money');
    expect(keep.money).toBe(1);
    expect(keep.r.state.trash).toEqual([]);
    const scrap = playOne(ENTWICKLUNG, 'scrap');
    expect(scrap.money).toBe(3);
    expect(scrap.r.state.trash).toEqual([ENTWICKLUNG]);
    expect(scrap.r.state.players[0]!.inPlay).not.toContain(ENTWICKLUNG);
  });
  it('Berühmtes Teegeschirr: Karte ziehen +1, or scrap it for Geld +5', () => {
    expect(playOne(TEEGESCHIRR, 'draw')).toMatchObject({ money: 0, drawn: 1 });
    const scrap = playOne(TEEGESCHIRR, 'scrap');
    expect(scrap).toMatchObject({ money: 5, drawn: 0 });
    expect(scrap.r.state.trash).toEqual([TEEGESCHIRR]);
  });
});

describe('cards that gain', () => {
  it('Landesvermessung: a Silber straight into the hand, spent in this buy phase', () => {
    const s = position({ hands: { 0: [LANDESVERMESSUNG, DORF] } });
    const r = play(s, 0, { type: 'play', card: LANDESVERMESSUNG });
    expect(r.events).toContainEqual({ type: 'gain', seat: 0, card: SILBER, to: 'hand', why: 'survey' });
    expect(r.state.turn.phase).toBe('buy');
    expect(r.state.turn.money).toBe(2);
    expect(r.state.pool[SILBER]).toBe(19);
  });
  it('Landesvermessung with the Silber pile empty gains nothing', () => {
    const s = position({ hands: { 0: [LANDESVERMESSUNG, DORF] }, pool: { [SILBER]: 0 } });
    const r = play(s, 0, { type: 'play', card: LANDESVERMESSUNG });
    expect(r.events.some((e) => e.type === 'gain')).toBe(false);
    expect(r.state.turn.money).toBe(0);
  });
  it('Bergmine: a Gold onto the discard pile', () => {
    const r = playOne(BERGMINE);
    expect(r.r.state.players[0]!.discard).toEqual([GOLD]);
    expect(r.r.state.pool[GOLD]).toBe(9);
  });
  it('Zollaufhebung: Karte ziehen +1, Kauf +1, may gain a Bauernmiliz', () => {
    const yes = playOne(ZOLLAUFHEBUNG, 'militia');
    expect(yes).toMatchObject({ drawn: 1, buys: 2 });
    expect(yes.r.state.players[0]!.discard).toEqual([BAUERNMILIZ]);
    const no = playOne(ZOLLAUFHEBUNG, 'none');
    expect(no.r.state.players[0]!.discard).toEqual([]);
  });
  it('Zollaufhebung: every card costs 1 less in the buy phase, copies stack, never below 0', () => {
    const s = position({ hands: { 0: [ZOLLAUFHEBUNG, ZOLLAUFHEBUNG, BOGENSCHUETZEN, SILBER] }, decks: { 0: [DORF, DORF] } });
    let r = play(s, 0, { type: 'play', card: BOGENSCHUETZEN }, { type: 'play', card: ZOLLAUFHEBUNG, choice: 'none' }, { type: 'play', card: ZOLLAUFHEBUNG, choice: 'none' });
    expect(r.state.turn.phase).toBe('buy');
    expect(r.state.turn.discount).toBe(2);
    expect(r.state.turn.money).toBe(2);
    expect(r.state.turn.buys).toBe(3);
    // Kavallerie (5) for 3 is out of reach with 2 Geld; Festung (4) costs 2; Silber (3) costs 1; Kupfer stays 0.
    expect(R.validate(r.state, 0, { type: 'buy', card: KAVALLERIE }).ok).toBe(false);
    r = play(r.state, 0, { type: 'buy', card: FESTUNG });
    expect(r.events).toContainEqual({ type: 'buy', seat: 0, card: FESTUNG, cost: 2 });
    r = play(r.state, 0, { type: 'buy', card: KUPFER });
    expect(r.events).toContainEqual({ type: 'buy', seat: 0, card: KUPFER, cost: 0 });
  });
});

describe('Marktplatz', () => {
  it('scrapping is mandatory when the hand holds a scrappable card; Hohe Steuern is never offered', () => {
    const s = play(position({ hands: { 0: [MARKTPLATZ, HOHE_STEUERN, KUPFER] } }), 0, { type: 'play', card: MARKTPLATZ }).state;
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'market-scrap' }]);
    expect(legalKeys(s, 0)).toEqual([JSON.stringify({ type: 'scrap', card: KUPFER })]);
    expect(R.validate(s, 0, { type: 'scrap', card: HOHE_STEUERN }).ok).toBe(false);
  });
  it('with only Hohe Steuern in hand there is nothing to scrap and nothing to gain', () => {
    const r = play(position({ hands: { 0: [MARKTPLATZ, HOHE_STEUERN] } }), 0, { type: 'play', card: MARKTPLATZ });
    expect(r.state.trash).toEqual([]);
    expect(r.state.turn.phase).toBe('buy');
  });
  it('scrapping a Kanoniere (6) reaches a General (8), which comes from the General pile', () => {
    const s = play(position({ hands: { 0: [MARKTPLATZ, KANONIERE] } }), 0, { type: 'play', card: MARKTPLATZ }, { type: 'scrap', card: KANONIERE }).state;
    const r = play(s, 0, { type: 'gain', card: IEYASU });
    expect(r.state.pool[IEYASU]).toBe(0);
    expect(r.state.players[0]!.discard).toEqual([IEYASU]);
    expect(R.validate(s, 0, { type: 'gain', card: LAND }).ok).toBe(false);
  });
});

describe('cards that cannot be played in the action phase', () => {
  it.each([DORF, PRAEFEKTUR, LAND, KUPFER, SILBER, GOLD])('card %i is not an action', (card) => {
    const s = position({ hands: { 0: [card, ERSCHLIESSUNG] } });
    expect(R.validate(s, 0, { type: 'play', card }).ok).toBe(false);
  });
  it('treasures give their Geld in the buy phase: Kupfer 1, Silber 2, Gold 3', () => {
    const s = position({ hands: { 0: [KUPFER, SILBER, GOLD, DORF] } });
    expect(s.turn.phase).toBe('buy');
    expect(s.turn.money).toBe(6);
  });
});

describe('Hohe Steuern', () => {
  it('cannot be scrapped and counts −3 at the end', () => {
    expect(CARDS[HOHE_STEUERN]!.unscrappable).toBe(true);
    expect(CARDS[HOHE_STEUERN]!.vp).toBe(-3);
  });
});

describe('Aufstrebender General', () => {
  it('leads units into battle like a General (opens the battle phase)', () => {
    const s = play(position({ players: 2, hands: { 0: [SPEERTRAEGER, AUFSTREBENDER] } }), 0, { type: 'play', card: SPEERTRAEGER }, { type: 'play', card: AUFSTREBENDER }).state;
    expect(s.turn.phase).toBe('battle');
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'declare' }]);
  });
  it('promotion: Treasures worth ≥5 take any General from the pool into play, the card is scrapped, the General may attack', () => {
    const s0 = position({ players: 2, hands: { 0: [AUFSTREBENDER, GOLD, SILBER, KUPFER, KUPFER] }, decks: { 1: [DORF, DORF] } });
    const s = play(s0, 0, { type: 'play', card: AUFSTREBENDER }).state;
    expect(legalKeys(s, 0)).toContain(JSON.stringify({ type: 'promote', general: ODA }));
    const r = play(s, 0, { type: 'promote', general: ODA });
    const p = r.state.players[0]!;
    expect(r.state.trash).toEqual([AUFSTREBENDER]);
    expect(p.inPlay).toContain(ODA);
    // The cheapest way to 5: Gold + Silber (5), or Gold + 2 Kupfer (5): 5 Geld spent either way.
    const promo = r.events.find((e) => e.type === 'promote')!;
    expect(promo.type === 'promote' && promo.treasures.reduce((a, c) => a + (c === GOLD ? 3 : c === SILBER ? 2 : 1), 0)).toBe(5);
    expect(r.state.turn.battle!.undecided).toEqual([ODA]);
    const b = play(r.state, 0, { type: 'attack', leader: ODA, target: 1 });
    const d = play(b.state, 1, { type: 'ambush-done' });
    expect(d.events.find((e) => e.type === 'battle')).toMatchObject({ attack: 7, defence: 0, attackerGains: LAND });
    // The 2 Geld left over is what the buy phase has.
    expect(d.state.turn.money).toBe(2);
  });
  it('no promotion without 5 Geld of treasures in hand', () => {
    const s = play(position({ players: 2, hands: { 0: [AUFSTREBENDER, SILBER, KUPFER, KUPFER] } }), 0, { type: 'play', card: AUFSTREBENDER }).state;
    expect(legalKeys(s, 0).some((k) => k.includes('promote'))).toBe(false);
  });
});

describe('Ninja Clan', () => {
  const hands = { 0: [NINJA, DORF], 1: [NINJA, KUPFER], 2: [KUPFER] };
  const decks = { 0: [GOLD, SILBER], 1: [LAND, DORF], 2: [KUPFER, PRAEFEKTUR, SILBER] };

  it('asks every player, the player too (literal reading); a shown Ninja Clan protects, the others reveal 2', () => {
    let s = play(position({ players: 3, hands, decks }), 0, { type: 'play', card: NINJA }).state;
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'ninja-show' }]);
    // Seat 0 has no other Ninja Clan: it can only reveal.
    expect(legalKeys(s, 0)).toEqual([JSON.stringify({ type: 'ninja-show', show: false })]);
    let r = play(s, 0, { type: 'ninja-show', show: false });
    expect(r.events).toContainEqual({ type: 'reveal', seat: 0, cards: [GOLD, SILBER], why: 'ninja', reshuffled: false });
    r = play(r.state, 1, { type: 'ninja-show', show: true });
    expect(r.state.players[1]!.hand).toContain(NINJA);
    r = play(r.state, 2, { type: 'ninja-show', show: false });
    s = r.state;
    expect(R.pending(s)).toEqual([{ seat: 0, kind: 'ninja-resolve' }]);
    // The player decides every revealed card: discard it or put it back (the last put back is on top).
    s = play(
      s,
      0,
      { type: 'ninja-card', seat: 2, card: PRAEFEKTUR, to: 'discard' },
      { type: 'ninja-card', seat: 2, card: KUPFER, to: 'deck' },
      { type: 'ninja-card', seat: 0, card: SILBER, to: 'deck' },
      { type: 'ninja-card', seat: 0, card: GOLD, to: 'deck' },
    ).state;
    expect(s.players[2]!.discard).toEqual([PRAEFEKTUR]);
    expect(s.players[2]!.deck).toEqual([KUPFER, SILBER]);
    expect(s.players[0]!.deck).toEqual([GOLD, SILBER]);
    expect(s.players[1]!.deck).toEqual([LAND, DORF]);
    expect(s.turn.step).toBeNull();
  });
  it("with ninja: 'others' the player is not asked", () => {
    const s = play(position({ players: 3, hands, decks, options: { ninja: 'others' } }), 0, { type: 'play', card: NINJA }).state;
    expect(R.pending(s)).toEqual([{ seat: 1, kind: 'ninja-show' }]);
  });
  it('a player with fewer than 2 cards in the deck shuffles the discard to reveal', () => {
    const s0 = position({ players: 2, hands: { 0: [NINJA, DORF], 1: [KUPFER] }, decks: { 1: [LAND] }, discards: { 1: [GOLD] }, options: { ninja: 'others' } });
    const r = play(play(s0, 0, { type: 'play', card: NINJA }).state, 1, { type: 'ninja-show', show: false });
    expect(r.events).toContainEqual({ type: 'reveal', seat: 1, cards: [LAND, GOLD], why: 'ninja', reshuffled: true });
  });
});
