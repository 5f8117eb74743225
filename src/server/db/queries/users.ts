import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/roles';
import type { RegisterUserPayload, SellerDetail } from '../../../shared/schemas/user';
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

export async function findSellerDetail(
  db: Database,
  email: string,
): Promise<SellerDetail | undefined> {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      appVerified: users.appVerified,
      role: users.role,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row;
}

export interface UpsertOutcome {
  id: string;
  created: boolean;
}

/**
 * Creates the user or refreshes their name and picture, in one statement so that two sign-ins
 * racing for one e-mail both succeed. Roles only ever go up: a buyer who asks becomes a seller,
 * while a seller or admin stays one (Google sign-in always says buyer); admin comes from
 * `asAdmin` (ADMIN_EMAILS), never from the payload.
 */
export async function upsertUser(
  db: Database,
  user: RegisterUserPayload,
  asAdmin: boolean,
): Promise<UpsertOutcome> {
  const role: Role = asAdmin ? 'admin' : user.role;
  const [row] = await db
    .insert(users)
    .values({ email: user.email.toLowerCase(), name: user.name, img: user.img, role })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`excluded.name`,
        img: sql`case when excluded.img <> '' then excluded.img else ${users.img} end`,
        role: sql`case
          when excluded.role = 'admin' then 'admin'
          when ${users.role} = 'buyer' and excluded.role = 'seller' then 'seller'
          else ${users.role} end`,
      },
    })
    // xmax is 0 only on a freshly inserted row version: PostgreSQL's way to tell insert from update.
    .returning({ id: users.id, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert returned no row');
  return { id: row.id, created: row.created };
}

/** At start: people listed in ADMIN_EMAILS who already have a user become admins. */
export async function promoteAdmins(db: Database, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(inArray(users.email, [...adminEmails]), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return promoted.length;
}
