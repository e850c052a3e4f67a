/**
 * The seats of a game being set up, as plain data: who plays each seat (a
 * person or a bot of a level the host offers), its name and its colour of
 * the player's scheme (no two alike). Used by the seat roster component
 * (SeatRoster.vue) on the New game screen.
 */
import { SEAT_COLOUR_COUNT, type SeatSpec } from '@shared/contract/messages';

export interface SeatForm {
  kind: 'human' | 'bot';
  name: string;
  bot: string;
  /** Palette index (contract SeatSpec.colour). */
  colour: number;
}

export const HUMAN_NAME = 'Hanako';
/** Default bot names, unless the game brings its own (GameCard.botNames). */
export const BOT_NAMES: readonly string[] = ['Takeda', 'Uesugi', 'Mōri', 'Shimazu', 'Hōjō', 'Oda', 'Imagawa', 'Date'];

/** The level a new bot seat gets: Normal when offered, else Random, else the first. */
export function defaultLevel(levels: readonly string[]): string {
  return levels.includes('normal') ? 'normal' : levels.includes('random') ? 'random' : (levels[0] ?? 'random');
}

function freeColour(seats: readonly SeatForm[]): number {
  const used = new Set(seats.map((s) => s.colour));
  return Array.from({ length: SEAT_COLOUR_COUNT }, (_, c) => c).find((c) => !used.has(c)) ?? 0;
}

/** The seat added after `seats`: the first is the player, the others bots with a free name and colour. */
export function newSeat(seats: readonly SeatForm[], level: string, names: readonly string[] = BOT_NAMES): SeatForm {
  const colour = freeColour(seats);
  if (seats.length === 0) return { kind: 'human', name: HUMAN_NAME, bot: level, colour };
  const taken = new Set(seats.map((s) => s.name.trim()));
  const name = names.find((n) => !taken.has(n)) ?? `Bot ${seats.length + 1}`;
  return { kind: 'bot', name, bot: level, colour };
}

/** `count` seats: one person against bots. */
export function startingSeats(count: number, level: string, names: readonly string[] = BOT_NAMES): SeatForm[] {
  const seats: SeatForm[] = [];
  while (seats.length < count) seats.push(newSeat(seats, level, names));
  return seats;
}

/** Choosing another seat's colour swaps the two, so no two seats are ever alike. */
export function chooseColour(seats: SeatForm[], i: number, colour: number): void {
  const seat = seats[i];
  if (!seat) return;
  const other = seats.find((s, j) => j !== i && s.colour === colour);
  if (other) other.colour = seat.colour;
  seat.colour = colour;
}

export type RosterProblem = { key: 'count' } | { key: 'name'; n: number } | { key: 'sameName'; name: string } | { key: 'sameColour' };

/** What stops the roster from starting a game (empty or doubled names, doubled colours, a count out of range). */
export function rosterProblems(seats: readonly SeatForm[], min: number, max: number): RosterProblem[] {
  const out: RosterProblem[] = [];
  if (seats.length < min || seats.length > max) out.push({ key: 'count' });
  const names = seats.map((s) => s.name.trim());
  names.forEach((n, i) => {
    if (n.length === 0) out.push({ key: 'name', n: i + 1 });
  });
  const seen = new Set<string>();
  const doubled = new Set<string>();
  for (const n of names) {
    const key = n.toLocaleLowerCase();
    if (n && seen.has(key)) doubled.add(n);
    seen.add(key);
  }
  for (const name of doubled) out.push({ key: 'sameName', name });
  if (new Set(seats.map((s) => s.colour)).size !== seats.length) out.push({ key: 'sameColour' });
  return out;
}

/** The seats as the host's createGame wants them. */
export function seatSpecs(seats: readonly SeatForm[]): SeatSpec[] {
  return seats.map((s) =>
    s.kind === 'human' ? { kind: 'human', name: s.name.trim(), colour: s.colour } : { kind: 'bot', name: s.name.trim(), bot: s.bot, colour: s.colour },
  );
}
