import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

/**
 * antd-mobile 5 mounts Toast/Dialog/ImageViewer with ReactDOM.render, which React 19 removed; give
 * it a createRoot-based renderer. One root per container, reused while the container lives.
 * Called before anything renders (main.tsx, and the tests' setup): our patch of antd-mobile
 * (patches/) drops its legacy default, which would throw.
 */
export function installAntdRenderer(): void {
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    return async () => {
      // Unmounting synchronously inside a render or effect makes React warn; defer a tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
