import { i18n } from './i18n/i18n';

/**
 * Asks before an action (antd-mobile's Dialog, loaded on the first ask so no page opens with it):
 * resolves true when the user confirmed. The buttons say "Confirm" and "Cancel" unless given.
 */
export async function confirmDialog({
  title,
  content,
  confirmText = i18n.t('actions.confirm'),
  cancelText = i18n.t('actions.cancel'),
}: {
  title?: string;
  content?: string;
  confirmText?: string;
  cancelText?: string;
}): Promise<boolean> {
  const { Dialog } = await import('./antd-mobile');
  return Dialog.confirm({ title, content, confirmText, cancelText });
}
