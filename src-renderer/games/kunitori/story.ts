/**
 * Kunitori! in words: one line per event for the feed, the log and replays
 * ("Takeda buys Silber", "attacks Uesugi 7 : 5, gains Dorf"), a line per move,
 * and where in the game a position is.
 */
import type { KunitoriMove } from '@shared/games/kunitori/public';
import type { GameStory, Translate } from '../renderer-game';
import { cardList, cardName } from './card-words';
import { asEvent, asKunitoriView } from './kunitori-view';

const cards = (ids: readonly number[], t: Translate): string => ids.map((c) => cardName(c, t)).join(', ');

export function describeEvent(raw: unknown, name: (seat: number) => string, t: Translate): string | null {
  const e = asEvent(raw);
  if (!e) return null;
  const c = (id: number): string => cardName(id, t);
  switch (e.type) {
    case 'setup':
      return t('kunitori.event.setup', { name: name(e.start) });
    case 'turn':
      return t('kunitori.event.turn', { name: name(e.seat) });
    case 'phase':
      return e.phase === 'over' ? null : t('kunitori.event.phase', { name: name(e.seat), phase: t(`kunitori.phase.${e.phase}`) });
    case 'draw':
      return e.count === 0 ? null : t(e.reshuffled ? 'kunitori.event.drawShuffled' : 'kunitori.event.draw', { name: name(e.seat), n: e.count });
    case 'drew':
      return t('kunitori.event.drew', { name: name(e.seat), cards: cards(e.cards, t) });
    case 'play': {
      const choice = e.choice ? t(`kunitori.choice.${e.choice}`) : '';
      const key = e.from === 'deployed' ? 'kunitori.event.replay' : 'kunitori.event.play';
      return t(key, { name: name(e.seat), card: c(e.card) }) + (choice ? ` (${choice})` : '');
    }
    case 'treasures':
      return t('kunitori.event.treasures', { name: name(e.seat), cards: cards(e.cards, t), n: e.money });
    case 'buy':
      return t('kunitori.event.buy', { name: name(e.seat), card: c(e.card), n: e.cost });
    case 'gain':
      return e.why === 'buy' ? null : t(`kunitori.event.gain.${e.why}`, { name: name(e.seat), card: c(e.card) });
    case 'scrap':
      return t('kunitori.event.scrap', { name: name(e.seat), card: c(e.card) });
    case 'reveal':
      return t(e.why === 'ninja' ? 'kunitori.event.revealNinja' : 'kunitori.event.revealReinforcement', { name: name(e.seat), cards: cards(e.cards, t) || '—' });
    case 'ninja-show':
      return t(e.show ? 'kunitori.event.ninjaShow' : 'kunitori.event.ninjaNoShow', { name: name(e.seat) });
    case 'ninja-card':
      return t(e.to === 'deck' ? 'kunitori.event.ninjaDeck' : 'kunitori.event.ninjaDiscard', { name: name(e.owner), card: c(e.card), other: name(e.seat) });
    case 'promote':
      return t('kunitori.event.promote', { name: name(e.seat), card: c(e.general), cards: cards(e.treasures, t) });
    case 'attack':
      return e.target === null ? t('kunitori.event.holdBack', { name: name(e.seat), card: c(e.leader) }) : t('kunitori.event.attack', { name: name(e.seat), card: c(e.leader), target: name(e.target) });
    case 'lead':
      return t('kunitori.event.lead', { name: name(e.seat), card: c(e.unit), target: name(e.target) });
    case 'defence':
      return e.mode === 'ambush'
        ? t('kunitori.event.ambush', { name: name(e.seat), cards: cards(e.cards, t) || '—', n: e.cards.length })
        : e.cards.length
          ? t('kunitori.event.reinforce', { name: name(e.seat), cards: cards(e.cards, t) })
          : t('kunitori.event.reinforceNone', { name: name(e.seat) });
    case 'battle': {
      const head = t('kunitori.event.battle', { name: name(e.attacker), target: name(e.defender), a: e.attack, d: e.defence });
      if (e.attackerGains !== null) return `${head}, ${t('kunitori.event.battleGains', { card: c(e.attackerGains) })}`;
      if (e.defenderOffer !== null) return `${head}, ${t('kunitori.event.battleOffer', { target: name(e.defender), card: c(e.defenderOffer) })}`;
      return `${head}, ${t('kunitori.event.battleNothing')}`;
    }
    case 'decline':
      return t('kunitori.event.decline', { name: name(e.seat), card: c(e.card) });
    case 'restack':
      return t('kunitori.event.restack', { name: name(e.seat), n: e.count });
    case 'keep':
      return t('kunitori.event.keep', { name: name(e.seat), card: c(e.card) });
    case 'cleanup':
      return null;
    case 'end-triggered':
      return t('kunitori.event.endTriggered', { name: name(e.seat), card: c(e.pile) });
    case 'game-over':
      return t(e.byTurnLimit ? 'kunitori.event.overLimit' : 'kunitori.event.over', { names: e.winners.map(name).join(' & ') });
  }
}

