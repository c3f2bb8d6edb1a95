import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/paths';

/** Index of the current entry in the router's history (react-router keeps it in history.state). */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state) {
    return typeof state.idx === 'number' ? state.idx : 0;
  }
  return 0;
}

/**
 * Back navigation for headers: the previous in-app page when there is one; otherwise (a deep link,
 * a reload that relaunched the page) `fallback`, the home tab unless given, so "back" never leaves
 * the app.
 */
export function useBack(fallback: string = HOME_PATH): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
