/**
 * The shared hand-to-mat interaction (kit/cards): choose a card then a space,
 * lift a card off the mat, refusals leave the card chosen, drags carry the
 * card's key, and the keyboard moves over the mat by rows.
 */
import { describe, expect, it } from 'vitest';
import { ref } from 'vue';
import { useHandToMat } from './use-hand-to-mat';

type Space = 'a' | 'b' | 'c' | 'd';

function setup() {
  const placed = ref<Partial<Record<Space, string | null>>>({});
  const said: string[] = [];
  const mat = useHandToMat<string, Space>({
    cards: () => ['x', 'y', 'z'],
    spaces: ['a', 'b', 'c', 'd'],
    placed,
    keyOf: (c) => `card-${c}`,
    columns: 2,
    place: (space, card) => {
      if (space === 'd' && card === 'z') return false; // the game refuses this one
      const next = Object.fromEntries(Object.entries(placed.value).filter(([, c]) => c !== card)) as Partial<Record<Space, string>>;
      placed.value = { ...next, [space]: card };
      return true;
    },
    takeBack: (space) => {
      const next = { ...placed.value };
      delete next[space];
      placed.value = next;
    },
    complete: () => Object.keys(placed.value).length === 4,
    onComplete: () => said.push('complete'),
    say: { chosen: (c) => said.push(`chosen ${c}`), released: () => said.push('released'), lifted: (c) => said.push(`lifted ${c}`), noCard: () => said.push('no card') },
  });
  return { placed, said, mat };
}

const key = (k: string) => ({ key: k, preventDefault: () => undefined }) as KeyboardEvent;

describe('useHandToMat', () => {
  it('places the chosen card on the chosen space, and lifts it again', () => {
    const { placed, said, mat } = setup();
    mat.choose('a');
    mat.pick('x');
    mat.choose('a');
    expect(placed.value).toEqual({ a: 'x' });
    expect(mat.selected.value).toBeUndefined();
    expect(mat.isUsed('x')).toBe(true);
    mat.choose('a');
    expect(placed.value).toEqual({});
    expect(mat.selected.value).toBe('x');
    expect(said).toEqual(['no card', 'chosen x', 'lifted x']);
  });

  it('keeps a refused card chosen, and picking a placed card takes it back', () => {
    const { placed, mat } = setup();
    mat.pick('z');
    mat.choose('d');
    expect(placed.value).toEqual({});
    expect(mat.selected.value).toBe('z');
    mat.choose('c');
    mat.pick('z');
    expect(placed.value).toEqual({});
    expect(mat.selected.value).toBe('z');
    mat.pick('z');
    expect(mat.selected.value).toBeUndefined();
  });

  it('takes a card back with Delete, lets go with Escape, moves by rows', () => {
    const { placed, said, mat } = setup();
    mat.pick('y');
    mat.choose('b');
    mat.onMatKey(key('Delete'), 1);
    expect(placed.value).toEqual({});
    mat.pick('x');
    mat.onHandKey(key('Escape'), 0);
    expect(mat.selected.value).toBeUndefined();
    expect(said.at(-1)).toBe('released');
    mat.onMatKey(key('ArrowDown'), 0);
    expect(mat.matFocus.value).toBe(2);
    mat.onHandKey(key('ArrowLeft'), 0);
    expect(mat.handFocus.value).toBe(2);
  });

  it('drops a dragged card by its key, onto a space or back into the hand', () => {
    const { placed, mat } = setup();
    const data = new Map<string, string>();
    const drag = { dataTransfer: { setData: (t: string, v: string) => data.set(t, v), getData: (t: string) => data.get(t) ?? '', types: [] as string[], effectAllowed: '', dropEffect: '' }, preventDefault: () => undefined } as unknown as DragEvent;
    mat.onDragStart(drag, 'y');
    expect(data.get('application/x-tenka-card')).toBe('card-y');
    mat.onDrop(drag, 'c');
    expect(placed.value).toEqual({ c: 'y' });
    mat.onDrop(drag, 'hand');
    expect(placed.value).toEqual({});
  });
});
