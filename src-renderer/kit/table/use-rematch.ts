/**
 * A rematch and the replay, for every game's end (kit/table/EndActions.vue):
 * the same seats (humans by name, bots at their level) and the options the
 * game was played with, in a new game; or the finished game's replay.
 */
import type { GameSummary, SeatSpec } from '@shared/contract/messages';
import { useLobbyStore } from '../../stores/lobby';
import { useNavigationStore } from '../../stores/navigation';

/**
 * `options`: the options the game was played with (the view's, where the engine keeps them), or null before the
 * view is there. A game may narrow them to what its New game form sets.
 */
export function useRematch(summary: () => GameSummary, options: () => object | null | undefined) {
  const lobby = useLobbyStore();
  const navigation = useNavigationStore();
  async function rematch(): Promise<void> {
    const o = options();
    if (!o) return;
    const s = summary();
    const seats: SeatSpec[] = s.seats.map((seat) => (seat.kind === 'human' ? { kind: 'human', name: seat.name } : { kind: 'bot', name: seat.name, bot: seat.bot ?? 'random' }));
    const gameId = await lobby.createGame(s.ruleset, { ...(o as Record<string, unknown>) }, seats);
    if (gameId) navigation.go({ name: 'game', gameId });
  }
  function openReplay(): void {
    navigation.go({ name: 'replay', gameId: summary().gameId });
  }
  return { rematch, openReplay, creating: () => lobby.creating };
}
