/**
 * This round's Koku statement per player, as told so far: income, upkeep,
 * winter supply, harvest and spoilage, one line a player. Winter is told with
 * the next round's start: until that round has entries, the last round's
 * statement stays.
 */
import type { Translate } from '../renderer-game';
import { asEvent } from './telling';

interface Row {
  income: number;
  upkeep: number;
  supply: number;
  harvest: number;
  spoiled: number;
}

export function kokuStatement(events: readonly unknown[], name: (seat: number) => string, t: Translate): { round: number; rows: string[] } {
  const out = new Map<number, Row>();
  const row = (seat: number): Row => {
    let r = out.get(seat);
    if (!r) out.set(seat, (r = { income: 0, upkeep: 0, supply: 0, harvest: 0, spoiled: 0 }));
    return r;
  };
  let round = 0;
  let last: { round: number; rows: [number, Row][] } = { round: 0, rows: [] };
  for (const raw of events) {
    const e = asEvent(raw);
    if (!e) continue;
    if (e.type === 'round-start') {
      if (out.size) last = { round, rows: [...out.entries()] };
      out.clear();
      round = e.round;
    } else if (e.type === 'income') row(e.seat).income += e.amount;
    else if (e.type === 'upkeep') row(e.seat).upkeep += e.paid;
    else if (e.type === 'winter-supply') row(e.seat).supply += e.paid;
    else if (e.type === 'harvest') row(e.seat).harvest += e.gained;
    else if (e.type === 'spoilage') row(e.seat).spoiled += e.lost;
  }
  const shown = out.size ? { round, rows: [...out.entries()] } : last;
  return {
    round: shown.round,
    rows: shown.rows.map(([seat, s]) =>
      [
        t('gekokujo.table.statementLine', { name: name(seat), income: s.income, upkeep: s.upkeep }),
        s.supply ? t('gekokujo.table.statementSupply', { n: s.supply }) : '',
        s.harvest ? t('gekokujo.table.statementHarvest', { n: s.harvest }) : '',
        s.spoiled ? t('gekokujo.table.statementSpoiled', { n: s.spoiled }) : '',
      ]
        .filter(Boolean)
        .join(', '),
    ),
  };
}
