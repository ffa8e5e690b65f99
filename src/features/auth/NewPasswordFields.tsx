import { AuthTextField } from './AuthTextField';
import { MIN_PASSWORD_LENGTH } from './authValidation';
import type { AuthForm } from './useAuthForm';

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: AuthForm<{ password: string; confirmPassword: string }>;
  labels: { password: string; confirm: string };
}) {
  return (
    <>
      <AuthTextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.bind('password')}
        error={form.fieldErrors.password}
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <AuthTextField
        label={labels.confirm}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={form.bind('confirmPassword')}
        error={form.fieldErrors.confirmPassword}
      />
    </>
  );
}
