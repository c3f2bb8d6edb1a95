import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Position } from '@waihui/contracts';
import { PATHS } from '@/lib/paths';
import { EmptyState } from './list-states';
import { ClosePartSheet } from './close-part-sheet';
import { PositionCard } from './position-card';
import { TpSlSheet } from './tp-sl-sheet';
import { useConfirmClose } from './use-close-position';

/** Holding (product.md §4.2): the open positions, each with Close, Close part, TP/SL and Details; or the way to trade. */
export function HoldingPanel({ positions }: { positions: readonly Position[] }) {
  const { t } = useTranslation('positions');
  const { pendingId, confirmClose } = useConfirmClose();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [partId, setPartId] = useState<number | null>(null);
  // The live row, so the sheet checks against the current price as it moves; gone once closed.
  const editing = positions.find((position) => position.id === editingId);
  const closingPart = positions.find((position) => position.id === partId);

  if (positions.length === 0) {
    return (
      <EmptyState text={t('state.noPositions')}>
        <Link className="wh-button wh-button--primary" to={PATHS.contractTrade}>
          {t('actions.trade')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="wh-pos-list" aria-label={t('list.positions')}>
        {positions.map((position) => (
          <li key={position.id}>
            <PositionCard
              position={position}
              closing={pendingId === position.id}
              onClose={() => void confirmClose(position)}
              onClosePart={() => setPartId(position.id)}
              onEditStops={() => setEditingId(position.id)}
            />
          </li>
        ))}
      </ul>
      {editing !== undefined && (
        <TpSlSheet key={editing.id} position={editing} onDone={() => setEditingId(null)} />
      )}
      {closingPart !== undefined && (
        <ClosePartSheet
          key={closingPart.id}
          position={closingPart}
          onDone={() => setPartId(null)}
        />
      )}
    </>
  );
}
