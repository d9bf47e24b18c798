/**
 * The product's mark (public/favicon.svg), inline: drawn in the same frame as the page, where an `<img>` of the
 * file left an empty square until its request came back (the shell in index.html, the boot fallback and the
 * header follow one another, and the logo blinked out between them on a slow network).
 */
export function LogoMark() {
  return (
    <svg width={30} height={30} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1c7ed6" />
      <path
        d="M14 46h10v-8h10v-8h10v-8h6"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
