import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts, type Fact } from './facts';

/** What a money-moving action is about to do, as its confirmation states it. */
export interface MoneyMove {
  /** The question, e.g. "Credit this deposit?". */
  title: string;
  /** Amount, destination and whose (the facts the operator checks). */
  facts: readonly Fact[];
  /** Said above the buttons when something is off (a payout to the platform's own address). */
  warning?: string | null;
  /** The confirming button's words: the action itself ("Confirm and credit"). */
  confirmLabel: string;
}

/**
 * A confirmation before every action that moves money (product.md §14): `ask(move)` shows the
 * amount and destination in a modal dialog and resolves true on confirm, false on cancel or Escape.
 * `dialog` must be rendered by the caller while asking.
 */
export function useMoneyConfirm(): {
  ask: (move: MoneyMove) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState<{ move: MoneyMove; answer: (yes: boolean) => void } | null>(
    null,
  );
  const ask = (move: MoneyMove) =>
    new Promise<boolean>((resolve) =>
      setAsking({
        move,
        answer: (yes) => {
          setAsking(null);
          resolve(yes);
        },
      }),
    );
  return {
    ask,
    dialog: asking && <MoneyDialog move={asking.move} answer={asking.answer} />,
  };
}

function MoneyDialog({ move, answer }: { move: MoneyMove; answer: (yes: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  return (
    <div className="bo-backdrop">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="bo-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') answer(false);
        }}
      >
        <h3 id={`${id}-title`}>{move.title}</h3>
        <Facts facts={move.facts} />
        {move.warning && <p className="bo-warning">{move.warning}</p>}
        <div className="bo-inline">
          <button type="button" onClick={() => answer(false)}>
            {t('queues.cancel')}
          </button>
          <button type="button" className="bo-primary" autoFocus onClick={() => answer(true)}>
            {move.confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
