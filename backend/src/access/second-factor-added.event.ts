/**
 * A session added a second factor to its account (confirmed an authenticator app, or added a passkey), announced by
 * the feature that added it. Auth listens: a session that had not proved a second factor has now proved one (a staff
 * account that has just set up its first factor goes on to the panel without logging in again). One that already
 * had keeps its time, so adding a factor never extends a step-up.
 */
export class SecondFactorAdded {
  static readonly topic = 'second-factor.added';

  constructor(
    readonly userId: number,
    readonly sessionId: string,
  ) {}
}
