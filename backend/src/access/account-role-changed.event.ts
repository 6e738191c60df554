/**
 * An account's role changed (an admin changed it, or the account became a drive's staff), announced inside the
 * transaction that changed it. Auth listens and ends every session of the account (issue 25 point 7: a refresh
 * token never outlives a role change), so the new role starts with a new login — for a staff role, one with a second
 * factor.
 */
export class AccountRoleChanged {
  static readonly topic = 'account.role-changed';

  constructor(readonly userId: number) {}
}
