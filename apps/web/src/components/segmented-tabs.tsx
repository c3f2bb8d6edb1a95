import type { KeyboardEvent, ReactNode } from 'react';

export interface SegmentedTab<T extends string> {
  value: T;
  label: ReactNode;
}

export interface SegmentedTabsProps<T extends string> {
  tabs: readonly SegmentedTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The list's accessible name: a text, or the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** Class of the list and of each tab: the caller's look (pill, underline, chips). */
  className: string;
  tabClassName: string;
  /**
   * When set, tab `v` gets the id `<idPrefix>-tab-<v>` and controls `<idPrefix>-panel-<v>`, so the
   * caller's `role="tabpanel"` can point back with `aria-labelledby`.
   */
  idPrefix?: string;
}

/** Where an arrow, Home or End key moves from tab `index` of `count` (wrapping), or null. */
export function nextTabIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The app's one tab control (WAI-ARIA tabs pattern): `role="tablist"` of `role="tab"` buttons with
 * `aria-selected`; only the chosen tab is in the Tab order, and the arrow keys (with Home and End)
 * move to another tab and choose it at once, since every switch here is instant.
 */
export function SegmentedTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  labelledBy,
  className,
  tabClassName,
  idPrefix,
}: SegmentedTabsProps<T>) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const next = nextTabIndex(
      event.key,
      Math.max(
        tabs.findIndex((tab) => tab.value === value),
        0,
      ),
      tabs.length,
    );
    const tab = next === null ? undefined : tabs[next];
    if (tab === undefined) return;
    event.preventDefault();
    (event.currentTarget.children[next ?? 0] as HTMLElement | undefined)?.focus();
    if (tab.value !== value) onChange(tab.value);
  }

  return (
    <div
      className={className}
      role="tablist"
      aria-label={label}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            id={idPrefix === undefined ? undefined : `${idPrefix}-tab-${tab.value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={idPrefix === undefined ? undefined : `${idPrefix}-panel-${tab.value}`}
            tabIndex={selected ? 0 : -1}
            className={tabClassName}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
