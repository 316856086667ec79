/**
 * Preact in React's place, for the server-rendered memorial page's build and for the test that renders
 * it as built (decision 041). Exact names: `react-dom/server` must not become `preact/compat/server`'s
 * parent.
 */
export const preactForReact = [
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];
