/**
 * What the table's end (TableEnd.vue) reads from the table shell (use-table-shell.ts provides it): the winners'
 * names, the game's summary and the options it was played with (for the rematch), so no game passes them again.
 */
import { inject, type InjectionKey } from 'vue';
import type { GameSummary } from '@shared/contract/messages';

export interface TableEndSource {
  winners: () => string[];
  summary: () => GameSummary;
  options: () => object | null | undefined;
}

export const TABLE_END: InjectionKey<TableEndSource> = Symbol('table-end');

/** The shell's end; TableEnd stands only in a table (a game's table runs useTableShell). */
export function useTableEndSource(): TableEndSource {
  const source = inject(TABLE_END, null);
  if (!source) throw new Error('TableEnd outside a table shell');
  return source;
}
