import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative APIs (Dialog.confirm, Toast.show, ...) with ReactDOM.render,
 * which React 19 removed: without this shim they silently show nothing (docs/decisions.md, "Stack pitfalls" pitfalls).
 * Import `Dialog` / `Toast` from this module, not from 'antd-mobile', so the shim is in place
 * before the first call. It lives here rather than in main.tsx because the shell does not use
 * antd-mobile and the shim would otherwise add ~5 kB gzip to every route.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (root === undefined) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Let React finish the current render before unmounting (antd's documented pattern).
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

export { Dialog, Toast } from 'antd-mobile';
