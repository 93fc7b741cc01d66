/**
 * Message choices (issue 30) against a mocked API: the profile's Messages form (channels, the number texts go to, no
 * mobile number, a number that replied STOP; saved with the server's answer or refusal), its painting before React,
 * and the salon's text channel in the booking settings.
 */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../src/lib/api.ts';
import { choicesToSave, NO_MOBILE, textsNote } from '../../src/lib/message-choices.ts';
import type { BranchSettings, MessageChoices } from '../../src/lib/types.ts';

vi.mock('../../src/lib/api.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/api.ts')>();
  return {
    ...real,
    api: {
      profile: vi.fn(),
      updateProfile: vi.fn(),
      messageChoices: vi.fn(),
      saveMessageChoices: vi.fn(),
      branchSettings: vi.fn(),
      saveBranchSettings: vi.fn(),
    },
  };
});
const { ProfilePanel } = await import('../../src/islands/account/ProfilePanel.tsx');
const { MessagesForm } = await import('../../src/islands/account/MessagesForm.tsx');
const { BookingSettingsForm } = await import('../../src/islands/account/BookingSettingsForm.tsx');
const { messagesForm } = await import('../../src/islands/account/first-messages.ts');
const { messagesRead, shareRead } = await import('../../src/islands/account/first-read.ts');
const mocked = api as unknown as Record<string, ReturnType<typeof vi.fn<(...args: any[]) => Promise<unknown>>>>;

const PHONE = '+2348031234567';
const choices = (over: Partial<MessageChoices> = {}): MessageChoices => ({
  email: true,
  sms: true,
  whatsapp: false,
  phone: PHONE,
  mobile: true,
  stopped: false,
  ...over,
});

