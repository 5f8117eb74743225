import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { TestApp } from '../buildTestApp';
import {
  changedTables,
  databaseFingerprint,
  type DatabaseFingerprint,
  nextTransactionId,
} from '../databaseFingerprint';
import { sampleOf } from '../apiRoutes/validSample';
import { type Privileges, privilegeSnapshot } from './privilegeSnapshot';
import type { SampleRequest } from '../apiRoutes/sampleRequest';

type UserRow = typeof users.$inferSelect;

/**
 * The database as a hostile run last left it, with the current sample. Hundreds of calls are
 * checked against it, so `writtenTables` first asks whether any transaction id was taken (one
 * tiny query) and reads the whole fingerprint only when one was.
 */
export class HostileState {
  private constructor(
    private readonly testApp: TestApp,
    private readonly key: string,
    private readonly initialUsers: UserRow[],
    public sample: SampleRequest,
    public privileges: Privileges,
    private fingerprint: DatabaseFingerprint,
    private transactionId: string,
  ) {}

  static async start(testApp: TestApp, key: string): Promise<HostileState> {
    const initialUsers = await testApp.db.select().from(users);
    const state = new HostileState(testApp, key, initialUsers, {}, new Map(), {}, '');
    await state.refresh();
    return state;
  }

  /** The tables written since the last refresh, empty when none was. */
  async writtenTables(): Promise<string[]> {
    const { db } = this.testApp;
    const transactionId = await nextTransactionId(db);
    if (transactionId === this.transactionId) return [];
    const written = changedTables(this.fingerprint, await databaseFingerprint(db));
    // Moved by another database of a shared server, or by a write that changed nothing.
    if (written.length === 0) this.transactionId = transactionId;
    return written;
  }

  /** After an accepted call that wrote: the accounts as they began, and a fresh sample. */
  async refresh(): Promise<void> {
    const { db } = this.testApp;
    await restoreUsers(db, this.initialUsers);
    this.sample = await sampleOf(this.key)(this.testApp);
    this.privileges = await privilegeSnapshot(db);
    this.fingerprint = await databaseFingerprint(db);
    this.transactionId = await nextTransactionId(db);
  }
}

/** Puts the accounts back as they started, e.g. after an accepted self-service buyer → seller. */
async function restoreUsers(db: Database, initial: UserRow[]): Promise<void> {
  const now = new Map((await db.select().from(users)).map((row) => [row.id, row]));
  for (const { id, name, img, role, appVerified } of initial) {
    const row = now.get(id);
    const same = (a: unknown[], b: unknown[]) => JSON.stringify(a) === JSON.stringify(b);
    if (
      row &&
      !same([row.name, row.img, row.role, row.appVerified], [name, img, role, appVerified])
    ) {
      await db.update(users).set({ name, img, role, appVerified }).where(eq(users.id, id));
    }
  }
}
