/** What the decision column (DecisionColumn.vue) reads of the table shell, and the words a game gives it. */
import type { Refusal } from './refusal';
import type { Recap } from './use-recap';
import type { Battle } from './battles';
import type { FeedLine } from './feed-line';
import type { TableHint } from './use-hint';

/** The part of the table shell (use-table-shell.ts) the column reads. */
export interface ColumnShell {
  acting: { readonly value: { seat: number; kind: string } | null };
  shownError: { readonly value: Refusal | null };
  ready(): void;
  game: { submitting: boolean; moveError: unknown; shownView: { ply: number } | null };
  /** "Since your last move" for the deciding seat (use-recap.ts). */
  recap?: { readonly value: Recap | null };
  /** The human's last battle, pinned (use-pinned-battle.ts). */
  battle?: { pinned: { readonly value: Battle | null }; lines: { readonly value: FeedLine[] }; close(): void; yieldRoom(): void };
  humanSeats?: { readonly value: ReadonlySet<number> };
  /** "Suggest a move" (use-hint.ts), and sending the hint's move when the player plays it. */
  hint?: TableHint;
  submit?(move: unknown): Promise<void>;
  /** The acting seat's view (the game's words on what a hint's move gains read it). */
  actingView?: { readonly value: unknown };
}

/** A game's words for the column: the acting seat's name, what it decides, the turn line and a refused move. */
export interface ColumnWords {
  name(seat: number): string;
  doing(kind: string): string;
  /** "Your decision, Hanako: planning." */
  yours(seat: number, kind: string): string;
  refusal(error: Refusal): string;
}

/** The consequence gate as the column shows it (consequence-gate.ts), whatever its move type. */
export interface ColumnGate {
  held: { value: unknown };
  lines: { value: readonly string[] };
  /** Sends a move that costs nothing at once; holds one that costs something for the player's word. */
  request: (move: never) => void;
  confirm: () => void;
  cancel: () => void;
}

/** The part of the table shell the whole table (TableShell.vue) reads: the column's, the privacy screen, the feed's pace. */
export interface FrameShell extends ColumnShell {
  words: ColumnWords;
  waiting: { readonly value: string };
  privacy: { readonly value: boolean };
  decisionWaiting: { readonly value: boolean };
  /** What the decision column shows by the kit's rule: 'end', 'private', 'decide' or 'wait'. */
  mode: { readonly value: string };
  game: ColumnShell['game'] & { playing: boolean; backlog: number; skip(): void };
}
