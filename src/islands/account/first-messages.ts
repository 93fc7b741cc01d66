/**
 * The profile's Messages form (issue 30) painted before React, element for element as MessagesForm renders it on
 * its read; tests/e2e/first-touch.spec.ts holds the two renderings of the profile panel equal.
 */
import { h } from '../../lib/dom.ts';
import { isText, isTicked, MESSAGE_CHANNELS, MESSAGES_LEGEND, textsNote } from '../../lib/message-choices.ts';
import type { MessageChoices } from '../../lib/types.ts';
import { submitRow } from './painted-fields.ts';

/** MessagesForm, filled from the choices. */
export function messagesForm(c: MessageChoices) {
  const note = textsNote(c);
  const channels = MESSAGE_CHANNELS.map(({ key, label }) =>
    h(
      'div',
      { class: 'acct-check' },
      h('input', {
        id: `messages-${key}`,
        type: 'checkbox',
        checked: isTicked(c, key),
        disabled: isText(key) && !c.mobile,
        'aria-describedby': isText(key) ? 'messages-note' : null,
      }),
      h('label', { for: `messages-${key}` }, label),
    ),
  );
  return h(
    'form',
    { class: 'acct-form', novalidate: true, 'aria-labelledby': 'messages-title' },
    h('h3', { id: 'messages-title' }, 'Messages'),
    h(
      'fieldset',
      { class: 'acct-day' },
      h('legend', {}, MESSAGES_LEGEND),
      ...channels,
      h('p', { class: note.stopped ? 'acct-note acct-stopped' : 'acct-note', id: 'messages-note' }, note.text),
    ),
    submitRow('Save message choices'),
  );
}
