/**
 * Colours of Milton Bradley's Shogun's game colours on screen: with 3-5
 * players colour i is seat i and wears the seat's chosen colour; in the
 * 2-player game seat s also plays colour s + 2, drawn in the scheme's next
 * colours (its own piece set on the board).
 */
import { computed, type ComputedRef } from 'vue';
import { cssColor, seatColor } from '../../board/palette';
import { useSeatColours } from '../../board/seat-colours';
import { useSettingsStore } from '../../stores/settings';
import type { Translate } from '../renderer-game';

export function useMbColours(count: () => number): { colours: ComputedRef<number[]>; css: ComputedRef<string[]> } {
  const settings = useSettingsStore();
  const chosen = useSeatColours();
  const colours = computed(() => Array.from({ length: count() }, (_, c) => seatColor(c, settings.colourScheme, chosen.value)));
  const css = computed(() => colours.value.map(cssColor));
  return { colours, css };
}

/** A colour named for people: its seat's name, and in the 2-player game which of the seat's two colours. */
export function colourNamer(names: readonly string[], colourSeats: readonly number[], t: Translate): (colour: number) => string {
  const twoColours = colourSeats.length > names.length;
  return (c) => {
    const seat = colourSeats[c] ?? c;
    const name = names[seat] ?? t('game.seatN', { n: seat + 1 });
    return twoColours ? t(c >= names.length ? 'mb-shogun.table.colourB' : 'mb-shogun.table.colourA', { name }) : name;
  };
}

/**
 * A colour named where only the seats are known (a replay's words and shows):
 * in the 2-player game (2 seats, 4 colours) colour c is seat c % 2's first
 * or second colour; otherwise colour = seat.
 */
export function replayColourNamer(name: (seat: number) => string, seats: number | undefined, t: Translate): (colour: number) => string {
  if (seats !== 2) return name;
  return (c) => t(c >= 2 ? 'mb-shogun.table.colourB' : 'mb-shogun.table.colourA', { name: name(c % 2) });
}
