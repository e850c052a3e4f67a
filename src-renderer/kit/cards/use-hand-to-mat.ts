/**
 * Cards from a hand onto the spaces of a mat, the way a player expects at a
 * table: drag a card onto a space, or choose the card and then the space
 * (mouse, or keyboard: arrows move within the hand or the mat, Enter or
 * Space chooses, Escape lets go, Delete takes a card back). A card on a
 * space can be lifted (choose the space with no card chosen) or dragged to
 * another space or back to the hand.
 *
 * Only the interaction lives here. What may go where, and what is said about
 * it, is the game's: `place` may refuse a card (and say why); the `say`
 * hooks put the moments into the game's words. Users: e.g. Henn's planning mat;
 * next, e.g. MB Shogun's koku boxes and Kunitori!'s hand.
 */
import { nextTick, ref, type Ref } from 'vue';

export interface HandToMatOptions<C, S extends string> {
  /** The hand, in order (placed cards stay in it, marked as used). */
  cards: () => readonly C[];
  /** The mat's spaces in order. */
  spaces: readonly S[];
  /** The cards lying on the mat, by space. The game owns it; `place` and `takeBack` change it. */
  placed: Ref<Partial<Record<S, C | null>>>;
  /** A stable key per card (drag data and `data-card` in the DOM). */
  keyOf: (card: C) => string;
  /** Spaces per row of the mat: Up and Down move by this many. */
  columns: number;
  /** Put a card on a space (off any other space); false when the game refuses it. */
  place: (space: S, card: C) => boolean;
  /** Take a space's card back into the hand. */
  takeBack: (space: S) => void;
  /** Whether every space that needs a card has one (then the keyboard goes on to `onComplete`). */
  complete: () => boolean;
  /** The mat is full: e.g. focus the confirm button. */
  onComplete: () => void;
  say: {
    /** A card was chosen (the keyboard goes on to the first empty space). */
    chosen: (card: C) => void;
    /** The chosen card was let go. */
    released: () => void;
    /** A card was lifted off a space, chosen again to go elsewhere. */
    lifted: (card: C) => void;
    /** An empty space was chosen with no card in hand. */
    noCard: () => void;
  };
  /** MIME type of the drag data (one per kind of hand, so a drag cannot land on another game's mat). */
  dragType?: string;
  /** What a drag shows as text (for drops outside the app). */
  dragText?: (card: C) => string;
}

export function useHandToMat<C extends string | number, S extends string>(o: HandToMatOptions<C, S>) {
  const dragType = o.dragType ?? 'application/x-tenka-card';
  const selected = ref<C | undefined>(undefined) as Ref<C | undefined>;
  const dropTarget = ref<S | 'hand' | null>(null) as Ref<S | 'hand' | null>;
  const handFocus = ref(0);
  const matFocus = ref(0);
  const handEl = ref<HTMLElement | null>(null);
  const matEl = ref<HTMLElement | null>(null);

  const lying = (space: S): C | null | undefined => o.placed.value[space];
  const isUsed = (card: C): boolean => o.spaces.some((s) => lying(s) === card);
  const cardOfKey = (key: string): C | undefined => o.cards().find((c) => o.keyOf(c) === key);

  function release(): void {
    selected.value = undefined;
  }

  async function focusCard(i: number): Promise<void> {
    handFocus.value = Math.max(0, Math.min(i, o.cards().length - 1));
    await nextTick();
    handEl.value?.querySelectorAll<HTMLElement>('[data-card]')[handFocus.value]?.focus();
  }

  async function focusSpace(i: number): Promise<void> {
    matFocus.value = Math.max(0, Math.min(i, o.spaces.length - 1));
    await nextTick();
    matEl.value?.querySelectorAll<HTMLElement>('[data-space]')[matFocus.value]?.focus();
  }

  function placeChosen(space: S, card: C): boolean {
    if (!o.place(space, card)) return false;
    selected.value = undefined;
    return true;
  }

  /** Choose a card of the hand (again: let it go). A card on the mat comes back to be placed anew. */
  function pick(card: C): void {
    if (isUsed(card)) for (const s of o.spaces) if (lying(s) === card) o.takeBack(s);
    selected.value = selected.value === card ? undefined : card;
    if (selected.value === undefined) return o.say.released();
    o.say.chosen(card);
    // Keyboard: go on to the first empty space.
    const empty = o.spaces.findIndex((s) => lying(s) === undefined);
    void focusSpace(empty < 0 ? 0 : empty);
  }

  /** Choose a space: the chosen card goes there; with none chosen, the space's card is lifted. */
  function choose(space: S): void {
    const card = selected.value;
    if (card === undefined) {
      const there = lying(space);
      if (there !== undefined && there !== null) {
        o.takeBack(space);
        selected.value = there;
        o.say.lifted(there);
      } else o.say.noCard();
      return;
    }
    if (!placeChosen(space, card)) return;
    // Keyboard: back to the next card still in hand, or on when the mat is full.
    const free = o.cards().findIndex((c) => !isUsed(c));
    if (free >= 0 && !o.complete()) void focusCard(free);
    else void nextTick(o.onComplete);
  }

  function onHandKey(event: KeyboardEvent, i: number): void {
    const n = o.cards().length;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      void focusCard((i + step + n) % n);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      void focusCard(event.key === 'Home' ? 0 : n - 1);
    } else if (event.key === 'Escape' && selected.value !== undefined) {
      selected.value = undefined;
      o.say.released();
    }
  }

  /** Arrows move over the mat as it is laid out (rows of `columns`). */
  function onMatKey(event: KeyboardEvent, i: number): void {
    const n = o.spaces.length;
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: o.columns, ArrowUp: -o.columns }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      void focusSpace(Math.max(0, Math.min(n - 1, i + step)));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      o.takeBack(o.spaces[i]!);
    } else if (event.key === 'Escape' && selected.value !== undefined) {
      const card = selected.value;
      selected.value = undefined;
      o.say.released();
      const at = o.cards().indexOf(card);
      if (at >= 0) void focusCard(at);
    }
  }

  // ── drag and drop ──
  function onDragStart(event: DragEvent, card: C): void {
    event.dataTransfer?.setData(dragType, o.keyOf(card));
    event.dataTransfer?.setData('text/plain', o.dragText ? o.dragText(card) : String(card));
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
    selected.value = card;
  }

  function onDragOver(event: DragEvent, target: S | 'hand'): void {
    if (!event.dataTransfer?.types.includes(dragType)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    dropTarget.value = target;
  }

  function onDrop(event: DragEvent, target: S | 'hand'): void {
    const key = event.dataTransfer?.getData(dragType);
    dropTarget.value = null;
    const card = key ? cardOfKey(key) : undefined;
    if (card === undefined) return;
    event.preventDefault();
    if (target === 'hand') {
      for (const s of o.spaces) if (lying(s) === card) o.takeBack(s);
      selected.value = undefined;
    } else placeChosen(target, card);
  }

  function onDragEnd(): void {
    dropTarget.value = null;
    if (selected.value !== undefined && isUsed(selected.value)) selected.value = undefined;
  }

  return { selected, dropTarget, handFocus, matFocus, handEl, matEl, isUsed, release, pick, choose, focusCard, focusSpace, onHandKey, onMatKey, onDragStart, onDragOver, onDrop, onDragEnd };
}
