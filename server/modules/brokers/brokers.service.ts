// Broker and account rules. Brokers follow the shared owned-record rules; accounts are checked
// against their broker. Ownership is enforced by the repository's queries.
import type { Viewer } from '../../auth/tokenVerifier';
import type { AccountInput, BrokerInput } from '../../generated/resolvers-types';
import { appError } from '../../kernel/errors';
import { parseNamedInput, requireConfirm } from '../shared/namedInput';
import { createOwnedRecordsService } from '../shared/ownedRecords.service';
import type { Quotas } from '../../ledger/quotas';
import type { TransactionUsage } from '../../ledger/transactionUsage';
import { createTransactionsRepository } from '../../ledger/transactions.repository';
import { createBrokersRepository, type AccountRow, type AccountSettings, type BrokersRepository } from './brokers.repository';
import type { Database } from '../../db/database';

export const brokerNotFound = () => appError('NOT_FOUND', 'Broker does not exist!');
export const accountNotFound = () => appError('NOT_FOUND', 'Account does not exist!');

export interface BrokersServiceDeps {
  repository: BrokersRepository;
  ensureUser(viewer: Viewer): Promise<void>;
  usage: TransactionUsage;
  quotas: Pick<Quotas, 'brokers' | 'accounts'>;
  /**
   * Writes an account change that moves its trades onto or off cash, then recomputes the ledger
   * and checks it (an overdraft refused undoes the write): the ledger's `change`, in its transaction.
   */
  recomputeWith(viewer: Viewer, write: (trx: Database) => Promise<void>): Promise<void>;
}

/** The account input's cash settings, checked: null is as omitted. */
function accountSettingsOf(input: AccountInput): AccountSettings {
  return {
    ...parseNamedInput(input, 'accountInput'),
    ...(typeof input.settlesTrades === 'boolean' && { settlesTrades: input.settlesTrades }),
    ...(typeof input.allowsOverdraft === 'boolean' && { allowsOverdraft: input.allowsOverdraft }),
  };
}

export function createBrokersService({ repository, ensureUser, usage, quotas, recomputeWith }: BrokersServiceDeps) {
  const brokers = createOwnedRecordsService({
    repository,
    ensureUser,
    notFound: brokerNotFound,
    inputName: 'brokerInput',
    // Accounts go by cascade; transactions only when the caller asks (see transactionUsage).
    deleteWhat: 'a broker (and its accounts)',
    usage,
    label: 'Broker',
    usageWhere: (brokerId) => ({ brokerId }),
    quota: { what: 'brokers', limit: quotas.brokers },
  });

  return {
    ...brokers,

    /** The spec's "raw result" of a bulk insert. */
    async createMany(viewer: Viewer, inputs: BrokerInput[]): Promise<{ insertedCount: number; insertedIds: string[] }> {
      const rows = await brokers.createMany(viewer, inputs);
      return { insertedCount: rows.length, insertedIds: rows.map((row) => row.id) };
    },

    accountsOfBrokers(ownerUid: string, brokerIds: readonly string[]): Promise<AccountRow[]> {
      return repository.accountsOfBrokers(ownerUid, brokerIds);
    },

    async addAccount(viewer: Viewer, input: AccountInput): Promise<AccountRow> {
      const account = accountSettingsOf(input);
      await brokers.find(viewer, input.broker_Id);
      return repository.insertAccount(viewer.uid, input.broker_Id, account, { what: 'accounts', limit: quotas.accounts });
    },

    /**
     * Renames an account, may move it to another broker of the same user, and changes its cash
     * settings: settling trades on or off moves its trades onto or off cash and recomputes; any
     * change that could leave cash overdrawn (settling on, overdraft off) is checked by the ledger.
     */
    async editAccount(viewer: Viewer, accountId: string, input: AccountInput): Promise<AccountRow> {
      const account = accountSettingsOf(input);
      const before = await repository.findAccount(viewer.uid, accountId);
      if (!before) throw accountNotFound();
      await brokers.find(viewer, input.broker_Id);
      const resettles = account.settlesTrades !== undefined && account.settlesTrades !== before.settlesTrades;
      const tightens = account.allowsOverdraft === false && before.allowsOverdraft;
      if (!resettles && !tightens) {
        const row = await repository.updateAccount(viewer.uid, accountId, input.broker_Id, account);
        if (!row) throw accountNotFound();
        return row;
      }
      let row: AccountRow | undefined;
      await recomputeWith(viewer, async (trx) => {
        row = await createBrokersRepository(trx).updateAccount(viewer.uid, accountId, input.broker_Id, account);
        if (!row) throw accountNotFound();
        if (resettles) await createTransactionsRepository(trx).resettleAccount(viewer.uid, accountId, account.settlesTrades!);
      });
      return row!;
    },

    /** All of the broker's listed accounts or none: any missing or foreign id deletes nothing. */
    async deleteAccounts(
      viewer: Viewer,
      brokerId: string,
      accountIds: readonly string[],
      confirm: boolean | null | undefined,
      cascade?: boolean | null,
    ): Promise<string[]> {
      await brokers.find(viewer, brokerId);
      const wanted = [...new Set(accountIds)];
      const found = await repository.findAccounts(viewer.uid, brokerId, wanted);
      if (found.length < wanted.length) throw accountNotFound();
      requireConfirm(confirm, 'accounts');
      await usage.release(viewer, { accountIds: wanted }, found.length === 1 ? `Account "${found[0]!.name}"` : `These ${found.length} accounts`, cascade, found.length > 1);
      const deleted = await repository.deleteAccounts(viewer.uid, brokerId, wanted);
      if (!deleted) throw accountNotFound();
      return deleted;
    },
  };
}

export type BrokersService = ReturnType<typeof createBrokersService>;
