/**
 * Checks the auth forms make before sending anything (so the user sees field-level messages at
 * once and no request is wasted). The identity service checks again on its side.
 */

/** Firebase Auth refuses shorter passwords (auth/weak-password). */
export const MIN_PASSWORD_LENGTH = 6;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// Deliberately loose: one "@", something on each side, a dot in the domain, no spaces. The
// identity service is the real judge; this only catches typos before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Enter your e-mail address.';
  if (!EMAIL_PATTERN.test(value)) return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

/** For a new password: present and long enough. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return 'Enter a password.';
  if (password.length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters: the sign-in service accepts no shorter password.`;
  }
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return 'Enter the password again.';
  if (confirmation !== password) return 'The two passwords do not match.';
  return undefined;
}

/** Drops the fields without an error, so "no keys" means "valid". */
function compact<Field extends string>(errors: Record<Field, string | undefined>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn({ email, password }: SignInValues): FieldErrors<keyof SignInValues> {
  // No length rule at sign-in: the password exists already; a wrong one is the server's answer.
  return compact({ email: emailError(email), password: password ? undefined : 'Enter your password.' });
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export function validateSignUp(values: SignUpValues): FieldErrors<keyof SignUpValues> {
  return compact({
    name: values.name.trim() ? undefined : 'Enter your name.',
    email: emailError(values.email),
    password: newPasswordError(values.password),
    confirmPassword: confirmationError(values.password, values.confirmPassword),
  });
}

export interface EmailValues {
  email: string;
}

export function validateEmailOnly({ email }: EmailValues): FieldErrors<keyof EmailValues> {
  return compact({ email: emailError(email) });
}

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export function validateNewPassword({ password, confirmPassword }: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return compact({ password: newPasswordError(password), confirmPassword: confirmationError(password, confirmPassword) });
}
