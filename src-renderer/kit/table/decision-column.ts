/** What the decision column (DecisionColumn.vue) reads of the table shell, and the words a game gives it. */
import type { Refusal } from './refusal';

/** The part of the table shell (use-table-shell.ts) the column reads. */
export interface ColumnShell {
  acting: { readonly value: { seat: number; kind: string } | null };
  shownError: { readonly value: Refusal | null };
  ready(): void;
  game: { submitting: boolean; moveError: unknown; shownView: { ply: number } | null };
}

/** A game's words for the column: the acting seat's name, what it decides, the turn line and a refused move. */
export interface ColumnWords {
  name(seat: number): string;
  doing(kind: string): string;
  /** "Your decision, Hanako: planning." */
  yours(seat: number, kind: string): string;
  refusal(error: Refusal): string;
}
