import { useTestServer, testDatabases } from '../../test/testServer';
import { expiredToken, forgedSignedToken, otherProjectToken, signInAnonymously, signUpUser } from '../../test/emulatorUsers';

const AUDIT = /* GraphQL */ `
  mutation Audit($auditInput: AuditInput) {
    auditUser(auditInput: $auditInput) {
      _id uid name email currency currencySymbol userLocale photoURL theme tourGuides
      signUpCurrency provider providerToSignedIn emailVerified fullFeatureEnabled stripeId createdAt
    }
  }
`;

interface AuditData {
  auditUser: Record<string, unknown> & { _id: string; uid: string; createdAt: string };
}

describe.each(testDatabases)('auditUser on %s', (kind) => {
  const server = useTestServer(kind);

  it('creates the signed-in user on first call and returns the spec profile', async () => {
    const user = await signUpUser({ displayName: 'Ada Lovelace' });
    const { status, body } = await server.graphql<AuditData>(AUDIT, {
      token: user.idToken,
      variables: { auditInput: { userLocale: 'en-GB', signUpCurrency: 'GBP' } },
    });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.auditUser).toMatchObject({
      uid: user.uid,
      name: 'Ada Lovelace',
      email: user.email,
      currency: 'GBP',
      currencySymbol: '£',
      signUpCurrency: 'GBP',
      userLocale: 'en-GB',
      theme: 'dark',
      tourGuides: {},
      provider: 'password',
      providerToSignedIn: 'password',
      emailVerified: false,
      fullFeatureEnabled: true,
      stripeId: null,
      photoURL: null,
    });
    expect(body.data?.auditUser._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.data!.auditUser.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('loads the same row on later calls and keeps the first sign-up currency', async () => {
    const user = await signUpUser();
    const first = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { signUpCurrency: 'EUR' } } });
    const second = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { signUpCurrency: 'CAD' } } });
    expect(second.body.data?.auditUser._id).toBe(first.body.data?.auditUser._id);
    expect(second.body.data?.auditUser).toMatchObject({ currency: 'EUR', signUpCurrency: 'EUR', currencySymbol: '€' });
  });

  it('fills a name missing at the first audit from a later one, and never overwrites it', async () => {
    const user = await signUpUser();
    const first = await server.graphql<AuditData>(AUDIT, { token: user.idToken });
    expect(first.body.data?.auditUser.name).toBeNull();
    const named = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { name: 'Ada' } } });
    expect(named.body.data?.auditUser.name).toBe('Ada');
    const again = await server.graphql<AuditData>(AUDIT, { token: user.idToken, variables: { auditInput: { name: 'Someone else' } } });
    expect(again.body.data?.auditUser.name).toBe('Ada');
  });

  it('gives each user their own row', async () => {
    const [a, b] = await Promise.all([signUpUser(), signUpUser()]);
    const [ra, rb] = await Promise.all([
      server.graphql<AuditData>(AUDIT, { token: a.idToken }),
      server.graphql<AuditData>(AUDIT, { token: b.idToken }),
    ]);
    expect(ra.body.data?.auditUser.uid).toBe(a.uid);
    expect(rb.body.data?.auditUser.uid).toBe(b.uid);
    expect(ra.body.data?.auditUser._id).not.toBe(rb.body.data?.auditUser._id);
  });

  it('returns an authentication error and no data without a token', async () => {
    const { status, body } = await server.graphql(AUDIT, { token: null });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(status).toBe(200);
  });

  it('treats an anonymous session as signed out', async () => {
    const visitor = await signInAnonymously();
    const { body } = await server.graphql(AUDIT, { token: visitor.idToken });
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a malformed token', () => 'not-a-jwt'],
    ['a token signed with a foreign key', (uid: string) => forgedSignedToken(uid)],
    ['a token for another project', (uid: string) => otherProjectToken(uid)],
    ['an expired token', (uid: string) => expiredToken(uid)],
  ])('refuses %s with 401 and no data', async (_name, makeToken) => {
    const victim = await signUpUser();
    await server.graphql(AUDIT, { token: victim.idToken });
    const { status, body } = await server.graphql(AUDIT, { token: makeToken(victim.uid) });
    expect(status).toBe(401);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toContain(victim.uid);
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    const { status, body } = await server.graphql(AUDIT, { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(status).toBe(401);
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
