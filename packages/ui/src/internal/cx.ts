/** Joins class names, skipping empty ones, so optional modifiers read as plain conditions. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
