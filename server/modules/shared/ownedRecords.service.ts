// The rules brokers and portfolios share: validated names, one not-found error for a missing or
// foreign id, sorted lists, bulk creates all or nothing, deletes only with confirm: true.
import type { GraphQLError } from 'graphql';
import type { Viewer } from '../../auth/tokenVerifier';
import { parseNamedInput, requireBulkSize, requireConfirm } from './namedInput';
import type { TransactionUsage, UsageWhere } from '../../ledger/transactionUsage';
import type { OwnedRecordRow, OwnedRecordsRepository } from './ownedRecords.repository';
import type { QuotaLimit } from '../../ledger/quotas';

export interface NamedInputShape {
  name: string;
  description?: string | null;
}

export interface OwnedRecordsServiceOptions {
  repository: OwnedRecordsRepository;
  ensureUser(viewer: Viewer): Promise<void>;
  notFound(): GraphQLError;
  /** The input argument's name in the contract, for error messages (`brokerInput`). */
  inputName: string;
  /** What a delete removes, for the confirmation message (`a broker (and its accounts)`). */
  deleteWhat: string;
  /** Transactions filed under a record: a delete says so and cascades only when asked. */
  usage: TransactionUsage;
  /** The record's kind as a message starts it: `Broker`, `Portfolio`. */
  label: string;
  usageWhere(id: string): UsageWhere;
  /** The most records one user may keep (brokers, portfolios). */
  quota: QuotaLimit;
}

export function createOwnedRecordsService({ repository, ensureUser, notFound, inputName, deleteWhat, usage, usageWhere, label, quota }: OwnedRecordsServiceOptions) {
  return {
    /** All the user's records by name; with an id, that record or the not-found error. */
    async list(viewer: Viewer, id?: string | null): Promise<OwnedRecordRow[]> {
      const rows = await repository.list(viewer.uid, id);
      if (id !== undefined && id !== null && rows.length === 0) throw notFound();
      return rows;
    },

    async find(viewer: Viewer, id: string): Promise<OwnedRecordRow> {
      const row = await repository.find(viewer.uid, id);
      if (!row) throw notFound();
      return row;
    },

    async create(viewer: Viewer, input: NamedInputShape): Promise<OwnedRecordRow> {
      const record = parseNamedInput(input, inputName);
      await ensureUser(viewer);
      const [row] = await repository.insert(viewer.uid, [record], quota);
      return row!;
    },

    /** Every input is checked before anything is written; the insert is one statement. */
    async createMany(viewer: Viewer, inputs: NamedInputShape[]): Promise<OwnedRecordRow[]> {
      requireBulkSize(inputs.length, inputName);
      const records = inputs.map((input, index) => parseNamedInput(input, `${inputName}[${index}]`));
      if (records.length === 0) return [];
      await ensureUser(viewer);
      return repository.insert(viewer.uid, records, quota);
    },

    async edit(viewer: Viewer, id: string, input: NamedInputShape): Promise<OwnedRecordRow> {
      const record = parseNamedInput(input, inputName);
      const row = await repository.update(viewer.uid, id, record);
      if (!row) throw notFound();
      return row;
    },

    /**
     * Existence first (a wrong id says so even unconfirmed), then the confirm flag, then the
     * transactions filed under it (refused unless `cascade`), then the delete.
     */
    async delete(viewer: Viewer, id: string, confirm: boolean | null | undefined, cascade?: boolean | null): Promise<string> {
      const row = await repository.find(viewer.uid, id);
      if (!row) throw notFound();
      requireConfirm(confirm, deleteWhat);
      await usage.release(viewer, usageWhere(id), `${label} "${row.name}"`, cascade);
      if (!(await repository.delete(viewer.uid, id))) throw notFound();
      return id;
    },
  };
}
