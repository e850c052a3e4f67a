/// <reference path="../../env.d.ts" />
/**
 * The table shell's waiting line: the one place every game's table gets
 * "who are we waiting for" from while the live game is not the player's turn.
 */
import { describe, expect, it, beforeEach } from 'vitest';
import { nextTick, ref } from 'vue';
import { createPinia, setActivePinia } from 'pinia';
import type { GameSummary, SeatView } from '@shared/contract/messages';
import { useGameStore } from '../../stores/game';
import { useTableShell } from './use-table-shell';
import { BEAT } from '../../stores/story-pace';
import { showBattle } from './table-focus';

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
  // No keys of its own: the kit's wording (i18n/messages/table.ts; English is the default locale).
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
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling: { line: () => null, beat: () => ({ kind: 'action', beat: BEAT.normal, seats: [] }) } });
    game.latest = [viewWithPending([])];
    expect(shell.waitingLine(words).value).toBe('host is working');
  });

  it('names each seat asked, with the bot and human wording by seat kind, in pending order', () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling: { line: () => null, beat: () => ({ kind: 'action', beat: BEAT.normal, seats: [] }) } });
    const line = shell.waitingLine(words);
    game.latest = [viewWithPending([{ seat: 1, kind: 'plan' }, { seat: 2, kind: 'levy' }])];
    expect(line.value).toBe('Aiko (bot) is thinking: doing plan… Waiting for Jun: doing levy.');
  });
});

describe('who decides, as far as the feed has told (stores/game.ts toldPending)', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('while the story still tells the moves before it, the seat cards and the waiting line name the told position\u2019s decider, not the next phase\u2019s', () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling: { line: () => null, beat: () => ({ kind: 'action', beat: BEAT.normal, seats: [] }) } });
    const line = shell.waitingLine(words);
    // Told so far: Aiko's battle choice; the newest: Jun planning (the next phase).
    game.views = [viewWithPending([{ seat: 1, kind: 'battle' }])];
    game.latest = [viewWithPending([{ seat: 2, kind: 'plan' }])];
    game.playing = true;
    expect(game.toldPending.map((p) => p.seat)).toEqual([1]);
    expect(line.value).toBe('Aiko (bot) is thinking: doing battle…');
    // The story has caught up: the newest position's word.
    game.views = game.latest;
    game.playing = false;
    expect(game.toldPending.map((p) => p.seat)).toEqual([2]);
    expect(line.value).toBe('Waiting for Jun: doing plan.');
  });
});

describe('table shell: free actions (kernel/free-actions.ts)', () => {
  beforeEach(() => setActivePinia(createPinia()));
  const one = { seats: [{ seat: 0, kind: 'human', name: 'Hanako' }, { seat: 1, kind: 'bot', name: 'Aiko', bot: 'normal' }], result: null } as unknown as GameSummary;
  const seatView = (seat: number, pending: { seat: number; kind: string }[], free: { seat: number; kind: string }[]): SeatView =>
    ({ seat, view: { v: seat }, pending, free, result: null }) as unknown as SeatView;

  it('offers the seat on screen its free actions while another seat decides, and sends them as that seat', async () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => one, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling: { line: () => null, beat: () => ({ kind: 'action', beat: BEAT.quick, seats: [] }) } });
    game.views = [seatView(0, [{ seat: 1, kind: 'act' }], [{ seat: 0, kind: 'give-card' }])];
    game.shownSeat = 0;
    expect(shell.acting.value).toBeNull();
    expect(shell.freeSeat.value).toEqual({ seat: 0, kind: 'give-card', view: { v: 0 } });
    const sent: [number, unknown][] = [];
    game.submit = (async (seat: number, move: unknown) => {
      sent.push([seat, move]);
      return true;
    }) as typeof game.submit;
    await shell.submitFree({ type: 'give-card' });
    expect(sent).toEqual([[0, { type: 'give-card' }]]);
    // None open, or the seat itself asked (its own panel lists them): no free panel.
    game.views = [seatView(0, [{ seat: 1, kind: 'act' }], [])];
    expect(shell.freeSeat.value).toBeNull();
    game.views = [seatView(0, [{ seat: 0, kind: 'act' }], [])];
    expect(shell.acting.value?.seat).toBe(0);
    expect(shell.freeSeat.value).toBeNull();
  });

  it('in hotseat, shows them only for the seat that claimed the screen', () => {
    const game = useGameStore();
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling: { line: () => null, beat: () => ({ kind: 'action', beat: BEAT.quick, seats: [] }) } });
    game.views = [seatView(0, [{ seat: 1, kind: 'act' }], [{ seat: 0, kind: 'give-card' }]), seatView(2, [{ seat: 1, kind: 'act' }], [{ seat: 2, kind: 'give-card' }])];
    game.shownSeat = 0;
    expect(shell.hotseat.value).toBe(true);
    expect(shell.freeSeat.value).toBeNull();
  });
});

