/** Building DOM without React, for the few screens painted before React loads (booking's first step, accounts). */

export type Child = Node | string | null | false | undefined;

/** An element with attributes (a `false` or null value leaves the attribute out) and children (falsy ones skipped). */
export function h(tag: string, attrs: Record<string, string | boolean | null>, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs))
    if (value !== false && value !== null) el.setAttribute(name, value === true ? '' : value);
  el.append(...children.filter((c): c is Node | string => !!c));
  return el;
}
