/**
 * Henn's views list provinces by index (not by id): the order of its province
 * table, so the board model (board/board-model.ts) can place each entry.
 */
import { PROVINCES } from '@shared/games/henn-shogun/public';

export const PROVINCE_ORDER: readonly string[] = PROVINCES.map((p) => p.id);
