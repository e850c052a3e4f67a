/** Which clan a bot takes (experiment). */
import type { Rng } from '../../../kernel/rng';
import { CLANS, type Clan } from '../data';
import type { Table } from '../table';

export function chooseClan(t: Table, rng: Rng): Clan {
  const free = CLANS.filter((c) => !t.players.some((p) => p.clan === c));
  return rng.pick(free);
}
