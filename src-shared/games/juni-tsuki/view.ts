/**
 * What a seat may know (seed-003 §10): other seats' war-card hands (only
 * their sizes show), the koku in other players' castles (totals are announced
 * at each year end), the order of the decks and the Rng stay hidden.
 */
import { cloneTable } from './clone';
import type { JuniState, JuniView } from './types';

export function viewOf(s: JuniState, seat: number | null): JuniView {
  const { rng: _rng, elementDeck, ringDeck, fateDeck, ...rest } = s;
  const v: JuniView = cloneTable({
    ...rest,
    seat,
    handSizes: s.hands.map((h) => h.elements.length),
    ringSizes: s.hands.map((h) => h.rings.length),
    deckSizes: { elements: elementDeck.draw.length, rings: ringDeck.draw.length, fate: fateDeck.draw.length },
  });
  if (seat !== null) {
    v.hands = v.hands.map((h, i) => (i === seat ? h : { elements: [], rings: [] }));
    v.castles = v.castles.map((c) => (c.owner === seat ? c : { ...c, koku: null }));
  }
  return v;
}

/**
 * The public view, which a shared screen shows while nobody has claimed it (hotseat): the view with the seat's secrets face down: no war-card hand, no castle koku. */
export function publicView(v: JuniView): JuniView {
  return {
    ...v,
    seat: null,
    hands: v.hands.map(() => ({ elements: [], rings: [] })),
    castles: v.castles.map((c) => ({ ...c, koku: null })),
  };
}
