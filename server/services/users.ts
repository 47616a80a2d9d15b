import type { Billing } from '../billing/billing';
import type { UserRow } from '../db/schema';
import type { UsersRepository } from '../db/users-repository';
import type { CurrentUser } from '../auth/current-user';
import type { IdentityVerifier, VerifiedIdentity } from '../auth/verifier';
import { AppError } from '../errors';
import type { EventBus } from '../realtime/event-bus';
import { StorageUnavailableError, type BlobStore } from '../storage/blob-store';

export const ACCOUNT_MESSAGES = {
  signedOutEverywhere: 'Signed out of all devices.',
  deleted: 'Your account has been successfully deleted.',
  identityDown:
    'The sign-in service could not be reached, so nothing was changed there. Please try again shortly.',
  storageDown:
    'The file storage could not be reached, so your account was not deleted. Please try again shortly.',
} as const;

/**
 * Users are created from verified identities, only by POST /api/v1/users (the app registers on
 * every sign-in); the row id scopes every other table. Ending a session or an account also ends
 * it at the identity provider and tells every process (bus), which closes the user's sockets.
 */
export class UsersService {
  private readonly idByUid = new Map<string, number>();

  constructor(
    private readonly users: UsersRepository,
    private readonly blobs: BlobStore,
    private readonly identities: IdentityVerifier,
    private readonly bus: EventBus,
    private readonly billing: Pick<Billing, 'forgetCustomer'>,
  ) {}

  /** The caller's account, or null when the identity has none (never created here). */
  async find(identity: VerifiedIdentity): Promise<CurrentUser | null> {
    let id = this.idByUid.get(identity.uid);
    if (id === undefined) {
      const found = await this.users.idOfUid(identity.uid);
      if (found === null) return null;
      id = found;
      this.idByUid.set(identity.uid, id);
    }
    return { id, uid: identity.uid, email: identity.email };
  }

  /** Drops the remembered row id of a uid whose account ended in another process. */
  forget(uid: string): void {
    this.idByUid.delete(uid);
  }

  /** Ends every session of the user on every device: tokens issued before now are refused. */
  async signOutEverywhere(identity: VerifiedIdentity, user: CurrentUser | null): Promise<void> {
    await this.atIdentityProvider(() => this.identities.revokeSessions(identity.uid));
    this.announceEnd(identity.uid, user, 'signed_out_everywhere');
  }

  /**
   * Deletes the account: the payment provider's customer first (so no subscription outlives the
   * account), every row and blob, then the identity itself. Without a row (a retry after the
   * identity provider failed) only the identity is deleted.
   */
  async deleteAccount(identity: VerifiedIdentity, user: CurrentUser | null): Promise<void> {
    if (user) {
      await this.billing.forgetCustomer(user);
      await this.delete(user);
    }
    this.idByUid.delete(identity.uid);
    await this.atIdentityProvider(() => this.identities.deleteIdentity(identity.uid));
    this.announceEnd(identity.uid, user, 'account_deleted');
  }

  private async atIdentityProvider(call: () => Promise<void>): Promise<void> {
    try {
      await call();
    } catch (error) {
      throw new AppError('unavailable', ACCOUNT_MESSAGES.identityDown, undefined, error);
    }
  }

  private announceEnd(
    uid: string,
    user: CurrentUser | null,
    reason: 'signed_out_everywhere' | 'account_deleted',
  ): void {
    this.bus.publish(user?.id ?? 0, {
      event: 'session_revoked',
      data: { uid, revoked_at: Math.floor(Date.now() / 1000), reason },
    });
  }

  /** Creates or updates the row of a verified identity (idempotent under concurrent first calls). */
  async upsert(uid: string, email: string | null): Promise<UserRow> {
    const row = await this.users.upsert(uid, email);
    this.idByUid.set(uid, row.id);
    return row;
  }

  get(userId: number): Promise<UserRow | null> {
    return this.users.byId(userId);
  }

  /**
   * Deletes every blob of the user, then every row in one transaction, then the blobs of files
   * uploaded meanwhile. A store that cannot be reached first answers 503 with nothing deleted.
   */
  async delete(user: CurrentUser): Promise<void> {
    const before = await this.users.blobKeysOf(user.id);
    try {
      await this.blobs.delete(before);
    } catch (error) {
      throw error instanceof StorageUnavailableError
        ? new AppError('unavailable', ACCOUNT_MESSAGES.storageDown, undefined, error)
        : error;
    }
    const blobKeys = await this.users.deleteWithData(user.id);
    this.idByUid.delete(user.uid);
    // Files uploaded while the account was being deleted; the rows are gone already, so a store
    // that fails now cannot be answered with "nothing was deleted".
    const done = new Set(before);
    await this.blobs.delete(blobKeys.filter((key) => !done.has(key))).catch(() => undefined);
  }
}
