/**
 * Milton Bradley's Shogun's province card (the map kit's ProvinceCard): who
 * holds it, its provincial force by type, its army, its castle, what the
 * decision of the moment may do there (`may`: lines the table builds from the
 * open panel's own legal options; `odds`: the engine's chance of each attack
 * the decision may make there) and how to read the marks on the map and
 * the army cards. Pure: the texts come in through `t`.
 */
import type { ProvinceCardData } from '../../../kit/map/province-card';
import type { MbProvinceModel } from './board-model';

type T = (key: string, params?: Record<string, string | number>) => string;

const UNIT_KEYS = ['bowman', 'gunner', 'swordsman', 'spearman'] as const;

export function mbProvinceCard(p: MbProvinceModel, o: { t: T; colourName: (c: number) => string; css: readonly string[]; may: readonly string[]; odds?: readonly string[] }): ProvinceCardData {
  const { t } = o;
  const rows: ProvinceCardData['rows'] = [];
  if (p.owner >= 0) {
    const force = p.force.flatMap((n, i) => (n > 0 ? [`${t(`mb-shogun.unit.${UNIT_KEYS[i]}`)} ${n}`] : []));
    rows.push({ label: t('mb-shogun.map.force'), text: force.length > 0 ? force.join(' · ') : t('mb-shogun.map.none') });
    if (p.ronin > 0) rows.push({ label: t('mb-shogun.map.ronin'), text: String(p.ronin) });
    if (p.army) {
      rows.push({
        label: t('mb-shogun.map.army', { n: p.army.index + 1 }),
        text: t('mb-shogun.map.armyLine', { level: p.army.level, units: p.army.units, crippled: p.army.crippled ? t('mb-shogun.map.crippled') : '' }),
      });
    }
  }
  if (p.castle > 0) rows.push({ label: t('mb-shogun.map.castle'), text: t(p.castle === 2 ? 'mb-shogun.map.fortress' : 'mb-shogun.map.castleOne') });
  const units = [...UNIT_KEYS.map((k) => `${t(`mb-shogun.letter.${k}`)} ${t(`mb-shogun.unit.${k}`)}`), `${t('mb-shogun.letter.ronin')} ${t('mb-shogun.unit.ronin')}`].join(', ');
  return {
    title: p.name,
    owner: p.owner < 0 ? t('mb-shogun.map.empty') : t('board.card.heldBy', { name: o.colourName(p.owner) }),
    ...(p.owner >= 0 && o.css[p.owner] ? { ownerColor: o.css[p.owner] } : {}),
    rows,
    may: [...o.may],
    ...(o.odds?.length ? { odds: [...o.odds] } : {}),
    legend: p.army ? `${t('mb-shogun.map.legend', { units })} ${t('mb-shogun.map.legendCards')}` : t('mb-shogun.map.legend', { units }),
  };
}
