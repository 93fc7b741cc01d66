/** A new password typed twice (reset password, joining a team): the two fields, and what is wrong with them. */
import { MESSAGES, missingFields } from '../../lib/validation.ts';
import { Field } from './Field.tsx';

interface Props {
  id: string;
  /** 'New Password' or 'Password'; the second field is always 'Confirm Password'. */
  label: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
}

/** 'Reconfirm your password' when the two differ (checked first), then the missing fields. */
export const newPasswordProblem = (label: string, password: string, confirm: string) =>
  password !== confirm
    ? MESSAGES.reconfirm
    : missingFields([
        [label, password],
        ['Confirm Password', confirm],
      ]);

export function NewPasswordFields({ id, label, password, confirm, onPassword, onConfirm }: Props) {
  return (
    <>
      <Field
        id={`${id}-password`}
        label={label}
        type="password"
        value={password}
        onChange={onPassword}
        autoComplete="new-password"
        required
        hint="At least 8 characters."
      />
      <Field
        id={`${id}-confirm`}
        label="Confirm Password"
        type="password"
        value={confirm}
        onChange={onConfirm}
        autoComplete="new-password"
        required
      />
    </>
  );
}
