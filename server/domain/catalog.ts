/** Pure rules for how the catalog is presented: stars, weekdays, grouping, slugs. */

export const STAR_SCALE = 5;

/** The spec's testimonial rating: an array of 1 (filled) then 0 (empty), out of 5. */
export function ratingStars(rating: number, scale = STAR_SCALE): (0 | 1)[] {
  const filled = Math.max(0, Math.min(scale, Math.round(rating)));
  return Array.from({ length: scale }, (_, i) => (i < filled ? 1 : 0));
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** ISO weekday (1 = Monday ... 7 = Sunday) to its English name. */
export function dayName(isoDay: number): DayName {
  const name = DAY_NAMES[isoDay - 1];
  if (!name) throw new RangeError(`Not an ISO weekday: ${isoDay}`);
  return name;
}

/** Lower-case, ASCII, dash-separated: "Kinks & Coils Studio, Yaba" -> "kinks-coils-studio-yaba". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

export interface CategoryKey {
  categoryId: string;
  categoryName: string;
  categoryurl: string;
  categorySort: number;
}

/** Groups a branch's services under their categories, categories in their catalog order, services by name. */
export function groupByCategory<S extends CategoryKey & { serviceName: string }>(
  services: S[],
): {
  categoryId: string;
  categoryName: string;
  categoryurl: string;
  services: Omit<S, 'categorySort' | 'categoryurl'>[];
}[] {
  const groups = new Map<string, { key: CategoryKey; services: S[] }>();
  for (const s of services) {
    const g = groups.get(s.categoryId) ?? { key: s, services: [] };
    g.services.push(s);
    groups.set(s.categoryId, g);
  }
  return [...groups.values()]
    .sort((a, b) => a.key.categorySort - b.key.categorySort || a.key.categoryName.localeCompare(b.key.categoryName))
    .map(({ key, services: list }) => ({
      categoryId: key.categoryId,
      categoryName: key.categoryName,
      categoryurl: key.categoryurl,
      services: list
        .sort((a, b) => a.serviceName.localeCompare(b.serviceName))
        .map(({ categorySort: _s, categoryurl: _u, ...rest }) => rest),
    }));
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
