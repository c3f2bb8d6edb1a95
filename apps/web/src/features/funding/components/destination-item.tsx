import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmDialog } from '@/lib/confirm-dialog';
import { showToast } from '@/lib/toast/toast';
import { useRemoveDestination } from '../api/funding';
import './funding.css';
import { formatInstant } from '@/lib/format/times';

/**
 * One bound card or wallet: its name, a detail line, when it is usable, and edit / unbind (with a
 * confirmation, product.md §3.9 "can be unbound or modified").
 */
export function DestinationItem({
  id,
  title,
  detail,
  usable,
  usableFrom,
  editPath,
}: {
  id: number;
  title: string;
  detail: string;
  usable: boolean;
  usableFrom: string;
  editPath: string;
}) {
  const { t } = useTranslation('funding');
  const remove = useRemoveDestination();

  async function unbind() {
    const confirmed = await confirmDialog({
      title: t('destinations.unbindTitle'),
      content: t('destinations.unbindText', { name: title }),
      confirmText: t('destinations.unbind'),
    });
    if (!confirmed) return;
    await remove.mutateAsync(id);
    showToast(t('destinations.unbound'), { icon: 'success' });
  }

  return (
    <li className="wh-funding-item" data-testid={`destination-${id}`}>
      <div className="wh-funding-item__head">
        <span>{title}</span>
        <span className={`wh-tag ${usable ? 'wh-tag--success' : 'wh-tag--warning'}`}>
          {usable
            ? t('destinations.usableNow')
            : t('destinations.usableFrom', { time: formatInstant(usableFrom) })}
        </span>
      </div>
      <p className="wh-funding-item__meta">{detail}</p>
      <div className="wh-funding-item__actions">
        <Link className="wh-button wh-button--ghost" to={editPath}>
          {t('destinations.edit')}
        </Link>
        <button type="button" className="wh-button wh-button--ghost" onClick={() => void unbind()}>
          {t('destinations.unbind')}
        </button>
      </div>
    </li>
  );
}
