/** Lender applications in the database (migration 007). */
import { lockFiles } from '../storage/locks';
import { randomUUID } from 'node:crypto';
import type {
  LenderApplication,
  LenderApplicationDocument,
  LenderApplicationRequest,
  LenderApplicationStatus,
} from '@domain/contract/lender';
import { type Db, toDate } from '../db/client';

interface ApplicationRow {
  id: string;
  user_id: string;
  status: LenderApplicationStatus;
  legal_entity_information: LenderApplicationRequest['legalEntityInformation'];
  director: LenderApplicationRequest['director'];
  authorized_representative: LenderApplicationRequest['authorizedRepresentative'];
  bank_account_details: LenderApplicationRequest['bankAccountDetails'];
  documents: LenderApplicationDocument[];
  submitted_at: Date | string;
}

const COLUMNS = `id, user_id, status, legal_entity_information, director, authorized_representative,
  bank_account_details, documents, submitted_at`;

function toApplication(row: ApplicationRow): LenderApplication {
  return {
    id: row.id,
    status: row.status,
    submittedAt: toDate(row.submitted_at).toISOString(),
    legalEntityInformation: row.legal_entity_information,
    director: row.director,
    authorizedRepresentative: row.authorized_representative,
    bankAccountDetails: row.bank_account_details,
    documents: row.documents,
  };
}

/** Stores the application; null when the user already has one (the unique user_id decides, even under a race). */
export async function insertApplication(
  db: Db,
  userId: string,
  request: LenderApplicationRequest,
  documents: LenderApplicationDocument[],
  now: Date,
): Promise<LenderApplication | null> {
  const rows = await db.query<ApplicationRow>(
    `insert into lender_applications (id, user_id, legal_entity_name, registration_code, legal_entity_information,
       director, authorized_representative, bank_account_details, documents, submitted_at, updated_at)
     values ($1, $2, $3, $4, $5::text::jsonb, $6::text::jsonb, $7::text::jsonb, $8::text::jsonb, $9::text::jsonb, $10, $10)
     on conflict (user_id) do nothing
     returning ${COLUMNS}`,
    [
      randomUUID(),
      userId,
      request.legalEntityInformation.identification.name,
      request.legalEntityInformation.identification.registrationCode,
      JSON.stringify(request.legalEntityInformation),
      JSON.stringify(request.director),
      JSON.stringify(request.authorizedRepresentative),
      JSON.stringify(request.bankAccountDetails),
      JSON.stringify(documents),
      now.toISOString(),
    ],
  );
  const row = rows[0];
  // The nine documents as submitted: their hashes are recorded and the storage refuses to replace them.
  if (row) await lockFiles(db, 'lender', userId, now);
  return row ? toApplication(row) : null;
}

export async function findApplicationOfUser(db: Db, userId: string): Promise<LenderApplication | null> {
  const rows = await db.query<ApplicationRow>(`select ${COLUMNS} from lender_applications where user_id = $1`, [userId]);
  const row = rows[0];
  return row ? toApplication(row) : null;
}

/** By id, but only when `userId` owns it: anyone else gets null, exactly as for an unknown id. */
export async function findOwnApplication(db: Db, userId: string, id: string): Promise<LenderApplication | null> {
  const rows = await db.query<ApplicationRow>(`select ${COLUMNS} from lender_applications where id = $1 and user_id = $2`, [id, userId]);
  const row = rows[0];
  return row ? toApplication(row) : null;
}

export interface SandboxApplicationRow {
  application: LenderApplication;
  userId: string;
}

/** Newest first, for the sandbox page. */
export async function listApplications(db: Db, limit = 50): Promise<SandboxApplicationRow[]> {
  const rows = await db.query<ApplicationRow>(`select ${COLUMNS} from lender_applications order by submitted_at desc, id limit $1`, [
    limit,
  ]);
  return rows.map((row) => ({ application: toApplication(row), userId: row.user_id }));
}
