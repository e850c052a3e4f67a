/**
 * The colours of the seats of the game on screen: the ones chosen on the New
 * game screen (stored with each seat as a palette index), else the colour
 * scheme's order. A game or replay screen provides its seats once; every seat
 * token below it (markers, swatches, cubes and dice) asks here, so a seat
 * wears one colour everywhere. Outside a game (campaign rosters) the scheme's
 * order applies.
 */
import { computed, inject, provide, type ComputedRef, type InjectionKey } from 'vue';
import { useSettingsStore } from '../stores/settings';
import { gameSeatColours, seatColor } from './palette';

type SeatColours = ComputedRef<(number | undefined)[]>;
const KEY: InjectionKey<SeatColours> = Symbol('seat-colours');

/** Makes `seats()` (a game summary's seats) the colour source for everything below the calling component. */
export function provideSeatColours(seats: () => readonly { seat?: number; colour?: number }[] | undefined): SeatColours {
  const settings = useSettingsStore();
  const colours = computed(() => gameSeatColours(seats() ?? [], settings.colourScheme));
  provide(KEY, colours);
  return colours;
}

/** A seat's colour (0xRRGGBB) in the game on screen; neutral for no seat. */
export function useSeatColour(): (seat: number | null) => number {
  const settings = useSettingsStore();
  const chosen = inject(KEY, null);
  return (seat) => seatColor(seat, settings.colourScheme, chosen?.value);
}

/** The chosen colours (palette indices by seat) of the game on screen, for drawings that take them whole (the board). */
export function useSeatColours(): SeatColours {
  return inject(KEY, null) ?? computed(() => []);
}