export function describeMove(who: string, raw: unknown, t: Translate, name?: (seat: number) => string): string {
  /** Another seat a move points at: its player's name where the caller knows it, else its number. */
  const seat = (s: number): string => name?.(s) ?? t('kunitori.table.seat', { n: s + 1 });
  const m = raw as KunitoriMove | undefined;
  if (!m || typeof m !== 'object') return t('kunitori.move.secret', { name: who });
  const c = (id: number): string => cardName(id, t);
  switch (m.type) {
    case 'play':
      return t('kunitori.move.play', { name: who, card: c(m.card) }) + (m.choice ? ` (${t(`kunitori.choice.${m.choice}`)})` : '');
    case 'replay':
      return t('kunitori.move.replay', { name: who });
    case 'end-actions':
      return t('kunitori.move.endActions', { name: who });
    case 'scrap':
      return t('kunitori.move.scrap', { name: who, card: c(m.card) });
    case 'gain':
      return m.card === null ? t('kunitori.move.gainNothing', { name: who }) : t('kunitori.move.gain', { name: who, card: c(m.card) });
    case 'ninja-show':
      return t(m.show ? 'kunitori.move.ninjaShow' : 'kunitori.move.ninjaNoShow', { name: who });
    case 'ninja-card':
      return t(m.to === 'deck' ? 'kunitori.move.ninjaDeck' : 'kunitori.move.ninjaDiscard', { name: who, card: c(m.card) });
    case 'promote':
      return t('kunitori.move.promote', { name: who, card: c(m.general) });
    case 'attack':
      return m.target === null ? t('kunitori.move.holdBack', { name: who, card: c(m.leader) }) : t('kunitori.move.attack', { name: who, card: c(m.leader), target: seat(m.target) });
    case 'lead':
      return t('kunitori.move.lead', { name: who, card: c(m.unit), target: seat(m.target) });
    case 'reinforce':
      return t('kunitori.move.reinforce', { name: who });
    case 'ambush':
      return t('kunitori.move.ambush', { name: who, card: c(m.card) });
    case 'ambush-done':
      return t('kunitori.move.ambushDone', { name: who });
    case 'accept':
      return t(m.take ? 'kunitori.move.accept' : 'kunitori.move.decline', { name: who });
    case 'restack':
      return t('kunitori.move.restack', { name: who, card: c(m.top) });
    case 'buy':
      return t('kunitori.move.buy', { name: who, card: c(m.card) });
    case 'end-buys':
      return t('kunitori.move.endBuys', { name: who });
    case 'end-turn':
      return m.keep.length > 0 ? t('kunitori.move.endTurnKeep', { name: who, cards: cardList(m.keep, t) }) : t('kunitori.move.endTurn', { name: who });
    default:
      return t('replay.move.generic', { name: who, type: (m as { type?: string }).type ?? '?' });
  }
}

function situation(raw: unknown, t: Translate, name?: (seat: number) => string): string | null {
  const v = asKunitoriView(raw);
  if (!v) return null;
  if (v.result || v.turn.phase === 'over') return t('kunitori.situation.over');
  const round = Math.max(1, Math.ceil(v.turns / v.players.length));
  return t('kunitori.situation.turn', { round, name: name?.(v.turn.seat) ?? t('kunitori.table.seat', { n: v.turn.seat + 1 }), phase: t(`kunitori.phase.${v.turn.phase}`) });
}

export const story: GameStory = { describeEvent, describeMove, situation };
