/**
 * Copies text to the clipboard. Uses the async Clipboard API where the page may (secure context),
 * else the older selection + execCommand path that plain-http deployments still allow. Resolves
 * false when neither worked, so the caller can say so instead of claiming "content copied".
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && typeof navigator.clipboard?.writeText === 'function') {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no user activation: fall through to the selection path.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
