// Sets the colour scheme on <html> before the first paint (the CSP forbids inline scripts).
// Mirrors Mantine's localStorageColorSchemeManager: a stored 'light' or 'dark' wins, else the system.
(() => {
  try {
    const stored = window.localStorage.getItem('mantine-color-scheme-value');
    const scheme =
      stored === 'light' || stored === 'dark'
        ? stored
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    const lang = window.localStorage.getItem('lang');
    document.documentElement.lang = lang === 'en' ? 'en' : 'ru';
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
