import { MIN_PASSWORD_LENGTH, emailError, validateNewPassword, validateSignIn, validateSignUp } from './authValidation';

describe('emailError', () => {
  it.each(['', '   '])('asks for an address when empty (%j)', (value) => {
    expect(emailError(value)).toBe('Enter your e-mail address.');
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com'])('refuses %s', (value) => {
    expect(emailError(value)).toBe('Enter a valid e-mail address, like name@example.com.');
  });

  it.each(['ada@example.com', ' ada@example.co.uk ', 'a.b+tag@sub.example.org'])('accepts %s', (value) => {
    expect(emailError(value)).toBeUndefined();
  });
});

describe('validateSignUp', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', password: 'secret', confirmPassword: 'secret' };

  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('gives one message per wrong field', () => {
    expect(validateSignUp({ name: ' ', email: 'nope', password: '12345', confirmPassword: '1234' })).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address, like name@example.com.',
      password: 'Use at least 6 characters: the sign-in service accepts no shorter password.',
      confirmPassword: 'The two passwords do not match.',
    });
  });

  it('accepts exactly the minimum length (Firebase: 6)', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(validateSignUp({ ...valid, password: '123456', confirmPassword: '123456' })).toEqual({});
    expect(validateSignUp({ ...valid, password: '12345', confirmPassword: '12345' }).password).toMatch(/at least 6/);
  });

  it('asks for the confirmation when it is missing', () => {
    expect(validateSignUp({ ...valid, confirmPassword: '' }).confirmPassword).toBe('Enter the password again.');
  });
});

describe('validateSignIn', () => {
  it('needs an address and a password, of any length', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ email: 'Enter your e-mail address.', password: 'Enter your password.' });
    expect(validateSignIn({ email: 'ada@example.com', password: '1' })).toEqual({});
  });
});

describe('validateNewPassword', () => {
  it('checks length and confirmation', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toHaveProperty('password');
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({ confirmPassword: 'The two passwords do not match.' });
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({});
  });
});
