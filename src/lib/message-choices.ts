/**
 * The words and rules of the message choices (issue 30), shared by the React forms and the panels painted before
 * React: a customer's channels in the profile, and the salon's text channel in its booking settings.
 */
import type { MessageChoices, MessageChoicesInput, TextChannel } from './types.ts';

/** The channels a customer ticks, in the order shown. */
export const MESSAGE_CHANNELS = [
  { key: 'email', label: 'E-mail' },
  { key: 'sms', label: 'Text message (SMS)' },
  { key: 'whatsapp', label: 'WhatsApp' },
] as const satisfies readonly { key: keyof MessageChoicesInput; label: string }[];

export type MessageChannelKey = (typeof MESSAGE_CHANNELS)[number]['key'];

export const MESSAGES_LEGEND = 'Get booking confirmations, changes and reminders by';
export const NO_MOBILE = 'Add a mobile number to your profile to get text messages.';

/** Texts need a mobile number: without one, SMS and WhatsApp cannot be chosen. */
export const isText = (key: MessageChannelKey) => key !== 'email';

/** Said while the number has replied STOP: nothing is texted to it, whatever is ticked. */
export const stoppedNote = (phone: string) =>
  `You replied STOP to one of our texts, so none are sent to ${phone || 'your number'}.`;

/** The note under the channels: what to do to get texts, that the number replied STOP, or where texts go. */
export function textsNote(c: Pick<MessageChoices, 'phone' | 'mobile' | 'stopped'>) {
  if (!c.mobile) return { text: NO_MOBILE, stopped: false };
  if (c.stopped) return { text: stoppedNote(c.phone), stopped: true };
  return { text: `Texts go to ${c.phone}.`, stopped: false };
}

/** Whether a channel shows ticked: a text channel only when there is a mobile number to text. */
export const isTicked = (c: MessageChoices, key: MessageChannelKey) => c[key] && (!isText(key) || c.mobile);

/** What Save sends: without a mobile number the text channels go as off (the server refuses them on). */
export const choicesToSave = (c: MessageChoices): MessageChoicesInput => ({
  email: c.email,
  sms: isTicked(c, 'sms'),
  whatsapp: isTicked(c, 'whatsapp'),
});

/** The salon's text channel: off, or the channel its customers are texted on. */
export const TEXT_CHANNEL_FIELD = {
  label: 'Text messages to customers',
  hint:
    'Booking confirmations, changes and reminders, sent to the customer’s phone as well as by e-mail. ' +
    'Customers can turn texts off.',
};
export const TEXT_CHANNEL_OPTIONS: { value: TextChannel; label: string }[] = [
  { value: 'off', label: 'Off' },
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
];
