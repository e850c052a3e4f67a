/**
 * Gekokujō's panels ask the engine before they send (issue 22): moveRefusal is validate itself run on the seat's
 * view (a view is a Table), so the words beside a submit are exactly why the host would refuse that move.
 */
import { moveRefusal, type GekokujoView } from '@shared/games/gekokujo/public';
import { verdictText, type Translate } from '../../kit/table/refusal';

/** Why `draft` would be refused now, in the player's words; null when it may be sent. */
export function refusalOfDraft(view: GekokujoView, seat: number, draft: unknown, t: Translate): string | null {
  return verdictText('gekokujo', moveRefusal(view, seat, draft), t);
}
