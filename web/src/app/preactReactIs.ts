/**
 * What antd-mobile and rc-util import from `react-is`, for the production build that renders with
 * preact/compat (web/vite.config.ts aliases `react-is` here in the build only). React's own react-is
 * tells Fragments and memos apart by React's element symbols, which Preact's elements do not carry;
 * preact/compat answers both questions for its own elements. Its forwardRef components carry React's
 * forward_ref symbol, so rc-util's "does this component take a ref" check still recognises them.
 */
export { isFragment, isMemo } from 'preact/compat';

export const ForwardRef: symbol = Symbol.for('react.forward_ref');
