// Runs before first paint (an external file, because the CSP allows no inline script) so a dark-theme
// visitor never sees a white flash.
(() => {
  try {
    const stored = localStorage.getItem('harbor-theme');
    const dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    // Storage can be blocked; the system preference then applies through CSS.
  }
})();
