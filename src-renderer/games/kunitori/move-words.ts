/**
 * The legal moves of a decision as buttons: the engine lists them
 * (legalMovesOf, from the deciding seat's own view), this names and groups
 * them, so every decision the engine can ask has its buttons (no dead end).
 */
import { CARDS, keepable, legalMovesOf, takeRefusal, type KunitoriMove, type KunitoriView } from '@shared/games/kunitori/public';
import { verdictText } from '../../kit/table/refusal';
import { refusalWords } from './refusal-words';
import type { Translate } from '../renderer-game';
import type { ButtonChoice } from '../../kit/table/choice-buttons';
import { cardList, cardName } from './card-words';

/** `id`: the button's test id after `move-`; `primary`: the move that ends the step (drawn as the main button). */
export interface MoveButton extends ButtonChoice {
  move: KunitoriMove;
  id: string;
  /** Buttons of one group are shown together under the group's heading (empty: no heading). */
  group: string;
  primary: boolean;
}

/** How a button is made from its words: `b(label, group, primary, id)`; `c` names a card. */
interface Make {
  b: (label: string, group?: string, primary?: boolean, id?: string) => MoveButton;
  c: (id: number) => string;
  view: KunitoriView;
  t: Translate;
  name: (seat: number) => string;
}
const key = (card: number): string => CARDS[card]!.key;
const BUTTONS: { [K in KunitoriMove['type']]: (m: Extract<KunitoriMove, { type: K }>, w: Make) => MoveButton } = {
  play: (m, { b, c, t }) => b(t('kunitori.button.play', { card: c(m.card) }) + (m.choice ? ` — ${t(`kunitori.choice.${m.choice}`)}` : ''), t('kunitori.group.hand'), false, `play-${key(m.card)}${m.choice ? `-${m.choice}` : ''}`),
  replay: (_, { b, t, view }) => b(t('kunitori.button.replay', { cards: cardList(view.players[view.turn.seat]?.deployed ?? [], t) }), '', true),
  'end-actions': (_, { b, t }) => b(t('kunitori.button.endActions'), '', true),
  scrap: (m, { b, c, t }) => b(t('kunitori.button.scrap', { card: c(m.card) }), '', false, `scrap-${key(m.card)}`),
  gain: (m, { b, c, t }) => (m.card === null ? b(t('kunitori.button.gainNothing'), '', true) : b(t('kunitori.button.buy', { card: c(m.card), n: CARDS[m.card]!.cost }), '', false, `gain-${key(m.card)}`)),
  'ninja-show': (m, { b, t }) => b(t(m.show ? 'kunitori.button.ninjaShow' : 'kunitori.button.ninjaReveal'), '', !m.show, m.show ? 'ninja-show' : 'ninja-reveal'),
  'ninja-card': (m, { b, c, t, name }) => b(t(m.to === 'deck' ? 'kunitori.button.toDeck' : 'kunitori.button.toDiscard'), t('kunitori.group.revealed', { name: name(m.seat), card: c(m.card) }), false, `ninja-${m.to}`),
  promote: (m, { b, c, t }) => b(t('kunitori.button.promote', { card: c(m.general) }), t('kunitori.group.promote'), false, `promote-${key(m.general)}`),
  attack: (m, { b, c, t, name }) =>
    m.target === null ? b(t('kunitori.button.holdBack'), c(m.leader), false, 'hold-back') : b(t('kunitori.button.attack', { name: name(m.target) }), c(m.leader), false, `attack-${m.target}`),
  lead: (m, { b, c, t, name }) => b(t('kunitori.button.lead', { name: name(m.target) }), c(m.unit), false, `lead-${m.target}`),
  reinforce: (_, { b, t }) => b(t('kunitori.button.reinforce'), '', false),
  ambush: (m, { b, c, t }) => b(t('kunitori.button.ambush', { card: c(m.card) }), t('kunitori.group.ambush'), false, `ambush-${key(m.card)}`),
  'ambush-done': (_, { b, t, view }) => b(t(view.turn.battle?.ambush.length ? 'kunitori.button.ambushDone' : 'kunitori.button.ambushNone'), '', true),
  accept: (m, { b, c, t, view }) =>
    b(t(m.take ? 'kunitori.button.take' : 'kunitori.button.decline', { card: view.turn.battle?.offer !== null && view.turn.battle?.offer !== undefined ? c(view.turn.battle.offer) : '' }), '', m.take, m.take ? 'take' : 'decline'),
  restack: (m, { b, c, t }) => b(t('kunitori.button.restack', { card: c(m.top) }), '', false, `restack-${key(m.top)}`),
  buy: (m, { b, c, t, view }) => b(t('kunitori.button.buy', { card: c(m.card), n: Math.max(0, CARDS[m.card]!.cost - view.turn.discount) }), t('kunitori.group.buy'), false, `buy-${key(m.card)}`),
  'end-buys': (_, { b, t }) => b(t('kunitori.button.endBuys'), '', true),
  'end-turn': (m, { b, t }) => b(endTurnLabel(m.keep.length, t), '', true),
};

