/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

declare const __APP_VERSION__: string;

interface Window {
  /** Set by main.tsx as the app takes the page over; public/theme-init.js keeps presses until then. */
  stepwiseAwake?: boolean;
  /** A button of a server-drawn page pressed before the app ran (public/theme-init.js): pressed again once it has. */
  stepwiseEarlyClick?: Element;
  /** A form of a server-drawn page sent before the app ran (public/theme-init.js held it): sent again once it has. */
  stepwiseEarlySubmit?: Element;
  /** Boxes and radios of a server-drawn page set before the app ran, as the person left them (public/theme-init.js). */
  stepwiseEarlyChecks?: Map<Element, boolean>;
}
