/**
 * The account forms' pieces painted before React (issue 15), element for element as Fields.tsx and AccountLayout
 * render them: a labelled text field or select, a tick box, a panel, a form's submit row.
 */
import { h, type Child } from '../../lib/dom.ts';

interface FieldOptions {
  type?: string;
  autocomplete?: string;
  inputmode?: string;
  hint?: string;
  readonly?: boolean;
  multiline?: boolean;
  min?: number;
  max?: number;
  step?: number | 'any';
  className?: string;
}

const fieldClass = (className?: string) => `acct-field ${className ?? ''}`.trim();
const attr = (value: number | string | undefined) => (value === undefined ? null : String(value));

/** Fields.tsx's TextField. */
export function textField(id: string, label: string, value: string, o: FieldOptions = {}) {
  const hintId = o.hint ? `${id}-hint` : null;
  const common = { id, name: id, readonly: !!o.readonly, 'aria-describedby': hintId };
  const control = o.multiline
    ? h('textarea', { ...common, rows: '4' }, value)
    : h('input', {
        ...common,
        value,
        type: o.type ?? 'text',
        autocomplete: o.autocomplete ?? null,
        inputmode: o.inputmode ?? null,
        min: attr(o.min),
        max: attr(o.max),
        step: attr(o.step),
      });
  return h(
    'div',
    { class: fieldClass(o.className) },
    h('label', { for: id }, label),
    control,
    o.hint && h('p', { class: 'acct-hint', id: hintId }, o.hint),
  );
}

/** A select's choices: [value, text]. */
export type Choices = [string, string][];

/** A select whose chosen option is set as React sets it (the property, not the attribute). */
export function select(attrs: Record<string, string | boolean | null>, value: string, choices: Choices) {
  const el = h('select', attrs, ...choices.map(([v, text]) => h('option', { value: v }, text))) as HTMLSelectElement;
  el.value = value;
  return el;
}

/** Fields.tsx's SelectField. */
export function selectField(
  id: string,
  label: string,
  value: string,
  choices: Choices,
  o: { placeholder?: string; hint?: string; className?: string } = {},
) {
  const all: Choices = o.placeholder === undefined ? choices : [['', o.placeholder], ...choices];
  const hintId = o.hint ? `${id}-hint` : null;
  return h(
    'div',
    { class: fieldClass(o.className) },
    h('label', { for: id }, label),
    select({ id, name: id, 'aria-describedby': hintId }, value, all),
    o.hint && h('p', { class: 'acct-hint', id: hintId }, o.hint),
  );
}

/** A tick box and its label (`acct-check`); React reflects the first `checked` in the attribute. */
export const checkField = (id: string, label: string, checked: boolean) =>
  h('div', { class: 'acct-check' }, h('input', { id, type: 'checkbox', checked }), h('label', { for: id }, label));

/** A form's submit row (`acct-actions`). */
export const submitRow = (text: string) =>
  h('div', { class: 'acct-actions' }, h('button', { class: 'btn', type: 'submit' }, text));

/** AccountLayout's AccountPanel. */
export const accountPanel = (id: string, title: string, ...children: Child[]) =>
  h(
    'section',
    { class: 'card acct-panel', 'aria-labelledby': `${id}-title` },
    h('h2', { id: `${id}-title` }, title),
    ...children,
  );

/** AccountPanel with a form of `fields` and its submit button. */
export const formPanel = (id: string, title: string, submit: string, ...fields: HTMLElement[]) =>
  accountPanel(id, title, h('form', { class: 'acct-form', novalidate: true }, ...fields, submitRow(submit)));
