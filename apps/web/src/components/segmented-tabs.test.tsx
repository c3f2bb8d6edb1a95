import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { nextTabIndex, SegmentedTabs } from './segmented-tabs';

type Fruit = 'apple' | 'pear' | 'plum';
const TABS = [
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
  { value: 'plum', label: 'Plum' },
] as const;

/** The control as a page holds it: the chosen tab in state, every change recorded. */
function Fruits({ onChange }: { onChange: (value: Fruit) => void }) {
  const [value, setValue] = useState<Fruit>('pear');
  return (
    <SegmentedTabs<Fruit>
      tabs={TABS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      label="Fruit"
      className="x-tabs"
      tabClassName="x-tabs__tab"
      idPrefix="fruit"
    />
  );
}

function selectedNames(): string[] {
  return screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent ?? '');
}

describe('SegmentedTabs', () => {
  it('is a named tablist of tabs; only the chosen one is selected and in the Tab order', () => {
    render(<Fruits onChange={() => undefined} />);
    const list = screen.getByRole('tablist', { name: 'Fruit' });
    expect(list.className).toBe('x-tabs');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Apple', 'Pear', 'Plum']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    expect(tabs.map((tab) => tab.id)).toEqual([
      'fruit-tab-apple',
      'fruit-tab-pear',
      'fruit-tab-plum',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-controls'))).toEqual([
      'fruit-panel-apple',
      'fruit-panel-pear',
      'fruit-panel-plum',
    ]);
    expect(tabs.map((tab) => tab.className)).toEqual(['x-tabs__tab', 'x-tabs__tab', 'x-tabs__tab']);
  });

  it('a tap chooses a tab', () => {
    const onChange = vi.fn();
    render(<Fruits onChange={onChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Plum' }));
    expect(onChange.mock.calls).toEqual([['plum']]);
    expect(selectedNames()).toEqual(['Plum']);
  });

  it('arrow keys move the focus and the choice, wrapping; Home and End go to the ends', () => {
    const onChange = vi.fn();
    render(<Fruits onChange={onChange} />);
    const list = screen.getByRole('tablist');

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedNames()).toEqual(['Plum']);
    expect(document.activeElement?.textContent).toBe('Plum');

    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selectedNames()).toEqual(['Apple']);
    expect(document.activeElement?.textContent).toBe('Apple');

    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selectedNames()).toEqual(['Plum']);

    fireEvent.keyDown(list, { key: 'Home' });
    expect(selectedNames()).toEqual(['Apple']);
    fireEvent.keyDown(list, { key: 'End' });
    expect(selectedNames()).toEqual(['Plum']);
    expect(document.activeElement?.textContent).toBe('Plum');

    // Other keys do nothing; End on the last tab moves nowhere and reports no change.
    fireEvent.keyDown(list, { key: 'a' });
    fireEvent.keyDown(list, { key: 'End' });
    expect(onChange.mock.calls).toEqual([['plum'], ['apple'], ['plum'], ['apple'], ['plum']]);
  });

  it('nextTabIndex: right and left wrap around, Home and End, other keys null', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 2, 3)).toBe(1);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
    expect(nextTabIndex('Enter', 1, 3)).toBeNull();
  });
});
