import type { ReactNode } from 'react';

/**
 * One labelled figure of a card or detail list (inside a `<dl>`). `field` names it for tests and
 * for the browser suite (`data-field`), so they read a figure without depending on its label.
 */
export function Figure({
  label,
  field,
  children,
  className,
}: {
  label: ReactNode;
  field: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="wh-pos-figure">
      <dt>{label}</dt>
      <dd data-field={field} className={className}>
        {children}
      </dd>
    </div>
  );
}
