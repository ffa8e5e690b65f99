// Embed links (read-only views of one widget on another website): the owner makes one for a
// widget of the catalogue with its config, gets the token once, lists and revokes them. A request
// carrying `Authorization: Embed <token>` is turned into an EmbedGrant, which is all a resolver
// learns of it: whose data, which widget, and the scope that widget's config reads.
import type { Viewer } from '../../auth/tokenVerifier';
import type { Database } from '../../db/database';
import { appError, invalidCredentials } from '../../kernel/errors';
import { isHoldingTypeFilter, HOLDING_TYPE_FILTERS } from '../analytics/analytics.service';
import { portfolioNotFound } from '../portfolios/portfolios.service';
import { embedDataSourceOf as embedDataSource, type WidgetDataSource as EmbedDataSource } from '../../../common/widgetDataSources';
import { isSectorSetting, MAX_SECTOR_LENGTH } from '../../../common/analyticsFilter';
import { scopeOfConfig, type EmbedScope } from './embedScope';
import { hashEmbedToken, isEmbedTokenShaped, newEmbedToken } from './embedToken';
import { createEmbedsRepository, type EmbedRow } from './embeds.repository';
import { withinQuota, type Quotas } from '../../ledger/quotas';
import type { PlanGate } from '../../../common/billing';

export const MAX_TITLE = 120;
export const MAX_CONFIG_BYTES = 10 * 1024;
export const MAX_EXPIRES_IN_DAYS = 3650;
/** last_used_at is for the owner's list, not an audit log: one write a minute per embed at most. */
export const LAST_USED_EVERY_SECONDS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

export const EMBED_NOT_VALID = 'This embed link is not valid.';
export const EMBED_REVOKED = 'This embed was revoked by its owner.';
export const EMBED_EXPIRED = 'This embed has expired.';

export const embedNotFound = () => appError('NOT_FOUND', 'Embed does not exist!');
const bad = (message: string) => appError('BAD_USER_INPUT', message);
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface EmbedInput {
  widgetName: string;
  title: string;
  config: unknown;
  expiresInDays?: number | null;
}

/** What a request with a valid embed token may do: read `dataSource` of `ownerUid` within `scope`. */
export interface EmbedGrant {
  embedId: string;
  ownerUid: string;
  widgetName: string;
  title: string;
  config: Record<string, unknown>;
  dataSource: EmbedDataSource;
  scope: EmbedScope;
}

export interface EmbedsServiceDeps {
  db: Database;
  ensureUser(viewer: Viewer): Promise<void>;
  ownedPortfolioIds(ownerUid: string, ids: readonly string[]): Promise<Set<string>>;
  quotas: Pick<Quotas, 'embeds'>;
  /** New embed links need the plan or the trial; those made stay live. */
  plan?: PlanGate;
}

function parseTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_TITLE) throw bad(`title must be 1 to ${MAX_TITLE} characters.`);
  return trimmed;
}

function parseExpiry(days: number | null | undefined): Date | null {
  if (days === null || days === undefined) return null;
  if (!Number.isInteger(days) || days < 1 || days > MAX_EXPIRES_IN_DAYS) {
    throw bad(`expiresInDays must be a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS}, or null for never.`);
  }
  return new Date(Date.now() + days * DAY_MS);
}

/** The config's shape and the filter fields the scope is made of; the widget owns the rest. */
function parseConfig(config: unknown): Record<string, unknown> {
  if (!isPlainObject(config)) throw bad('config must be a JSON object.');
  if (Buffer.byteLength(JSON.stringify(config), 'utf8') > MAX_CONFIG_BYTES) throw bad(`config may be at most ${MAX_CONFIG_BYTES / 1024} KB.`);
  const { portfolio_Ids: ids, holdingType, displayPastHoldings, sector } = config;
  if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))) throw bad('config.portfolio_Ids must be a list of portfolio ids.');
  if (holdingType !== undefined && !isHoldingTypeFilter(holdingType)) throw bad(`config.holdingType must be one of ${HOLDING_TYPE_FILTERS.join(', ')}.`);
  if (displayPastHoldings !== undefined && typeof displayPastHoldings !== 'boolean') throw bad('config.displayPastHoldings must be true or false.');
  if (sector !== undefined && !isSectorSetting(sector)) throw bad(`config.sector must be a sector's name of at most ${MAX_SECTOR_LENGTH} characters, or empty for every sector.`);
  return config;
}

export function createEmbedsService({ db, ensureUser, ownedPortfolioIds, quotas, plan }: EmbedsServiceDeps) {
  const repository = createEmbedsRepository(db);

  return {
    list: (viewer: Viewer) => repository.list(viewer.uid),

    async create(viewer: Viewer, input: EmbedInput): Promise<{ embed: EmbedRow; token: string }> {
      const dataSource = embedDataSource(input.widgetName);
      if (!dataSource) throw bad('This widget cannot be embedded.');
      const title = parseTitle(input.title);
      const config = parseConfig(input.config);
      const expiresAt = parseExpiry(input.expiresInDays);
      const { portfolio_Ids: wanted } = scopeOfConfig(config);
      if (wanted.length > 0 && (await ownedPortfolioIds(viewer.uid, wanted)).size < wanted.length) throw portfolioNotFound();
      await ensureUser(viewer);
      await plan?.requireFeature(viewer.uid, 'embeds');
      const token = newEmbedToken();
      const quota = { what: 'live embeds', limit: quotas.embeds, adding: 1, advice: 'Revoke one first.', count: (trx: Database) => createEmbedsRepository(trx).countLive(viewer.uid) };
      const embed = await withinQuota(db, viewer.uid, quota, (trx) =>
        createEmbedsRepository(trx).insert(viewer.uid, { widgetName: input.widgetName, title, config: JSON.stringify(config), tokenHash: hashEmbedToken(token), expiresAt }),
      );
      return { embed, token };
    },

    /** Idempotent: a revoked embed stays revoked at its first time. */
    async revoke(viewer: Viewer, id: string): Promise<EmbedRow> {
      const row = await repository.revoke(viewer.uid, id);
      if (!row) throw embedNotFound();
      return row;
    },

    /**
     * The grant of a token, or HTTP 401: unknown (or malformed), revoked, expired. A widget taken
     * out of the catalogue since the embed was made reads nothing.
     */
    async authenticate(token: string): Promise<EmbedGrant> {
      if (!isEmbedTokenShaped(token)) throw invalidCredentials(EMBED_NOT_VALID);
      const row = await repository.findByTokenHash(hashEmbedToken(token));
      const dataSource = row && embedDataSource(row.widgetName);
      if (!row || !dataSource) throw invalidCredentials(EMBED_NOT_VALID);
      if (row.revokedAt) throw invalidCredentials(EMBED_REVOKED);
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) throw invalidCredentials(EMBED_EXPIRED);
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_SECONDS * 1000) {
        await repository.touch(row.id, LAST_USED_EVERY_SECONDS);
      }
      return {
        embedId: row.id,
        ownerUid: row.ownerUid,
        widgetName: row.widgetName,
        title: row.title,
        config: row.config,
        dataSource,
        scope: scopeOfConfig(row.config),
      };
    },
  };
}

export type EmbedsService = ReturnType<typeof createEmbedsService>;
