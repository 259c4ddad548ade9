import { and, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Permission } from '#contract/permissions';
import { adminRoles, roles, sessions, users, type UserRole } from '../db/schema.js';

const credentialTagOf = sql`md5(coalesce(${users.passwordHash}, ''))`;

/** One role an admin holds, as the request needs it: its name, whether it is built in, its stored permissions. */
export interface HeldRole {
  name: string;
  builtIn: boolean;
  permissions: Permission[];
}

/** The roles of the session's user, as a JSON list, in the same query (no second round trip per request). */
const heldRoles = sql<HeldRole[]>`coalesce((
  select json_agg(json_build_object('name', ${roles.name}, 'builtIn', ${roles.builtIn}, 'permissions', ${roles.permissions}) order by ${roles.name})
  from ${adminRoles} join ${roles} on ${roles.id} = ${adminRoles.roleId}
  where ${adminRoles.userId} = ${users.id}
), '[]'::json)`;

/** A session still open (joined with its user): not revoked, not expired, and the password unchanged since it began. */
const isOpen = () =>
  and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), eq(sessions.credentialTag, credentialTagOf));

export class SessionsRepository {
  constructor(private readonly db: Db) {}

  /** Starts a session for a user who just proved their password; answers its id and expiry. */
  async create(userId: string, clientAddress: string, ttlMinutes: number, userAgent?: string) {
    const [row] = await this.db
      .insert(sessions)
      .values({
        userId,
        clientAddress,
        userAgent: userAgent?.slice(0, 300) || null,
        credentialTag: sql`(select ${credentialTagOf} from ${users} where ${users.id} = ${userId})`,
        expiresAt: sql`now() + ${sql.raw(`interval '${Math.trunc(ttlMinutes)} minutes'`)}`,
      })
      .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
    return row;
  }

  /**
   * The user behind a session that is still open: not revoked, not expired, and the password unchanged since it
   * started, with the roles they hold now (so a change of role applies to the next request). One primary-key lookup,
   * on every protected request.
   */
  async findOpen(
    id: string,
    userId: string,
  ): Promise<
    | {
        role: UserRole;
        status: string;
        twoFactorEnabled: boolean;
        mustChangePassword: boolean;
        lastUsedAt: Date;
        roles: HeldRole[];
      }
    | undefined
  > {
    const [row] = await this.db
      .select({
        role: users.role,
        status: users.status,
        twoFactorEnabled: sql<boolean>`${users.totpSecret} is not null`,
        mustChangePassword: users.mustChangePassword,
        lastUsedAt: sessions.lastUsedAt,
        roles: heldRoles,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isOpen()));
    return row;
  }

  /** Of `ids`, the sessions still open of active Admins: those a request would still be let in with. */
  async openOfActiveAdmins(ids: readonly string[]) {
    if (ids.length === 0) return new Set<string>();
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(inArray(sessions.id, [...ids]), isOpen(), eq(users.role, 'Admin'), eq(users.status, 'Active')));
    return new Set(rows.map((row) => row.id));
  }

  async revoke(id: string) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  }

  /** Ends one session of this user; false when it is not theirs or already ended. */
  async revokeOwn(userId: string, id: string) {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length === 1;
  }

  /** Ends every session of the user, but `exceptId` when given. */
  async revokeAll(userId: string, exceptId?: string) {
    await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), exceptId ? ne(sessions.id, exceptId) : undefined),
      );
  }

  /** Keeps a session open across its own password change: its tag is taken from the new password hash. */
  async retag(id: string) {
    await this.db
      .update(sessions)
      .set({
        credentialTag: sql`(select ${credentialTagOf} from ${users} where ${users.id} = ${sessions.userId})`,
      })
      .where(eq(sessions.id, id));
  }

  /** Records a use; called at most once a minute per session, so a request does not write each time. */
  async touch(id: string) {
    await this.db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, id));
  }

  /** The user's sessions that are still open, the most recently used first. */
  async listOpen(userId: string) {
    return this.db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        clientAddress: sessions.clientAddress,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.userId, userId), isOpen()))
      .orderBy(desc(sessions.lastUsedAt));
  }

  /** Whether this user has logged in from this address within `days`: such an address is trusted by the throttle. */
  async isKnownAddress(userId: string, clientAddress: string, days: number) {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.clientAddress, clientAddress),
          gt(sessions.createdAt, sql`now() - ${sql.raw(`interval '${Math.trunc(days)} days'`)}`),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Sessions past their end are only kept a day, for the record. */
  async purgeExpired() {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '1 day'`));
  }
}
