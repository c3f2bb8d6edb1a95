import type { ReactNode } from 'react';
import { SegmentedTabs, type SegmentedTabsProps } from './segmented-tabs';

/**
 * SegmentedTabs over the chosen tab's panel (`children`): tab `v` is `<idPrefix>-tab-<v>` and
 * controls the panel `<idPrefix>-panel-<v>`, which names itself by that tab. Each tab's class is
 * `<className>__tab`.
 */
export function TabbedPanel<T extends string>({
  className,
  idPrefix,
  children,
  ...tabs
}: Omit<SegmentedTabsProps<T>, 'tabClassName' | 'idPrefix'> & {
  idPrefix: string;
  children: ReactNode;
}) {
  return (
    <>
      <SegmentedTabs
        {...tabs}
        className={className}
        tabClassName={`${className}__tab`}
        idPrefix={idPrefix}
      />
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${tabs.value}`}
        aria-labelledby={`${idPrefix}-tab-${tabs.value}`}
      >
        {children}
      </div>
    </>
  );
}
