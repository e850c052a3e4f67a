/**
 * A panel's submit that the engine's pre-send check stopped (issue 22: why a move is refused, in words, before it is
 * sent). The check is the game's (its public.ts, run on the seat's view and the panel's draft); the panel words it
 * with refusalText and binds these attributes on its submit: the control says it is disabled (aria-disabled, so it
 * stays in the tab order and a keyboard or screen-reader user can reach it and hear why), its tooltip and its
 * description are the words (RefusalNote.vue shows them beside it). The panel's click handler sends nothing while
 * refused (`mayNotSend`).
 */
let next = 0;

/** A page-unique id for a panel's refusal note (aria-describedby points at it). */
export const refusalNoteId = (): string => `refusal-note-${++next}`;

/** The submit's attributes while `words` say why it cannot be sent; none when it may be. */
export function refusedAttrs(words: string | null, noteId: string): Record<string, string> {
  return words ? { 'aria-disabled': 'true', title: words, 'aria-describedby': noteId, 'data-refused': '' } : {};
}

/** A click (or Enter) on a refused submit: keep the form from submitting; true when nothing may be sent. */
export function mayNotSend(words: string | null, event?: Event): boolean {
  if (!words) return false;
  event?.preventDefault();
  return true;
}
