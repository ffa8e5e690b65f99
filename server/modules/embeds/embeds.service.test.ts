// What the database holds of an embed: the token's hash, never the token.
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Viewer } from '../../auth/tokenVerifier';
import { createUsersRepository } from '../users/users.repository';
import { hashEmbedToken } from './embedToken';
import { createEmbedsService } from './embeds.service';
import { DEFAULT_QUOTAS } from '../../ledger/quotas';

const viewer: Viewer = { uid: 'embed-owner', isAnonymous: false, email: null, emailVerified: true, name: null, picture: null, signInProvider: 'password', authTime: 0 };

describe('stored embeds', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(handle.db);
    await createUsersRepository(handle.db).insertIfMissing({ uid: viewer.uid, currency: 'USD', signUpCurrency: 'USD', email: null, name: null, userLocale: null, photoUrl: null, provider: null, providerToSignedIn: null, emailVerified: true, stripeId: null });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('keep only the SHA-256 of the token, which still finds the embed', async () => {
    const service = createEmbedsService({ db: handle.db, ensureUser: async () => undefined, ownedPortfolioIds: async () => new Set(), quotas: DEFAULT_QUOTAS });
    const { token, embed } = await service.create(viewer, { widgetName: 'widgetKpiTwr', title: 'TWR', config: {} });
    const stored = await handle.db.selectFrom('embeds').selectAll().where('id', '=', embed.id).executeTakeFirstOrThrow();
    expect(stored.tokenHash).toBe(hashEmbedToken(token));
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.slice(4));
    expect(await service.authenticate(token)).toMatchObject({ embedId: embed.id, ownerUid: viewer.uid, dataSource: 'summary' });
  });
});
