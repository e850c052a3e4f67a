/**
 * Gekokujō's province card (the map kit's ProvinceCard): who holds it, every
 * player's units there, the castle, the marks (Mandate, mountain, the Ninja,
 * sown Koku, allies) and what the move of the moment may do there — read from
 * the board model's highlights, which are the move panel's own sources and
 * reach (the engine's `reachable`), never recomputed here.
 */
import { UNIT_KINDS } from '@shared/games/gekokujo/public';
import type { ProvinceCardData } from '../../../kit/map/province-card';
import type { GekProvince } from './gek-board-model';

type T = (key: string, params?: Record<string, string | number>) => string;

export function gekProvinceCard(p: GekProvince, o: { t: T; who: (seat: number) => string; css: (seat: number) => string; source: boolean; odds?: readonly string[] }): ProvinceCardData {
  const { t } = o;
  const rows: ProvinceCardData['rows'] = p.stacks.map((s) => {
    const kinds = s.kinds ? s.kinds.flatMap((n, i) => (n > 0 ? [`${t(`gekokujo.unit.${UNIT_KINDS[i]}`)} ${n}`] : [])) : [];
    const units = kinds.length > 0 ? `${t('gekokujo.unit.daimyo')} ${s.d} · ${kinds.join(' · ')}` : t('gekokujo.map.units', { d: s.d, b: s.b });
    return { label: o.who(s.seat), text: s.moved ? `${units} (${t('gekokujo.map.moved')})` : units };
  });
  if (p.castle) rows.push({ label: t('gekokujo.map.castle'), text: t('gekokujo.map.castleOf', { name: o.who(p.castle.seat), fortified: p.castle.fortified ? t('gekokujo.map.fortified') : '' }) });
  const marks = [
    p.mandate ? t('gekokujo.board.mandate') : '',
    p.mountain ? t('gekokujo.board.mountain') : '',
    p.ninja ? t('gekokujo.board.ninja', { mission: t(`gekokujo.mission.${p.ninja}`) }) : '',
    p.sown > 0 ? t('gekokujo.map.sown', { n: p.sown }) : '',
    p.allied ? t('gekokujo.board.allied') : '',
  ].filter(Boolean);
  if (marks.length > 0) rows.push({ label: t('gekokujo.map.marks'), text: marks.join(' · ') });
  const may = [o.source ? t('gekokujo.map.mayFrom') : '', p.highlight === 'reach' ? t('gekokujo.map.mayTo') : '', p.highlight === 'battle' ? t('gekokujo.map.battle') : ''].filter(Boolean);
  return {
    title: p.name,
    owner: p.owner !== null ? t('board.card.heldBy', { name: o.who(p.owner) }) : t(p.contested ? 'gekokujo.map.contested' : 'gekokujo.map.neutral'),
    ...(p.owner !== null ? { ownerColor: o.css(p.owner) } : {}),
    rows,
    may,
    ...(o.odds?.length ? { odds: [...o.odds] } : {}),
    legend: t('gekokujo.map.legend'),
  };
}