export function moveButton(m: KunitoriMove, view: KunitoriView, t: Translate, name: (seat: number) => string): MoveButton {
  const b: Make['b'] = (label, group = '', primary = false, id = m.type) => ({ move: m, label, group, primary, id });
  return (BUTTONS[m.type] as (m: KunitoriMove, w: Make) => MoveButton)(m, { b, c: (id) => cardName(id, t), view, t, name });
}

/** The button that ends the turn, saying how many cards stay. */
export function endTurnLabel(kept: number, t: Translate): string {
  return kept === 0 ? t('kunitori.button.endTurnKeepNone') : t('kunitori.button.endTurnKeep', { n: kept });
}

/** A tick of the end-of-turn decision: one deployable card played this turn (a tick per copy). */
export interface KeepTick {
  card: number;
  label: string;
  testId: string;
}

/**
 * The end-of-turn decision as ticks: one per deployable card played this
 * turn (all ticked at first: keeping is the usual choice), ended by one
 * button (`keepMove`). The engine lists every choice as its own move; the
 * ticks build the one the player means.
 */
export function keepTicks(view: KunitoriView, seat: number, t: Translate): KeepTick[] {
  if (view.turn.phase !== 'end' || view.turn.seat !== seat) return [];
  const seen = new Map<number, number>();
  return keepable(view.players[seat]?.inPlay ?? []).map((card) => {
    const copy = (seen.get(card) ?? 0) + 1;
    seen.set(card, copy);
    return { card, label: t('kunitori.button.keep', { card: cardName(card, t) }), testId: `keep-${CARDS[card]!.key}-${copy}` };
  });
}

/** The end-turn move of the ticked cards (ascending, as the engine lists them). */
export function keepMove(ticks: readonly KeepTick[], ticked: readonly boolean[]): KunitoriMove {
  return { type: 'end-turn', keep: ticks.filter((_, i) => ticked[i]).map((x) => x.card).sort((a, b) => a - b) };
}

/**
 * Why a pile of the supply cannot be taken now, in words (a click on it says so), or null when it can. The engine
 * decides (takeRefusal, on the seat's view: the same legal-move list validate checks against); this only words it.
 * `kind` (the seat's decision) is the engine's to read from the view; it stays in the signature for the callers.
 */
export function whyNotPile(view: KunitoriView, seat: number, _kind: string, card: number, t: Translate): string | null {
  return verdictText('kunitori', takeRefusal(view, seat, card), t, refusalWords);
}

/** The question of a decision, in words (the decision panel's prompt). */
export function decisionPrompt(view: KunitoriView, kind: string, t: Translate, name: (seat: number) => string): string {
  const b = view.turn.battle;
  switch (kind) {
    case 'market-gain':
      return t('kunitori.prompt.market-gain', { n: view.turn.step?.kind === 'market-gain' ? view.turn.step.limit : 0 });
    case 'defend':
      return t('kunitori.prompt.defend', { name: name(view.turn.seat) });
    case 'accept':
      return t('kunitori.prompt.accept', { card: b?.offer !== null && b?.offer !== undefined ? cardName(b.offer, t) : '—' });
    case 'replay':
      return t('kunitori.prompt.replay', { cards: cardList(view.players[view.turn.seat]?.deployed ?? [], t) });
    default:
      return t(`kunitori.prompt.${kind}`);
  }
}

/**
 * What the decision panel (DecisionPanel.vue) draws for a seat's decision: a
 * button per legal move, the supply's buys dearest first (the usual question
 * is "what is the best I can pay?"), grouped under headings, and the
 * step-ending main buttons apart.
 */
export function panelButtons(view: KunitoriView, seat: number, t: Translate, name: (seat: number) => string): { groups: { group: string; buttons: MoveButton[] }[]; primary: MoveButton[] } {
  // The end of the turn is ticks and one button (keepTicks), not a button per choice of cards.
  const list = legalMovesOf(view, seat)
    .filter((m) => m.type !== 'end-turn')
    .map((m) => moveButton(m, view, t, name));
  list.sort((a, b) => (a.move.type === 'buy' && b.move.type === 'buy' ? CARDS[b.move.card]!.cost - CARDS[a.move.card]!.cost : 0));
  return { groups: groupedButtons(list), primary: list.filter((b) => b.primary) };
}

/** Buttons grouped in order of first appearance; the primary buttons last. */
export function groupedButtons(buttons: MoveButton[]): { group: string; buttons: MoveButton[] }[] {
  const groups = new Map<string, MoveButton[]>();
  for (const b of buttons.filter((x) => !x.primary)) {
    if (!groups.has(b.group)) groups.set(b.group, []);
    groups.get(b.group)!.push(b);
  }
  return [...groups].map(([group, list]) => ({ group, buttons: list }));
}
