/**
 * A fast deep copy of a state or view (plain JSON): the kernel clones the state once per move (defineRuleset `clone`)
 * and the Hard bot's playouts apply thousands of moves; structuredClone is several times slower on the 263 point
 * lists. A new state field must be copied here too (the contract test checks apply leaves its input unchanged).
 */
import type { Battle, Interrupt, JuniState, Table } from './types';

function cloneBattle(b: Battle): Battle {
  return { ...b, attackers: b.attackers.map((g) => ({ ...g })), defenders: b.defenders.map((g) => ({ ...g })), refused: b.refused.map((g) => ({ ...g })) };
}

function cloneInterrupt(it: Interrupt | null): Interrupt | null {
  if (!it) return null;
  if (it.kind === 'defend' || it.kind === 'press') return { ...it, battle: cloneBattle(it.battle) };
  if (it.kind === 'join') return { ...it, battle: cloneBattle(it.battle), group: { ...it.group } };
  if (it.kind === 'permit') return { ...it, move: { ...it.move, path: it.move.path.slice() }, ask: it.ask.slice() };
  if (it.kind === 'answer') {
    const out = { ...it, play: { ...it.play, action: { ...it.play.action } } };
    if (it.resume) out.resume = { ...it.resume, battle: cloneBattle(it.resume.battle) };
    return out;
  }
  return { ...it };
}

/** The Table fields copied; the caller adds its own (rng, decks, view extras). */
export function cloneTable<T extends Table>(s: T): T {
  return {
    ...s,
    options: { ...s.options },
    order: s.order.slice(),
    turn: { ...s.turn },
    interrupt: cloneInterrupt(s.interrupt),
    points: s.points.map((l) => (l.length === 0 ? [] : l.map((g) => ({ o: g.o, n: g.n })))),
    daimyo: s.daimyo.map((d) => ({ ...d })),
    castles: s.castles.map((c) => ({ ...c })),
    family: s.family.map((f) => ({ ...f })),
    hands: s.hands.map((h) => ({ elements: h.elements.slice(), rings: h.rings.slice() })),
    players: s.players.map((p) => ({ ...p })),
    safe: s.safe.map((p) => [p[0], p[1]] as [number, number]),
  };
}

export function cloneState(s: JuniState): JuniState {
  const t = cloneTable(s);
  t.elementDeck = { draw: s.elementDeck.draw.slice(), discard: s.elementDeck.discard.slice() };
  t.ringDeck = { draw: s.ringDeck.draw.slice(), discard: s.ringDeck.discard.slice() };
  t.fateDeck = { draw: s.fateDeck.draw.slice(), discard: s.fateDeck.discard.slice() };
  t.rng = [...s.rng] as unknown as JuniState['rng'];
  return t;
}
