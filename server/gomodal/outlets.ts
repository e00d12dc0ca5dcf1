/** The merchant's outlets (gomodal_outlets): what an application names and the sandbox gives a merchant without any. */
import type { GomodalOutlet } from '@domain/contract/gomodal';
import type { Db } from '../db/client';

/** The merchant's outlets; a merchant the home's seeds made without any gets the sandbox's two. */
export async function outletsOf(db: Db, userId: string): Promise<GomodalOutlet[]> {
  const rows = await db.query<GomodalOutlet>('select id, name, address from gomodal_outlets where user_id = $1 order by position', [
    userId,
  ]);
  if (rows.length > 0) return rows;
  await replaceOutlets(db, userId);
  return db.query<GomodalOutlet>('select id, name, address from gomodal_outlets where user_id = $1 order by position', [userId]);
}

export async function replaceOutlets(db: Db, userId: string): Promise<void> {
  await db.query('delete from gomodal_outlets where user_id = $1', [userId]);
  const code = userId.replace(/-/g, '').slice(0, 8).toUpperCase();
  const outlets = [
    { name: 'Warung Sandbox Pusat', address: 'Jl. Melati No. 10, Jakarta Selatan' },
    { name: 'Warung Sandbox Cabang', address: 'Jl. Kenanga No. 22, Depok' },
  ];
  for (const [index, outlet] of outlets.entries()) {
    await db.query('insert into gomodal_outlets (id, user_id, name, address, position) values ($1, $2, $3, $4, $5)', [
      `OUT-${code}-${index + 1}`,
      userId,
      outlet.name,
      outlet.address,
      index,
    ]);
  }
}
