/**
 * For games whose views list provinces by index (not by id), the order of
 * their province table, so the board can place each entry.
 */
import { PROVINCES as HENN_SHOGUN_PROVINCES } from '@shared/games/henn-shogun/data/provinces';

export const PROVINCE_ORDER: Readonly<Record<string, readonly string[]>> = {
  'henn-shogun': HENN_SHOGUN_PROVINCES.map((p) => p.id),
};
