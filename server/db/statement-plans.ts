/**
 * Which statements may keep one plan. After five runs of a prepared statement PostgreSQL may keep one plan for any
 * values (a generic plan), which spares the planning. A pattern's plan depends on the pattern, though (which index,
 * how many rows): with one plan for any, searches at 100,000 branches went from 20 ms to seconds. So both drivers'
 * prepared statements (./pglite-prepared.ts, ./pg-named.ts) leave a statement that matches a pattern or a similarity
 * given as a parameter (LIKE, pg_trgm's % and <%, <->) to be planned for its values every time.
 */

/** A pattern, a similarity or a distance given as a parameter: `like $1`, `ilike lower($2)`, `$3 <% word`… */
export const valueSensitive = (sql: string) => /(\bi?like|<->)\s*\S*\$\d|\$\d+\s*<?%|similarity\(\s*\$\d/i.test(sql);
