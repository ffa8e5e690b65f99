const LABELS: Readonly<Record<string, string>> = {
  password: 'E-mail and password',
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  'twitter.com': 'Twitter',
  anonymous: 'Guest',
};

/** A sign-in provider id ("google.com") as people name it ("Google"). */
export function providerLabel(providerId: string | null | undefined): string {
  if (!providerId) return 'Unknown';
  return LABELS[providerId] ?? providerId;
}