beforeEach(() => {
  mocked.profile!.mockResolvedValue({ fullName: 'Ngozi Okafor', email: 'ngozi@example.com', phoneNumber: PHONE });
  mocked.messageChoices!.mockResolvedValue(choices());
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const messages = async () => screen.findByRole('form', { name: 'Messages' });
const box = (form: HTMLElement, name: string) => within(form).getByRole('checkbox', { name }) as HTMLInputElement;
const ticks = (form: HTMLElement) =>
  ['E-mail', 'Text message (SMS)', 'WhatsApp'].map((name) => box(form, name).checked);

describe('the profile’s Messages form', () => {
  it('loads under the profile: the channels ticked as chosen, grouped, and the number texts go to', async () => {
    render(<ProfilePanel token="tok" userId="u1" />);
    const form = await messages();
    expect(mocked.messageChoices).toHaveBeenCalledWith('tok');
    expect(within(form).getByRole('group', { name: 'Get booking confirmations, changes and reminders by' }));
    expect(ticks(form)).toEqual([true, true, false]);
    expect(box(form, 'WhatsApp').disabled).toBe(false);
    expect(within(form).getByText(`Texts go to ${PHONE}.`)).toBeTruthy();
    // The text channels say where texts go to a screen reader as well.
    expect(box(form, 'Text message (SMS)').getAttribute('aria-describedby')).toBe('messages-note');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('saves the ticked channels and shows the server’s message', async () => {
    render(<ProfilePanel token="tok" userId="u1" />);
    const form = await messages();
    fireEvent.click(box(form, 'WhatsApp'));
    fireEvent.click(box(form, 'E-mail'));
    mocked.saveMessageChoices!.mockResolvedValue({
      status: 'Success',
      message: 'Message choices saved.',
      data: choices({ email: false, whatsapp: true }),
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save message choices' }));
    expect(await within(form).findByRole('status')).toHaveProperty('textContent', 'Message choices saved.');
    expect(mocked.saveMessageChoices).toHaveBeenCalledWith('tok', { email: false, sms: true, whatsapp: true });
    expect(ticks(form)).toEqual([false, true, true]);
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal as an alert, the choices left as ticked', async () => {
    render(<ProfilePanel token="tok" userId="u1" />);
    const form = await messages();
    fireEvent.click(box(form, 'WhatsApp'));
    mocked.saveMessageChoices!.mockRejectedValue(
      new ApiError(400, 'Add a mobile number to your profile to get text messages.'),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save message choices' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Add a mobile number to your profile to get text messages.');
    expect(within(form).queryByRole('status')).toBeNull();
    expect(ticks(form)).toEqual([true, true, true]);
    expect(within(form).getByRole('button', { name: 'Save message choices' })).toHaveProperty('disabled', false);
  });

  it('without a mobile number: asks for one, the text channels cannot be ticked and are saved off', async () => {
    mocked.messageChoices!.mockResolvedValue(choices({ phone: '', mobile: false, sms: true }));
    render(<ProfilePanel token="tok" userId="u1" />);
    const form = await messages();
    expect(within(form).getByText(NO_MOBILE)).toBeTruthy();
    expect(ticks(form)).toEqual([true, false, false]);
    expect(box(form, 'Text message (SMS)').disabled).toBe(true);
    expect(box(form, 'WhatsApp').disabled).toBe(true);
    expect(box(form, 'E-mail').disabled).toBe(false);
    mocked.saveMessageChoices!.mockResolvedValue({ status: 'Success', message: 'Message choices saved.' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save message choices' }));
    await within(form).findByRole('status');
    expect(mocked.saveMessageChoices).toHaveBeenCalledWith('tok', { email: true, sms: false, whatsapp: false });
  });

  it('says when the number replied STOP', async () => {
    mocked.messageChoices!.mockResolvedValue(choices({ stopped: true }));
    render(<ProfilePanel token="tok" userId="u1" />);
    const form = await messages();
    expect(within(form).getByText(`You replied STOP to one of our texts, so none are sent to ${PHONE}.`)).toBeTruthy();
    expect(within(form).queryByText(`Texts go to ${PHONE}.`)).toBeNull();
    // The choices stay the customer's to change.
    expect(ticks(form)).toEqual([true, true, false]);
  });

  it('reads the choices again once the profile is saved (a new number changes what can be texted)', async () => {
    render(<ProfilePanel token="tok" userId="u1" />);
    await messages();
    mocked.updateProfile!.mockResolvedValue({ status: 'Success', message: 'Profile updated.' });
    mocked.messageChoices!.mockResolvedValue(choices({ phone: '', mobile: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(NO_MOBILE)).toBeTruthy();
    expect(mocked.messageChoices).toHaveBeenCalledTimes(2);
  });

  it('a failed read says so', async () => {
    mocked.messageChoices!.mockRejectedValue(new ApiError(500, 'Boom'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ProfilePanel token="tok" userId="u1" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed loading your message choices');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });
});

describe('painted before React', () => {
  const html = (el: Element) => el.outerHTML.replace(/\s+(?=[^<>]*>)/g, ' ');

  it.each([
    ['texts on', choices()],
    ['no mobile number', choices({ phone: '', mobile: false })],
    ['STOP', choices({ stopped: true, whatsapp: true })],
  ])('is the form React renders on the same read (%s)', async (_, c) => {
    mocked.messageChoices!.mockResolvedValue(c);
    const read = messagesRead('tok');
    await shareRead(read);
    const { container } = render(<MessagesForm token="tok" />);
    const form = container.querySelector('form')!;
    // Opened on the shared read, without asking again.
    expect(mocked.messageChoices).toHaveBeenCalledTimes(1);
    const sorted = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      for (const node of [copy, ...copy.querySelectorAll('*')]) {
        const attrs = [...node.attributes]
          .map((a) => [a.name, a.value] as const)
          .sort(([a], [b]) => a.localeCompare(b));
        for (const [name] of attrs) node.removeAttribute(name);
        for (const [name, value] of attrs) node.setAttribute(name, value);
      }
      return html(copy);
    };
    expect(sorted(messagesForm(c))).toBe(sorted(form));
  });
});

describe('the words', () => {
  it.each([
    [{ phone: PHONE, mobile: true, stopped: false }, `Texts go to ${PHONE}.`, false],
    [{ phone: '', mobile: false, stopped: false }, NO_MOBILE, false],
    [{ phone: '+2342012345678', mobile: false, stopped: true }, NO_MOBILE, false],
    [
      { phone: PHONE, mobile: true, stopped: true },
      `You replied STOP to one of our texts, so none are sent to ${PHONE}.`,
      true,
    ],
  ])('textsNote(%j)', (c, text, stopped) => {
    expect(textsNote(c)).toEqual({ text, stopped });
  });

  it('sends text channels off without a mobile number', () => {
    expect(choicesToSave(choices({ mobile: false, sms: true, whatsapp: true }))).toEqual({
      email: true,
      sms: false,
      whatsapp: false,
    });
    expect(choicesToSave(choices({ whatsapp: true }))).toEqual({ email: true, sms: true, whatsapp: true });
  });
});

describe('the salon’s booking settings', () => {
  const settings: BranchSettings = {
    reminderHours: [24, 2],
    minNoticeMinutes: 60,
    cancellationWindowHours: 24,
    textChannel: 'sms',
  };

  it('shows the text channel and saves the one chosen with the rest', async () => {
    mocked.branchSettings!.mockResolvedValue(settings);
    render(<BookingSettingsForm token="tok" branchId="b1" />);
    const select = (await screen.findByRole('combobox', { name: 'Text messages to customers' })) as HTMLSelectElement;
    expect(select.value).toBe('sms');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'SMS', 'WhatsApp']);
    expect(select.getAttribute('aria-describedby')).toBe('text-channel-hint');
    fireEvent.change(select, { target: { value: 'whatsapp' } });
    mocked.saveBranchSettings!.mockResolvedValue({
      status: 'Success',
      message: 'Settings saved.',
      data: { ...settings, textChannel: 'whatsapp' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved.');
    expect(mocked.saveBranchSettings).toHaveBeenCalledWith('tok', 'b1', { ...settings, textChannel: 'whatsapp' });
    expect(select.value).toBe('whatsapp');
  });

  it('turns texts off', async () => {
    mocked.branchSettings!.mockResolvedValue({ ...settings, textChannel: 'whatsapp' });
    render(<BookingSettingsForm token="tok" branchId="b1" />);
    const select = await screen.findByRole('combobox', { name: 'Text messages to customers' });
    fireEvent.change(select, { target: { value: 'off' } });
    mocked.saveBranchSettings!.mockRejectedValue(new ApiError(400, 'textChannel: must be off, sms or whatsapp'));
    fireEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('textChannel: must be off, sms or whatsapp');
    expect(mocked.saveBranchSettings).toHaveBeenCalledWith('tok', 'b1', { ...settings, textChannel: 'off' });
  });
});
