/**
 * Resolves once the app's stylesheet is in: public/theme-init.js adds it (#app-styles) off the critical path, so
 * the inline shell paints without waiting for it, and the app is drawn only after it, never unstyled. Resolves
 * at once where there is no such link (the development server injects the styles from JS), and also when the
 * stylesheet fails: an unstyled app beats none (the service worker serves it offline).
 */
export function stylesReady(doc: Pick<Document, 'getElementById'> = document): Promise<void> {
  const link = doc.getElementById('app-styles') as HTMLLinkElement | null;
  if (!link || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      link.removeEventListener('load', done);
      link.removeEventListener('error', failed);
      resolve();
    };
    const failed = () => {
      console.warn('The stylesheet did not load:', link.href);
      done();
    };
    link.addEventListener('load', done);
    link.addEventListener('error', failed);
  });
}
