import { Fragment, type ReactNode } from 'react';

/** A fact of a card: its label and value; a null value is left out (e.g. no reason yet). */
export type Fact = readonly [label: string, value: ReactNode | null];

/** What a review card says about its request, as a description list. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="bo-facts">
      {facts.map(([label, value]) =>
        value === null ? null : (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ),
      )}
    </dl>
  );
}
