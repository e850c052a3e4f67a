/**
 * Jūni-tsuki's free actions as the table's always-available panel shows them
 * (kit/table/FreeActionsPanel.vue): declaring an allied Daimyō dead (§7) and
 * giving war cards (§8), each from the moves the engine lists for the seat.
 */
import type { JuniMove, JuniView } from '@shared/games/juni-tsuki/public';
import type { FreeActionGroup } from '../../kit/table/free-actions';
import type { Translate } from '../renderer-game';
import { provinceName } from './juni-view';
import { giftCards } from './telling';

export function freeActionGroups(v: JuniView, moves: readonly JuniMove[], name: (seat: number) => string, t: Translate): FreeActionGroup[] {
  const groups: FreeActionGroup[] = [];
  const declare = moves.filter((m): m is Extract<JuniMove, { type: 'declare-dead' }> => m.type === 'declare-dead');
  if (declare.length) {
    groups.push({
      id: 'declare',
      title: t('juni-tsuki.free.declareTitle'),
      hint: t('juni-tsuki.free.declareHint'),
      actions: declare.map((m) => {
        const d = v.daimyo.find((x) => x.id === m.daimyo)!;
        return { label: t('juni-tsuki.free.declare', { name: name(d.owner), province: provinceName(d.province) }), move: m };
      }),
    });
  }
  const gifts = moves.filter((m): m is Extract<JuniMove, { type: 'give-card' }> => m.type === 'give-card');
  if (gifts.length) {
    groups.push({ id: 'gifts', title: t('juni-tsuki.free.gifts'), actions: gifts.map((m) => ({ label: t('juni-tsuki.act.giftTo', { name: name(m.to), card: giftCards(m.element, m.rings, t) }), move: m })) });
  }
  return groups;
}
