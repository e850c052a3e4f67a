/**
 * A full state built from a seat's VIEW, for bots that try moves on the
 * engine: what the view hides is sampled (other hands dealt from the cards
 * not in sight, other castles' koku guessed from the last announced totals,
 * the decks shuffled, a fresh Rng from the bot's). Nothing hidden is read.
 */
import type { Rng } from '../../kernel/rng';
import { fullDecks } from './setup';
import { FATE_CARDS } from './data/reconstruction';
import { cloneTable } from './clone';
import type { Element, JuniState, JuniView } from './types';

function removeOnce<T>(pool: T[], items: readonly T[]): void {
  for (const x of items) {
    const i = pool.indexOf(x);
    if (i >= 0) pool.splice(i, 1);
  }
}

export function determinize(v: JuniView, rng: Rng): JuniState {
  const seat = v.seat ?? 0;
  const { seat: _s, handSizes, ringSizes, deckSizes, ...table } = v;
  const t = cloneTable(table);
  const decks = fullDecks();
  const elements: Element[] = rng.shuffle(decks.elements);
  const rings = rng.shuffle(decks.rings);
  removeOnce(elements, t.hands[seat]!.elements);
  removeOnce(rings, t.hands[seat]!.rings);
  t.hands = t.hands.map((h, i) => (i === seat || v.seat === null ? h : { elements: elements.splice(0, handSizes[i]!), rings: rings.splice(0, ringSizes[i]!) }));
  // Other castles' koku: the owner's announced total spread over his castles.
  // Castles per owner counted once (owners from -1, neutral, up to the last seat), not once per hidden castle.
  const held = new Array<number>(v.players.length + 1).fill(0);
  for (const c of t.castles) held[c.owner + 1]!++;
  t.castles = t.castles.map((c) => {
    if (c.koku !== null) return c;
    const owned = held[c.owner + 1]!;
    const total = c.owner >= 0 ? v.players[c.owner]!.kokuAnnounced : 0;
    return { ...c, koku: Math.floor(total / Math.max(1, owned)) };
  });
  const s = t as unknown as JuniState;
  s.elementDeck = { draw: elements.slice(0, deckSizes.elements), discard: elements.slice(deckSizes.elements) };
  s.ringDeck = { draw: rings.slice(0, deckSizes.rings), discard: rings.slice(deckSizes.rings) };
  s.fateDeck = { draw: rng.shuffle(FATE_CARDS.map((c) => c.id)).slice(0, deckSizes.fate), discard: [] };
  s.rng = rng.fork('world').state();
  return s;
}
