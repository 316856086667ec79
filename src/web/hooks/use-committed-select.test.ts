import { describe, expect, it } from 'vitest';
import { nextSelectState, UNTOUCHED } from './use-committed-select.ts';

type Event = Parameters<typeof nextSelectState>[1];

const arrow: Event = { type: 'keydown', key: 'ArrowDown', hasModifier: false };
const change = (value: string): Event => ({ type: 'change', value });

/** Plays the events on a select whose saved value is `saved`; what it saved, and the option it shows. */
function play(events: Event[], saved = '') {
  let state = UNTOUCHED;
  const saves: string[] = [];
  for (const event of events) {
    const next = nextSelectState(state, event, saved);
    state = next.state;
    if (next.save !== null) saves.push(next.save);
  }
  return { saves, shown: state.held && state.held.over === saved ? state.held.value : saved };
}

describe('nextSelectState', () => {
  it('saves a pick from the list at once', () => {
    expect(play([{ type: 'pointerdown' }, change('sell')])).toEqual({ saves: ['sell'], shown: 'sell' });
  });

  it('saves nothing while the arrow keys step through the options, and the last one on leaving', () => {
    const stepped = [arrow, change('sell'), arrow, change('distribute')];
    expect(play(stepped)).toEqual({ saves: [], shown: 'distribute' });
    expect(play([...stepped, { type: 'blur' }])).toEqual({ saves: ['distribute'], shown: 'distribute' });
  });

  it('saves the option stepped to on Enter, and not again on leaving', () => {
    const enter: Event = { type: 'keydown', key: 'Enter', hasModifier: false };
    expect(play([arrow, change('sell'), enter, { type: 'blur' }])).toEqual({
      saves: ['sell'],
      shown: 'sell',
    });
  });

  it('steps the same way with Home, End, the page keys and a letter typed to jump', () => {
    for (const key of ['Home', 'End', 'PageUp', 'PageDown', 'ArrowUp', 'd']) {
      expect(play([{ type: 'keydown', key, hasModifier: false }, change('discard')]).saves).toEqual([]);
    }
  });

  it('saves at once what is picked from the list opened with Alt+Down or Space', () => {
    for (const opening of [
      { type: 'keydown', key: 'ArrowDown', hasModifier: true },
      { type: 'keydown', key: ' ', hasModifier: false },
    ] as const) {
      expect(play([opening, change('transfer')]).saves).toEqual(['transfer']);
    }
  });

  it('saves nothing when the keyboard comes back to the option already saved', () => {
    expect(play([arrow, change('sell'), arrow, change(''), { type: 'blur' }])).toEqual({
      saves: [],
      shown: '',
    });
  });

  it('lets a click after some arrowing save the pick at once', () => {
    expect(play([arrow, change('sell'), { type: 'pointerdown' }, change('discard')]).saves).toEqual([
      'discard',
    ]);
  });

  it('shows the saved value again once it changes, as when a save went through', () => {
    const { state } = nextSelectState(UNTOUCHED, change('sell'), '');
    expect(nextSelectState(state, { type: 'blur' }, 'sell')).toEqual({
      state: { isMoving: false, held: null },
      save: null,
    });
  });
});
