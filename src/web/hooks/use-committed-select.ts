import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * Keys that move a closed select to another option in place. Chromium fires a change for every one,
 * so arrowing through the list to the fourth option would save (and announce) the three before it.
 * A letter or digit does the same, jumping to the option it begins.
 */
const MOVING_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

type SelectEvent =
  | { type: 'keydown'; key: string; hasModifier: boolean }
  | { type: 'pointerdown' }
  | { type: 'change'; value: string }
  | { type: 'blur' };

type SelectState = {
  /** The last key moved the closed select: a change now is a step on the way, not the choice. */
  isMoving: boolean;
  /**
   * The option shown in place of `over`, the value saved when it was picked: not saved yet, or saved and
   * not yet back as `saved`. It goes once `saved` changes.
   */
  held: { value: string; over: string; isSaved: boolean } | null;
};

export const UNTOUCHED: SelectState = { isMoving: false, held: null };

const movesInPlace = (key: string) => MOVING_KEYS.has(key) || (key.length === 1 && key !== ' ');

/** Saves the option the keyboard stopped at, unless it is the one saved. */
function settle(state: SelectState, saved: string): { state: SelectState; save: string | null } {
  const { held } = state;
  if (!held || held.isSaved) return { state, save: null };
  if (held.value === saved) return { state: { ...state, held: null }, save: null };
  return { state: { ...state, held: { ...held, isSaved: true } }, save: held.value };
}

/** What the select does on `event`: its next state, and the value to save now, if any. */
export function nextSelectState(
  current: SelectState,
  event: SelectEvent,
  saved: string,
): { state: SelectState; save: string | null } {
  const state = current.held && current.held.over !== saved ? { ...current, held: null } : current;
  switch (event.type) {
    case 'keydown':
      // Enter, as well as leaving, says "this one"; Space, Alt+Down and F4 open the list, whose pick is one.
      if (event.key === 'Enter') return settle({ ...state, isMoving: false }, saved);
      return { state: { ...state, isMoving: !event.hasModifier && movesInPlace(event.key) }, save: null };
    case 'pointerdown':
      return { state: { ...state, isMoving: false }, save: null };
    case 'change':
      if (state.isMoving)
        return { state: { ...state, held: { value: event.value, over: saved, isSaved: false } }, save: null };
      if (event.value === saved) return { state: { ...state, held: null }, save: null };
      return {
        state: { ...state, held: { value: event.value, over: saved, isSaved: true } },
        save: event.value,
      };
    case 'blur':
      return settle({ ...state, isMoving: false }, saved);
  }
}

/**
 * A native select that saves on its own, once per choice: a pick from its list (by mouse, touch or the
 * keyboard in the open list) saves at once, while the arrow keys on the closed select only move it, and
 * the option they stop at is saved on Enter, on leaving the select, or on leaving the page from it (the
 * browser's Back sends no blur). `saved` is the value the page shows as chosen, the one saving or refused
 * included; the choice stays shown until it comes back as that. `isUnsaved` says a choice is waiting, for
 * the page to say so. Never disable the select while saving: a disabled control drops the keyboard's focus.
 */
export function useCommittedSelect(saved: string, onSave: (value: string) => void) {
  const state = useRef(UNTOUCHED);
  const [shown, setShown] = useState<SelectState['held']>(null);
  const on = (event: SelectEvent) => {
    const next = nextSelectState(state.current, event, saved);
    state.current = next.state;
    setShown(next.state.held);
    if (next.save !== null) onSave(next.save);
  };
  const onLeavingPage = useRef(() => {});
  useEffect(() => {
    onLeavingPage.current = () => on({ type: 'blur' });
  });
  useEffect(() => () => onLeavingPage.current(), []);
  const isShown = shown !== null && shown.over === saved;
  return {
    isUnsaved: isShown && !shown.isSaved,
    selectProps: {
      value: isShown ? shown.value : saved,
      onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) =>
        on({ type: 'keydown', key: event.key, hasModifier: event.altKey || event.ctrlKey || event.metaKey }),
      onPointerDown: () => on({ type: 'pointerdown' }),
      onChange: (event: ChangeEvent<HTMLSelectElement>) => on({ type: 'change', value: event.target.value }),
      onBlur: () => on({ type: 'blur' }),
    },
  };
}
