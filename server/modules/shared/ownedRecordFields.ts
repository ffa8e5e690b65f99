// Contract fields every owned row answers the same way: `_id` is the row id, times are ISO strings.
interface OwnedRowBase {
  id: string;
  createdAt: Date;
  updatedAt: Date;
}

export const ownedRecordFields = {
  _id: (row: OwnedRowBase) => row.id,
  createdAt: (row: OwnedRowBase) => row.createdAt.toISOString(),
  updatedAt: (row: OwnedRowBase) => row.updatedAt.toISOString(),
};
