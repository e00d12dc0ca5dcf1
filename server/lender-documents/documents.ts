/** Whether all nine lender documents are stored (owned by the lender documents area). Placeholder until it lands. */
import type { Db } from '../db/client';

export async function lenderDocumentsComplete(db: Db, userId: string): Promise<boolean> {
  void db;
  void userId;
  return false;
}
