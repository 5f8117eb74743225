import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { Database } from '../client';
import { users } from '../schema';

/** The stored role of an e-mail, or undefined when nobody has registered it yet. */
export async function findRoleByEmail(db: Database, email: string): Promise<Role | undefined> {
  const [row] = await db
    .select({ role: users.role })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.role;
}
