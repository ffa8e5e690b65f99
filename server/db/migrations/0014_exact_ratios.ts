import { sql, type Kysely } from 'kysely';
import { ratioFromNumber } from '../../../common/ratio';

// Split, merge and spin-off ratios become two whole numbers, new shares for old ones, so a
// 1-for-3 split is applied as × 1 ÷ 3 exactly. A ratio stored as a number (to 12 places) is read
// back as the simplest fraction within 1e-9 of it (0.333333333333 is 1 for 3); one with no such
// fraction (none has been seen) keeps its digits over a power of ten.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('ratio_new', 'integer').addColumn('ratio_old', 'integer').execute();
  const { rows } = await sql<{ id: string; ratio: string }>`select id, ratio::text as ratio from transactions where ratio is not null`.execute(db);
  for (const row of rows) {
    const { newShares, oldShares } = ratioFromNumber(Number(row.ratio)) ?? overPowerOfTen(row.ratio);
    await sql`update transactions set ratio_new = ${newShares}, ratio_old = ${oldShares} where id = ${row.id}`.execute(db);
  }
  await db.schema.alterTable('transactions').dropColumn('ratio').execute();
}

function overPowerOfTen(text: string): { newShares: number; oldShares: number } {
  const [whole = '0', fraction = ''] = text.split('.');
  const places = Math.min(fraction.length, 9);
  return { newShares: Number(whole + fraction.slice(0, places)), oldShares: 10 ** places };
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('ratio', 'numeric').execute();
  await sql`update transactions set ratio = ratio_new::numeric / ratio_old where ratio_new is not null`.execute(db);
  await db.schema.alterTable('transactions').dropColumn('ratio_new').dropColumn('ratio_old').execute();
}
