/// <reference path="../../../src-renderer/env.d.ts" />
/**
 * The table shell's waiting line: the one place every game's table gets
 * "who are we waiting for" from while the live game is not the player's turn.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import type { GameSummary, SeatView } from '@shared/contract/messages';
import { useGameStore } from '../../../src-renderer/stores/game';
import { useTableShell } from '../../../src-renderer/kit/table/use-table-shell';
import { BEAT } from '../../../src-renderer/kit/table/story-pace';

const summary = {
  seats: [
    { seat: 0, kind: 'human', name: 'Hanako' },
    { seat: 1, kind: 'bot', name: 'Aiko', bot: 'normal' },
    { seat: 2, kind: 'human', name: 'Jun' },
  ],
  result: null,
} as unknown as GameSummary;

const words = {
  host: () => 'host is working',
  // A game's real wording (English is the default locale).
  bot: 'kunitori.table.waitBot',
  human: 'kunitori.table.waitHuman',
  doing: (kind: string) => `doing ${kind}`,
  name: (seat: number) => summary.seats[seat]!.name,
};

function viewWithPending(pending: Array<{ seat: number; kind: string }>): SeatView {
  return { seat: 0, view: {}, pending, result: null } as unknown as SeatView;
}

describe('table shell: the waiting line', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('says the host is working when nobody is asked', () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, pace: () => ({ kind: 'action', beat: BEAT.normal, seats: [] }) });
    game.latest = [viewWithPending([])];
    expect(shell.waitingLine(words).value).toBe('host is working');
  });

  it('names each seat asked, with the bot and human wording by seat kind, in pending order', () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, pace: () => ({ kind: 'action', beat: BEAT.normal, seats: [] }) });
    const line = shell.waitingLine(words);
    game.latest = [viewWithPending([{ seat: 1, kind: 'plan' }, { seat: 2, kind: 'levy' }])];
    expect(line.value).toBe('Aiko (bot) is thinking: doing plan. Waiting for Jun: doing levy.');
  });
});
