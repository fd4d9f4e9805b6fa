import { ilike, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` match themselves: the owner searches for text, not a LIKE pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows where any of the columns contains the search text, in any case; all rows without one. */
export const containing = (q: string | undefined, ...columns: AnyPgColumn[]) =>
  q ? or(...columns.map((column) => ilike(column, `%${escapeLike(q)}%`))) : undefined;
