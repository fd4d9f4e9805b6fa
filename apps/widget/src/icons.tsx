/**
 * The widget's icons as inline SVG, drawn in the text colour: emoji show as empty boxes on systems
 * without an emoji font. Decorative only (aria-hidden): the button that holds one carries the name.
 */
export function MicIcon() {
  return (
    <svg
      className="icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3M8 21h8" />
    </svg>
  );
}
