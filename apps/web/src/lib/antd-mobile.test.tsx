import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import type { RenderType } from 'antd-mobile/es/utils/unstable-render';

// antd-mobile itself is not loaded here (its CJS dependencies would pull the root React 18 into
// the test); what is under test is the render function the shim registers.
const registered = vi.hoisted(() => ({ render: undefined as RenderType | undefined }));
vi.mock('antd-mobile', () => ({
  unstableSetRender: (render: RenderType) => {
    registered.render = render;
    return render;
  },
  Dialog: {},
  Toast: {},
}));

describe('antd-mobile React 19 shim', () => {
  it('registers a createRoot renderer that renders and later unmounts', async () => {
    await import('./antd-mobile');
    const render = registered.render;
    expect(render).toBeTypeOf('function');
    const container = document.createElement('div');
    document.body.append(container);
    let unmount: (() => Promise<void>) | undefined;
    await act(async () => {
      unmount = render?.(<p>Close Position?</p>, container);
    });
    expect(container.textContent).toBe('Close Position?');
    await act(async () => {
      await unmount?.();
    });
    expect(container.textContent).toBe('');
  });
});
