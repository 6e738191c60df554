import { CallHandler, ExecutionContext, HttpException, HttpStatus, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { isRole, PANEL_ROLES } from '@blood-donation/domain';
import type { Request } from 'express';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import { API_PREFIX } from '../web/api-prefix';
import { describeError } from '../errors/describe-error';
import type { User } from '../users/user.entity';
import { ALWAYS_AUDITED, AUDITED_FOR_EVERY_ACCOUNT, type AuditAction, auditActionOf, FAILED_LOGIN, LOGIN_ROUTES } from './audit-actions';
import { AuditLog, type NewAuditEntry } from './audit-log';

type Actor = Pick<NewAuditEntry, 'actorId' | 'actorRole'>;

const NO_ACTOR: Actor = { actorId: null, actorRole: null };

type AuditedRequest = Request & { id?: unknown; user?: User; file?: unknown; files?: unknown };

/** "<METHOD> <route after /api/>", e.g. "PUT blood-requests/:id/approve". */
function routeOf(request: AuditedRequest): string | null {
  const path = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof path !== 'string') return null;
  return `${request.method} ${path.replace(new RegExp(`^/${API_PREFIX}/?`), '')}`;
}

/** The record the route names: its `:id`, or 'account' for an email (never the email itself). */
function recordIdOf(request: AuditedRequest): string | null {
  if (typeof request.params?.id === 'string') return request.params.id.slice(0, 64);
  if (typeof request.params?.driveId === 'string') return request.params.driveId.slice(0, 64);
  return typeof request.params?.email === 'string' ? 'account' : null;
}

/** The names of the fields sent (top-level keys of the body and the query; 'photo' for an upload), never their values. */
function fieldNamesOf(request: AuditedRequest): string[] {
  const keysOf = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : []);
  const names = [...keysOf(request.body), ...keysOf(request.query)];
  if (request.file || request.files) names.push('photo');
  return names.map((name) => name.slice(0, 60)).slice(0, 15);
}

/** The account a login answer is for: `sub` of the access token it issued. */
function loggedInActor(answer: unknown): Actor {
  const { accessToken, role } = (answer ?? {}) as { accessToken?: unknown; role?: { authority?: unknown }[] };
  const payload = typeof accessToken === 'string' ? accessToken.split('.')[1] : undefined;
  const sub = payload ? Number((JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: unknown }).sub) : NaN;
  const authority = Array.isArray(role) ? String(role[0]?.authority ?? '').replace(/^ROLE_/, '') : '';
  return { actorId: Number.isSafeInteger(sub) ? sub : null, actorRole: isRole(authority) ? authority : null };
}

/**
 * Global: records one audit log entry for each successful change (any method but GET) an admin, superAdmin or
 * moderator makes, for every CSV export, and for logins (also failed ones) and password resets. Writing an entry
 * never fails the request: a failure is logged with the request's id only.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger('AuditLog');

  constructor(private readonly log: AuditLog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<AuditedRequest>();
    const route = routeOf(request);
    const action = route ? auditActionOf(route) : null;
    if (!route || !action) return next.handle();
    const always = ALWAYS_AUDITED.has(route);
    return next.handle().pipe(
      mergeMap((answer) => {
        const user = request.user;
        if (always) return from(this.write(request, action, () => (LOGIN_ROUTES.has(route) ? loggedInActor(answer) : NO_ACTOR), answer));
        if (!user || !(PANEL_ROLES.includes(user.role) || AUDITED_FOR_EVERY_ACCOUNT.has(route))) return [answer];
        return from(this.write(request, action, () => ({ actorId: user.id, actorRole: user.role }), answer));
      }),
      catchError((error: unknown) => {
        if (route !== 'POST auth/login' || !(error instanceof HttpException) || error.getStatus() !== HttpStatus.UNAUTHORIZED) return throwError(() => error);
        return from(this.write(request, FAILED_LOGIN, () => NO_ACTOR, null)).pipe(mergeMap(() => throwError(() => error)));
      }),
    );
  }

  /** Logins and password resets record only that they happened (and who logged in): no field, no record. */
  private async write<T>(request: AuditedRequest, action: AuditAction, actor: () => Actor, answer: T): Promise<T> {
    const bare = action.action.startsWith('auth.') && action.recordType === null;
    try {
      await this.log.record({
        ...actor(),
        action: action.action,
        recordType: action.recordType,
        recordId: bare ? null : recordIdOf(request),
        fields: bare ? [] : fieldNamesOf(request),
      });
    } catch (error) {
      this.logger.error(`Audit log entry for request ${String(request.id)} not written: ${describeError(error)}`);
    }
    return answer;
  }
}