describe('table shell: the feed’s lines come from the game’s telling', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('tells each event the game has words for, with the names of this table, marked as the game says, held where it says', () => {
    const game = useGameStore();
    const telling = {
      // Words for moves only; a die has none of its own here.
      line: (e: unknown, ctx: { name: (seat: number) => string }) => ((e as { type: string }).type === 'moved' ? `${ctx.name((e as { seat: number }).seat)} moves` : null),
      beat: () => ({ kind: 'action' as const, beat: BEAT.quick, seats: [] }),
    };
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling });
    game.views = [{ seat: 0, view: {}, pending: [], result: null } as unknown as SeatView];
    game.shownSeat = 0;
    game.events = { 0: [{ type: 'moved', seat: 1 }, { type: 'die', seat: 1 }, { type: 'moved', seat: 0 }, { type: 'moved', seat: 2 }] };
    const lines = shell.feedLines({ mine: (e) => (e as { seat: number }).seat === 0, watch: (_e, key) => (key === 2 ? 2 : null) });
    expect(lines.value).toEqual([
      { key: 0, text: 'Aiko moves', kind: 'moved', mine: false, watch: null },
      { key: 2, text: 'Hanako moves', kind: 'moved', mine: true, watch: 2 },
      { key: 3, text: 'Jun moves', kind: 'moved', mine: false, watch: null },
    ]);
    // A throw still falling holds its line and what follows it.
    const held = shell.feedLines({ holdFrom: (key) => key >= 2 });
    expect(held.value.map((l) => l.text)).toEqual(['Aiko moves']);
  });
});

describe('table shell: the pinned battle waits with the feed', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('a battle of the human’s is pinned once its line is told, not while the feed holds it (issue 32: a throw still falling)', async () => {
    const game = useGameStore();
    const isBattle = (e: unknown): boolean => (e as { type: string }).type === 'battle';
    const telling = {
      line: (e: unknown) => (isBattle(e) ? 'Battle for Kaga: Hanako wins' : null),
      beat: () => ({ kind: 'battle' as const, beat: BEAT.normal, seats: [0, 1] }),
      battle: (e: unknown) => (isBattle(e) ? { part: 'whole' as const, seats: [0, 1], winners: [0], place: 'kaga' } : null),
    };
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling });
    game.views = [{ seat: 0, view: {}, pending: [], result: null } as unknown as SeatView];
    game.shownSeat = 0;
    game.events = { 0: [] };
    const falling = ref(true);
    const lines = shell.feedLines({ holdFrom: (key) => falling.value && key === 0 });
    expect(shell.battle.pinned.value).toBeNull();
    game.events = { 0: [{ type: 'battle' }] };
    await nextTick();
    expect(lines.value).toEqual([]);
    expect(shell.battle.pinned.value, 'the result is not shown while the throw falls').toBeNull();
    falling.value = false;
    expect(lines.value.map((l) => l.text)).toEqual(['Battle for Kaga: Hanako wins']);
    expect(shell.battle.pinned.value?.from).toBe(0);
  });

  it('a battle pinned by itself yields to a decision that needs the room; one the player asked for stays (issue 32)', async () => {
    const game = useGameStore();
    const isBattle = (e: unknown): boolean => (e as { type: string }).type === 'battle';
    const telling = {
      line: (e: unknown) => (isBattle(e) ? 'Battle for Kaga: Hanako wins' : null),
      beat: () => ({ kind: 'battle' as const, beat: BEAT.normal, seats: [0, 1] }),
      battle: (e: unknown) => (isBattle(e) ? { part: 'whole' as const, seats: [0, 1], winners: [0], place: 'kaga' } : null),
    };
    const shell = useTableShell({ summary: () => summary, asView: (v) => v, publicView: (v) => v, doing: words.doing, telling });
    game.views = [{ seat: 0, view: {}, pending: [], result: null } as unknown as SeatView];
    game.shownSeat = 0;
    game.events = { 0: [] };
    shell.feedLines({});
    await nextTick();
    game.events = { 0: [{ type: 'battle' }] };
    await nextTick();
    expect(shell.battle.pinned.value?.from).toBe(0);
    shell.battle.yieldRoom();
    expect(shell.battle.pinned.value, 'pinned by itself, it gives the decision its room').toBeNull();
    showBattle(0);
    await nextTick();
    expect(shell.battle.pinned.value?.from).toBe(0);
    shell.battle.yieldRoom();
    expect(shell.battle.pinned.value?.from, 'asked for from the feed, it stays').toBe(0);
  });
});

describe("table shell: the kit's words for the decision column", () => {
  beforeEach(() => setActivePinia(createPinia()));

  it("says whose decision it is in the kit's words with the game's name for the decision, unless the game words it", () => {
    const base = { summary: () => summary, asView: (v: unknown) => v, publicView: (v: unknown) => v, telling: { line: () => null, beat: () => ({ kind: 'action' as const, beat: BEAT.normal, seats: [] }) } };
    const kit = useTableShell({ ...base, doing: (kind) => `the ${kind}` });
    expect(kit.words.yours(2, 'levy')).toBe('Your decision, Jun: the levy');
    expect(kit.words.doing('levy')).toBe('the levy');
    // A seat the summary does not name is "Seat n" (never an id).
    expect(kit.words.name(7)).toBe('Seat 8');
    const own = useTableShell({ ...base, doing: (kind) => kind, yours: (seat, kind) => `${seat}/${kind}` });
    expect(own.words.yours(1, 'plan')).toBe('1/plan');
  });

  it("says the game goes on when nobody is asked, or the game's own words for it", () => {
    const game = useGameStore();
    const base = { summary: () => summary, asView: (v: unknown) => v, publicView: (v: unknown) => v, doing: (k: string) => k, telling: { line: () => null, beat: () => ({ kind: 'action' as const, beat: BEAT.normal, seats: [] }) } };
    game.latest = [viewWithPending([])];
    expect(useTableShell(base).waiting.value).toBe('The game goes on…');
    expect(useTableShell({ ...base, waiting: { host: () => 'carrying out' } }).waiting.value).toBe('carrying out');
  });
});
