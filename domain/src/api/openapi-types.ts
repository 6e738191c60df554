// generated, do not edit: `npm run generate:api-types -w domain` writes it from backend/openapi.json.

export interface paths {
    "/api/user/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's live sessions (neither expired nor ended), this device's first, then the most recently used: browser and system (no place: no GeoIP database is kept), the hour of last use, and which is this device */
        get: operations["UserSessionsController_list"];
        put?: never;
        post?: never;
        /** End every other session of the caller (log out everywhere else): their access tokens stop working at once and they can no longer refresh. This device's session stays. Answers how many ended (0 when there were none) */
        delete: operations["UserSessionsController_endOthers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End another of the caller's sessions: its access tokens stop working at once and it can no longer refresh. This device's own session is refused (400): log out instead (POST /api/auth/logout), as Google and GitHub do */
        delete: operations["UserSessionsController_end"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account: its profile, city and contact preference */
        get: operations["ProfileController_me"];
        /**
         * Change your profile
         * @description Every field as registration checks it; bloodGroup null is "I don't know yet". The email address changes through POST /api/user/me/email.
         */
        put: operations["ProfileController_update"];
        post?: never;
        /**
         * Delete your own account, once your password is given again
         * @description Erases every personal field of the account and of what it sent: it can no longer log in, every session ends (the refresh cookie is cleared), reset links, availability, volunteer sign-ups, the newsletter subscription, contact messages from its email and the emails queued to it are deleted. Donations and blood requests stay only as anonymous rows (no name, email, mobile, address, disease or hospital) for the counts; open requests are cancelled. A confirmation email goes out through the outbox, which keeps no address or text of it once sent.
         */
        delete: operations["AccountDeletionController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a donor account (role user) */
        post: operations["UsersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/userlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every account (never a password hash), oldest first */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One users record, as the list shows it */
        get: operations["AdminUsersController_one"];
        /**
         * Change the role of an account (the whole record may be sent: its other fields are ignored)
         * @description Only a superAdmin may make someone admin or superAdmin, or change the role of an admin or superAdmin. Nobody changes their own role. The last superAdmin cannot be demoted.
         */
        put: operations["AdminUsersController_changeRole"];
        post?: never;
        /**
         * Delete an account; its blood requests, donations and volunteer sign-ups stay, unlinked
         * @description Nobody deletes their own account here. Deleting an admin or superAdmin needs a superAdmin. The last superAdmin cannot be deleted.
         */
        delete: operations["AdminUsersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching users row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminUsersController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of accounts (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: users <start>-<end>/<total> (users *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminUsersController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/updateRole/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the role of an account, by email (any case)
         * @description Only a superAdmin may make someone admin or superAdmin, or change the role of an admin or superAdmin. Nobody changes their own role. The last superAdmin cannot be demoted.
         */
        put: operations["AccountsByEmailController_changeRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an account, by email (any case); its blood requests, donations and volunteer sign-ups stay, unlinked
         * @description Nobody deletes their own account here. Deleting an admin or superAdmin needs a superAdmin. The last superAdmin cannot be deleted.
         */
        delete: operations["AccountsByEmailController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; sets the HttpOnly refreshToken cookie. An account with a second factor (an authenticator app; for staff, also a passkey) gets secondFactorRequired, a challengeToken and its methods instead, and no token: POST /api/auth/login/second-factor finishes the login. */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New access token and a rotated refresh cookie; a reused refresh token ends the whole session */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session of the refresh cookie and clear it (works without a valid access token) */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/end-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End every session of the account (all its refresh tokens and access tokens stop working), with the token of the link in an email about the account; no login needed */
        post: operations["EndSessionsController_end"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ready: the instance has started (database reached, migrations run) and its database answers (for load balancers and the container health check) */
        get: operations["HealthController_check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Alive: the process runs (whatever its database, also while it starts and waits for it) */
        get: operations["HealthController_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every request, newest first */
        get: operations["BloodRequestsController_listAll"];
        put?: never;
        /** Make a blood request for the logged-in account; it starts 'Pending' */
        post: operations["BloodRequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-blood-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account's own requests, newest first, each with how many donors were asked and said yes, and the name and mobile of those who did */
        get: operations["BloodRequestsController_listOwn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a request: your own while Pending; admins any (not moderators) */
        delete: operations["BloodRequestsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set Approved, from Pending, Approved, Rejected; an optional note becomes the message */
        put: operations["BloodRequestsController_approve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set Rejected, from Pending, Approved, Rejected; an optional note becomes the message */
        put: operations["BloodRequestsController_reject"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}/fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set Fulfilled, from Approved: the account that made it, or a moderator or admin */
        put: operations["BloodRequestsController_fulfil"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set Cancelled, from Pending, Approved: only the account that made it */
        put: operations["BloodRequestsController_cancel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bloodRequests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One bloodRequests record, as the list shows it */
        get: operations["AdminBloodRequestsController_one"];
        put?: never;
        post?: never;
        /** Delete any blood request, whatever its status */
        delete: operations["AdminBloodRequestsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bloodRequests/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching bloodRequests row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminBloodRequestsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bloodRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of blood requests (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: bloodRequests <start>-<end>/<total> (bloodRequests *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminBloodRequestsController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a donation: the caller's own, or (admin, superAdmin) a walk-in donor's, linked to no account */
        post: operations["DonationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-donors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account's own donations, latest date first */
        get: operations["DonationsController_listOwn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/donorlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every donation, latest date first */
        get: operations["DonationsController_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/donorlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of donations (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: donorlist <start>-<end>/<total> (donorlist *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminDonationsController_page"];
        put?: never;
        /** Record a walk-in donor's donation, linked to no account (as POST /api/add by an admin); answers the list's record */
        post: operations["AdminDonationsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/donorlist/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching donorlist row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminDonationsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/donorlist/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One donorlist record, as the list shows it */
        get: operations["AdminDonationsController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's milestones (1st, 3rd, 5th, 10th, 25th, 50th, 100th donation), counted from their donations in date order: the date of the donation that reached each, and whether it was self-reported (typed in rather than recorded at a drive desk) */
        get: operations["MilestonesController_milestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether and where the caller may be asked to give blood (off until they say so) */
        get: operations["DonorAvailabilityController_availability"];
        /** Say whether and where the caller may be asked; the city is required when available */
        put: operations["DonorAvailabilityController_setAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the caller may give whole blood today (UTC), from their own donations, under the ELIGIBILITY_RULES rule set */
        get: operations["DonorAvailabilityController_eligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-compatibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which donors' red cells and plasma suit each patient's blood group (recipient → donor groups) */
        get: operations["NeedBoardController_compatibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/need-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved blood requests counted by blood group and city (case ignored); no personal data */
        get: operations["NeedBoardController_needBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every event, earliest dateTime first (the public events pages read pages of it, filtered by upcoming) */
        get: operations["EventsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an event (description optional) */
        post: operations["EventsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace an event (all five fields required) */
        put: operations["EventsController_update"];
        post?: never;
        /** Delete an event; donations made at it keep existing with event null */
        delete: operations["EventsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of events (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: events <start>-<end>/<total> (events *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminEventsController_page"];
        put?: never;
        /** Create an event (description optional) */
        post: operations["AdminEventsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One events record, as the list shows it */
        get: operations["AdminEventsController_one"];
        /** Replace an event (all five fields required); the whole record may be sent, its read-only fields are ignored */
        put: operations["AdminEventsController_update"];
        post?: never;
        /** Delete an event; donations made at it keep existing with event null */
        delete: operations["AdminEventsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching events row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminEventsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}/appointments/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A drive's appointments as CSV, by time: time (in SITE_TIME_ZONE), name, blood group, status, units
         * @description RFC 4180 like the lists' exports: a header row, CRLF line ends; a cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Cancelled appointments are listed with their status; a deleted donor's row has no name.
         */
        get: operations["AdminDriveController_exportAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/events/{id}/drive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make the event a donation drive, or change its sessions (slots are derived from them) */
        put: operations["AdminDriveController_setSessions"];
        post?: never;
        /** Make the drive a plain event again */
        delete: operations["AdminDriveController_clear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drive-staff/{driveId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign the drive's staff (replaces the list); accounts with no staff role yet become drive staff */
        put: operations["AdminDeskController_assignStaff"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/drives/{id}/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a drive goes: booked, checked in, donated, deferred, no-shows, units collected, capacity */
        get: operations["AdminDeskController_figures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drives/{id}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every slot of a drive with its free chairs (no personal data) */
        get: operations["DrivesController_slots"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drives/{id}/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book a time at a drive for the logged-in donor */
        post: operations["DrivesController_book"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in donor's appointments, earliest first (cancelled ones too) */
        get: operations["DrivesController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move an appointment to another slot of the same drive or of another (driveId); it keeps its id */
        put: operations["DrivesController_move"];
        post?: never;
        /** Cancel an appointment: its chair is free at once; it stays in the list as cancelled */
        delete: operations["DrivesController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive-desk/drives": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The drives whose desk the caller may open: drive staff their own, moderators and admins every drive */
        get: operations["DriveDeskController_drives"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive-desk/{driveId}/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The drive's appointments by time: name, time, blood group, eligibility, status (never email or mobile) */
        get: operations["DriveDeskController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive-desk/{driveId}/walk-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A registered donor without an appointment, found by email, checked in now (on the drive's days) */
        post: operations["DriveDeskController_walkIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive-desk/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Check a donor in, or record the outcome: 'donated' (creates the donation), 'deferred' (a reason and until when), 'no-show' (after the time) */
        put: operations["DriveDeskController_record"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/appointments/by-token/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The appointment of a change-or-cancel link, with its drive's name and place (does not use the link up) */
        get: operations["AppointmentLinkController_show"];
        /** Move the appointment to another time of its drive; uses the link up (the new confirmation email carries a new one) */
        put: operations["AppointmentLinkController_move"];
        post?: never;
        /** Cancel the appointment; uses the link up. The chair is free at once; a METHOD:CANCEL email follows */
        delete: operations["AppointmentLinkController_cancel"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drives/{id}/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the drive's waitlist is open (every bookable slot full, held chairs counted) and how many donors wait */
        get: operations["WaitlistController_status"];
        put?: never;
        /** Join the drive's waitlist (only while no bookable slot has a free chair); a freed time is offered by email */
        post: operations["WaitlistController_join"];
        /** Leave the drive's waitlist; a time held for the donor goes to the next donor waiting */
        delete: operations["WaitlistController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/waitlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in donor's places on drive waitlists, with any time held for them */
        get: operations["WaitlistController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist-offers/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The time an offer link holds, and until when (no login; no personal data) */
        get: operations["WaitlistController_offer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist-offers/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Book the held time (no login): the donor leaves the waitlist with an appointment, confirmed by email */
        post: operations["WaitlistController_accept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/waitlist-offers/{token}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline the held time (no login): the donor leaves the waitlist and the time goes to the next donor */
        post: operations["WaitlistController_decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/donor-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's donor card: username, blood group (confirmed once a drive desk recorded a donation), donations, next eligible day, and the card's opaque token (its QR code) and short code, working until expiresAt (DONOR_CARD_TTL_DAYS); the same card is answered until it nears expiry, then a new one */
        get: operations["DonorCardController_card"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drive-desk/{driveId}/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The appointment at this drive of the donor whose card's token (scanned QR code) or short code (typed) is `code`: id, username, time, status; nothing else */
        get: operations["DeskLookupController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/hospitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The hospitals the organisation sends blood to, by name (admins; drive staff read it to record journeys) */
        get: operations["AdminDonationJourneyController_hospitals"];
        put?: never;
        /** Add a hospital to the list (its name once, whatever its case) */
        post: operations["AdminDonationJourneyController_addHospital"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/donations/{id}/journey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A donation's journey as recorded (to correct it), for admins and the staff of the drive it was given at */
        get: operations["AdminDonationJourneyController_journey"];
        /** Record what became of a donation: 'issued' to a hospital of the list on a day, or 'research' / 'discarded' with a kind reason. Again replaces it (a correction). The donor is emailed once per donation and status, with their 'donation-journey' consent */
        put: operations["AdminDonationJourneyController_record"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/journey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each of the caller's donations, newest first, with what became of it (status null while not known yet) */
        get: operations["DonationJourneyController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The leaderboard: teams (never people) by their members' donations this year, best first (at most 100) */
        get: operations["TeamsController_leaderboard"];
        put?: never;
        /** Create a team: the caller owns it and is its first member; share its join code */
        post: operations["TeamsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a team with its code (case and spaces ignored): the caller's donations count for it from today, and the team page does not show them until they choose */
        post: operations["TeamsController_join"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A team's page: its donations this year and by month, and the usernames of the members who chose to be shown */
        get: operations["TeamsController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{slug}/members/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show or hide your username on the team page (hidden by default) */
        put: operations["TeamsController_show"];
        post?: never;
        /** Leave the team. An owner hands it to the longest-standing member; the last member leaving removes the team */
        delete: operations["TeamsController_leave"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/{slug}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** The team's owner removes a member */
        delete: operations["TeamsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's teams: role, whether their username is shown, the join code to share, and (for an owner) the members */
        get: operations["TeamsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which captcha the contact form shows, and the site key of a hosted one */
        get: operations["CaptchaController_config"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/captcha/challenge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A new ALTCHA challenge (the widget's challenge URL), valid for 10 minutes; altcha only */
        get: operations["CaptchaController_challenge"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-us": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a Contact Us message; stored only when the captcha passes (each ALTCHA solution once) */
        post: operations["ContactsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-us/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every contact message, newest first */
        get: operations["ContactsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-us/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a contact message; the text/plain body is the confirmation to show */
        delete: operations["ContactsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a reply to a contact message and queue its email to the sender
         * @description The reply is recorded and its email (to the message's email, subject 'Re: <subject>', the reply and the original message quoted) is queued in the outbox in one transaction; the outbox worker sends it through SMTP_URL, retrying with backoff. The answer shows replyStatus queued; it becomes sent once the mail server accepts the email, or failed after the last attempt (the message then no longer counts as answered). Without a mail server the email stays queued. A later reply replaces the recorded one.
         */
        post: operations["AdminContactsController_reply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}/reply/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue the failed reply email of a contact message again
         * @description Only for a contact whose replyStatus is failed: its email gets a fresh set of attempts, replyStatus becomes queued and the message counts as answered again.
         */
        post: operations["AdminContactsController_retry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One contacts record, as the list shows it */
        get: operations["AdminContactsController_one"];
        put?: never;
        post?: never;
        /** Delete a contact message (as DELETE /api/admin/contact-us/delete/{id}, answering JSON) */
        delete: operations["AdminContactsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching contacts row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminContactsController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of contact messages (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: contacts <start>-<end>/<total> (contacts *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminContactsController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteers/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up as a volunteer, optionally for an event */
        post: operations["VolunteersController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteers/all-with-event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every volunteer sign-up with its event, newest first */
        get: operations["VolunteersController_listAll"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/volunteers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a volunteer sign-up */
        delete: operations["VolunteersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/volunteering": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in account's own volunteer sign-ups, newest first, each with its event */
        get: operations["OwnVolunteeringController_listOwn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/volunteering/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw one of your own volunteer sign-ups (it is deleted) */
        delete: operations["OwnVolunteeringController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/volunteers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One volunteers record, as the list shows it */
        get: operations["AdminVolunteersController_one"];
        put?: never;
        post?: never;
        /** Delete a volunteer sign-up */
        delete: operations["AdminVolunteersController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/volunteers/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching volunteers row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["AdminVolunteersController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/volunteers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of volunteer sign-ups (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: volunteers <start>-<end>/<total> (volunteers *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminVolunteersController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email (again is fine); the first time sends a welcome email with an unsubscribe link */
        post: operations["NewsletterController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the token of the link (again is fine) */
        post: operations["NewsletterController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The counts of the admin dashboard */
        get: operations["AdminDashboardController_dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard/charts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The admin dashboard's charts: the next 14 days' bookings against capacity, the last 12 months' donations by blood group
         * @description Days and months in SITE_TIME_ZONE. Figures only, no personal data.
         */
        get: operations["AdminDashboardController_charts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every board member, oldest first, with the URL of their photo */
        get: operations["BoardMembersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/board-members/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A board member's photo (JPEG, PNG or WebP), cacheable for a day */
        get: operations["BoardMembersController_photo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/board-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of board members (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: board-members <start>-<end>/<total> (board-members *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["BoardMembersAdminController_page"];
        put?: never;
        /** Add a board member */
        post: operations["BoardMembersAdminController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/board-members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One board-members record, as the list shows it */
        get: operations["BoardMembersAdminController_one"];
        /** Replace the details of a board member (the photo stays) */
        put: operations["BoardMembersAdminController_update"];
        post?: never;
        /** Delete a board member and their photo */
        delete: operations["BoardMembersAdminController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/board-members/{id}/photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set or replace the photo: JPEG, PNG or WebP (by content), at most 2 MB */
        put: operations["BoardMembersAdminController_setPhoto"];
        post?: never;
        /** Remove a board member's photo */
        delete: operations["BoardMembersAdminController_removePhoto"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/board-members/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every matching board-members row as CSV (the list's sort and filter, no range)
         * @description RFC 4180: a header row, CRLF line ends, quotes around cells with a comma, quote or line break. A cell starting with =, +, -, @, a tab or a carriage return gets a leading ' so that spreadsheets do not run it. Streamed in batches: any size, in bounded memory.
         */
        get: operations["BoardMembersAdminController_exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of board members (teams) (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: teams <start>-<end>/<total> (teams *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AdminTeamsController_page"];
        put?: never;
        /** Add a board member */
        post: operations["AdminTeamsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/teams/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One teams record, as the list shows it */
        get: operations["AdminTeamsController_one"];
        /** Replace the details of a board member (the photo stays); the whole record may be sent, its read-only fields are ignored */
        put: operations["AdminTeamsController_update"];
        post?: never;
        /** Delete a board member and their photo */
        delete: operations["AdminTeamsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a password reset link, if the email has an account
         * @description Once the captcha passes (each ALTCHA solution once), the answer is the same whether or not the email has an account, and it does not wait for the lookup. For an account, an email with a link to ${PUBLIC_URL}/reset-password?token=… is queued; the link works once, for 30 minutes.
         */
        post: operations["PasswordResetController_forgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset link
         * @description The password follows the registration rules. The link is then used up (with every other link of the account), and every session of the account ends: its refresh tokens no longer refresh and its access tokens stop working.
         */
        post: operations["PasswordResetController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password of the logged-in account
         * @description Needs the current password; the new one follows the registration rules. Every other session of the account ends at once (its refresh tokens no longer refresh and its access tokens stop working); this one stays logged in.
         */
        post: operations["PasswordChangeController_change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download everything the product holds about the caller, as one JSON file (nothing about anyone else) */
        get: operations["PersonalDataController_exportMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's consents: where each purpose stands now, and every consent given (withdrawn ones too), newest first */
        get: operations["ConsentsController_mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/consents/{purpose}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Give a consent that is only its record (eligibility-reminders, donation-journey); off until given, again is fine */
        put: operations["ConsentsController_give"];
        post?: never;
        /** Withdraw a consent (again is fine): matching turns availability off, newsletter unsubscribes. The account consent ends by deleting the account (DELETE /api/user/me) */
        delete: operations["ConsentsController_withdraw"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the audit log (react-admin ra-data-simple-rest conventions)
         * @description Filtered, sorted and paged in the database. The header Content-Range: audit-log <start>-<end>/<total> (audit-log *\/<total> for an empty page) gives the total of matching rows. Every sort has an index; a page near the end is read from the end, so no page reads and skips more than half the matches.
         */
        get: operations["AuditLogController_page"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One audit-log record, as the list shows it */
        get: operations["AuditLogController_one"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change your email address
         * @description Needs the current password. A single-use link, valid 24 hours, goes to the new address; the account keeps its address until the link is opened.
         */
        post: operations["ProfileController_requestEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/me/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a new email address with the token of the link sent to it */
        post: operations["ProfileController_confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The server's VAPID public key, for pushManager.subscribe({ applicationServerKey }) */
        get: operations["PushController_publicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's devices with notifications on, oldest first: browser and system, push service, since when; never the endpoint or keys */
        get: operations["PushController_devices"];
        put?: never;
        /** Turn notifications on on this device: the browser's PushSubscription (https:// endpoints only). The same endpoint again renews its row (and makes it the caller's); asks, reminders and journey news then also come here, each only with the consent its email needs */
        post: operations["PushController_subscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/push-subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn notifications off on one of the caller's devices (its waiting notifications go too) */
        delete: operations["PushController_unsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for navigator.credentials.create() (startRegistration of @simplewebauthn/browser): a discoverable passkey of this site, the account's passkeys excluded; the challenge is single use, for 5 minutes */
        post: operations["PasskeysController_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's passkeys, oldest first: name, when added and last used, whether backed up; never a credential id or key */
        get: operations["PasskeysController_list"];
        put?: never;
        /** Add the passkey the browser made (startRegistration's answer), with a name (else the browser and system, 'Chrome on Android') */
        post: operations["PasskeysController_add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove one of the caller's passkeys: it no longer logs in (the device may still list it until removed there too) */
        delete: operations["PasskeysController_remove"];
        options?: never;
        head?: never;
        /** Rename one of the caller's passkeys */
        patch: operations["PasskeysController_rename"];
        trace?: never;
    };
    "/api/auth/passkey/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Options for navigator.credentials.get() (startAuthentication of @simplewebauthn/browser): empty allowCredentials, so the browser offers the passkeys it holds for this site; the challenge is single use, for 5 minutes */
        post: operations["PasskeyLoginController_options"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/passkey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with a passkey (startAuthentication's answer); sets the HttpOnly refreshToken cookie, as POST /api/auth/login does */
        post: operations["PasskeyLoginController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a login that answered secondFactorRequired: its challengeToken and one of code (the authenticator app's), recoveryCode (once each) or passkey (startAuthentication's answer to POST /api/auth/passkey/options). Answers as POST /api/auth/login does, with the refresh cookie; the login counts as a step-up. A wrong code is a 400 naming code. Tries are counted per account, whatever the address: 5 failed in 15 minutes, then 429 with Retry-After, answered after a second. */
        post: operations["SecondFactorLoginController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/step-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prove a second factor again (code of the authenticator app, or a passkey's answer): for STEP_UP_MINUTES this session may do what needs it (a 401 with errorCode STEP_UP_REQUIRED said so). A wrong code is a 400 naming code. Tries are counted per account, whatever the address: 5 failed in 15 minutes, then 429 with Retry-After, answered after a second. */
        post: operations["SecondFactorLoginController_stepUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/2fa/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset another account's second factors: its authenticator app, recovery codes and passkeys are removed and every session ends; its owner is emailed, and a staff account sets up a new second factor at its next login. A second-factor check within STEP_UP_MINUTES first. */
        post: operations["SecondFactorResetController_reset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bloodRequests/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Available donors in the request's city (case ignored) whose red cells suit it: exact group first, eligible before not, with when they were asked and their answer */
        get: operations["DonorAsksController_matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/approval": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What approving a blood request sets off, for moderators and admins (those who approve) to be told before they do: how many donors are asked at once */
        get: operations["DonorAsksController_approvalEffects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/asks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests the caller was asked about, newest first; the requester's name and mobile only where they said yes */
        get: operations["DonorAsksController_asksOf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blood-requests/{id}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer being asked about a request: 'yes' (I can help) or 'no' (not now); may change while it is Approved */
        post: operations["DonorAsksController_respond"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's second factors: whether an authenticator app is set up, unused recovery codes, passkeys */
        get: operations["TwoFactorController_status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app: its secret, as text and as the otpauth URL of a QR code; logins ask for it once confirmed */
        post: operations["TwoFactorController_startTotp"];
        /** Remove the authenticator app and its recovery codes (a second-factor check within STEP_UP_MINUTES first); the owner is emailed */
        delete: operations["TwoFactorController_removeTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/2fa/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the authenticator app with its current code: it is set up, and the answer holds ten single-use recovery codes, shown only this once; the owner is emailed. A session that had not proved a second factor has now (a staff account goes on to the panel). A wrong code is a 400 naming code; tries are counted per account (5 in 15 minutes, then 429). */
        post: operations["TwoFactorController_confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponseDto: {
            /** @example 401 */
            statusCode: number;
            /**
             * @description HTTP reason phrase.
             * @example Unauthorized
             */
            error: string;
            /**
             * @description Readable sentence, safe to show to the user.
             * @example Invalid email or password.
             */
            message: string;
        };
        UserSessionDto: {
            /**
             * Format: uuid
             * @description The session’s opaque id, for DELETE /api/user/sessions/{id}.
             * @example 1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b
             */
            id: string;
            /**
             * @description Browser and system, read from the user agent at login ('A browser' when it named none). Never the user agent itself, and no place.
             * @example Firefox on Android
             */
            device: string;
            /**
             * Format: date-time
             * @description The start of the hour (UTC) in which the session was last used: at login or when it last renewed its access token. Only that coarse, on purpose.
             * @example 2026-11-26T09:00:00.000Z
             */
            lastUsedAt: string;
            /** @description Whether this is the session of the access token that asked (this device). */
            current: boolean;
        };
        SessionsEnded: {
            /**
             * @description How many other sessions were ended.
             * @example 2
             */
            ended: number;
        };
        MessageDto: {
            /** @description Readable sentence, safe to show to the user. */
            message: string;
        };
        ValidationErrorResponseDto: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description HTTP reason phrase.
             * @example Bad Request
             */
            error: string;
            /**
             * @description Every field message joined with ", ".
             * @example Username is required, Invalid email
             */
            message: string;
            /**
             * @description Present, with errors, when fields broke the rules.
             * @enum {string}
             */
            errorCode?: "VALIDATION_ERROR";
            /**
             * @description Field name -> its messages (only the "required" message when the field is missing or blank).
             * @example {
             *       "username": [
             *         "Username is required"
             *       ],
             *       "email": [
             *         "Invalid email"
             *       ]
             *     }
             */
            errors?: {
                [key: string]: string[];
            };
        };
        AccountDeletionDto: {
            /**
             * Format: password
             * @example secret1
             */
            password: string;
        };
        RegisterUserDto: {
            /** @example alice */
            username: string;
            /**
             * @description Trimmed and lower-cased.
             * @example alice@example.com
             */
            email: string;
            /** @example 30 */
            age: number;
            /**
             * @example O+
             * @enum {string}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-";
            /**
             * @description Lower-case duplicate of bloodGroup sent by the public site; ignored.
             * @example O+
             */
            bloodgroup?: string;
            /**
             * @example female
             * @enum {string}
             */
            gender: "male" | "female" | "other";
            /** @example 9876543210 */
            mobile: string;
            /**
             * Format: password
             * @example secret1
             */
            password: string;
            /**
             * Format: password
             * @description Must equal password.
             * @example secret1
             */
            confirmPassword: string;
        };
        RegistrationResultDto: {
            /** @example Registration Successful */
            message: string;
            /** @example alice@example.com */
            email: string;
            /** @example alice */
            username: string;
        };
        /** @enum {string} */
        BloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-";
        /** @enum {string} */
        Role: "user" | "volunteer" | "driveStaff" | "moderator" | "admin" | "superAdmin";
        UserListItemDto: {
            /** @example 1 */
            id: number;
            /** @example alice */
            username: string;
            /** @example alice@example.com */
            email: string;
            /** @example 30 */
            age: number | null;
            /** @enum {string|null} */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            /** @example 9876543210 */
            mobile: string | null;
            role: components["schemas"]["Role"];
            /**
             * @description Same as bloodGroup (the admin list reads this name).
             * @enum {string|null}
             */
            bloodgroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /** Format: date-time */
            createdAt: string;
        };
        TwoFactorRequiredResponse: {
            /** @example 403 */
            statusCode: number;
            /**
             * @description HTTP reason phrase.
             * @example Unauthorized
             */
            error: string;
            /** @example Two-factor authentication is required for this role */
            message: string;
            /**
             * @description Present when a second factor is what is missing (not on a 403 for a role that may not call the endpoint).
             * @enum {string}
             */
            errorCode?: "TWO_FACTOR_REQUIRED";
        };
        UpdateUserRoleDto: {
            /**
             * @example volunteer
             * @enum {string}
             */
            role: "user" | "volunteer" | "driveStaff" | "moderator" | "admin" | "superAdmin";
        };
        AuthorityDto: {
            /**
             * @description 'ROLE_' followed by the account's role.
             * @example ROLE_user
             */
            authority: string;
        };
        LoginResponseDto: {
            /** @description HS256 JWT; sub is the user id, exp is in seconds. */
            accessToken: string;
            /** @example alice@example.com */
            email: string;
            /** @example alice */
            username: string;
            role: components["schemas"]["AuthorityDto"][];
            /**
             * @description A staff account with no second factor yet: this token opens only the setting up of one (/api/user/2fa, /api/user/passkeys) and GET /api/user/me; every other endpoint answers 403 TWO_FACTOR_REQUIRED until then.
             * @enum {boolean}
             */
            enrolmentRequired?: true;
        };
        SecondFactorChallenge: {
            /** @enum {boolean} */
            secondFactorRequired: true;
            /** @description Signed and opaque; for POST /api/auth/login/second-factor within 5 minutes. */
            challengeToken: string;
            /**
             * @description The account's own ways to finish the login.
             * @example [
             *       "totp",
             *       "passkey",
             *       "recovery"
             *     ]
             */
            methods: ("totp" | "passkey" | "recovery")[];
        };
        LoginDto: {
            /**
             * @description Trimmed and lower-cased.
             * @example alice@example.com
             */
            email: string;
            /**
             * Format: password
             * @example secret1
             */
            password: string;
            /** @description true: the refresh cookie gets a Max-Age of REFRESH_TOKEN_TTL_DAYS; otherwise it lasts for the browser session. */
            keepMeLoggedIn?: boolean;
        };
        LogoutResultDto: {
            /** @example You have successfully logged out. */
            message: string;
        };
        EndSessionsDto: {
            /** @description The token of the link in an email about the account (a new passkey, a new device, a password change, a staff role). */
            token: string;
        };
        HealthDto: {
            /** @example ok */
            status: string;
        };
        CreateBloodRequestDto: {
            /**
             * @description Trimmed.
             * @example Ravi Kumar
             */
            name: string;
            /**
             * @example B+
             * @enum {string}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-";
            /** @example 2 */
            units: number;
            /**
             * @description Optional country code, then 10 digits.
             * @example +91 9876543210
             */
            mobile: string;
            /**
             * @example Male
             * @enum {string}
             */
            gender: "Male" | "Female" | "Other";
            /** @example 40 */
            age: number;
            /**
             * @description Trimmed.
             * @example ravi@example.com
             */
            email: string;
            /**
             * @description Left out or null: none ('').
             * @example Anaemia
             */
            disease?: string | null;
            /**
             * @description Any JSON value, ignored: a new request is always 'Pending' (the old client sends false).
             * @example false
             */
            status?: boolean | string | number | (Record<string, never> | null) | unknown[];
            /**
             * @description Where the blood is needed (requests made before cities were asked have none).
             * @example Pune
             */
            city: string;
            /**
             * @description Left out, null or '': none.
             * @example Sassoon General Hospital
             */
            hospital?: string | null;
            /**
             * Format: date
             * @description A real calendar day, not in the past. Left out or null: no date.
             * @example 2026-12-01
             */
            neededBy?: string | null;
            /** @default false */
            urgent?: boolean;
        };
        /** @enum {string} */
        FormGender: "Male" | "Female" | "Other";
        /** @enum {string} */
        BloodRequestStatus: "Pending" | "Approved" | "Rejected" | "Fulfilled" | "Cancelled" | "Expired";
        BloodRequestRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Ravi Kumar */
            name: string;
            bloodGroup: components["schemas"]["BloodGroup"];
            /** @example 2 */
            units: number;
            /** @example +91 9876543210 */
            mobile: string;
            gender: components["schemas"]["FormGender"];
            /** @example 40 */
            age: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example ravi@example.com */
            email: string;
            /**
             * @description '' when none was given.
             * @example Anaemia
             */
            disease: string;
            status: components["schemas"]["BloodRequestStatus"];
            /**
             * @description The note of the last approve or reject, if any.
             * @example null
             */
            message: string | null;
            /** @example Pune */
            city?: string;
            /** @example Sassoon General Hospital */
            hospital?: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            neededBy?: string | null;
            /** @example false */
            urgent?: boolean;
        };
        OwnBloodRequestRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Ravi Kumar */
            name: string;
            bloodGroup: components["schemas"]["BloodGroup"];
            /** @example 2 */
            units: number;
            /** @example +91 9876543210 */
            mobile: string;
            gender: components["schemas"]["FormGender"];
            /** @example 40 */
            age: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example ravi@example.com */
            email: string;
            /**
             * @description '' when none was given.
             * @example Anaemia
             */
            disease: string;
            status: components["schemas"]["BloodRequestStatus"];
            /**
             * @description The note of the last approve or reject, if any.
             * @example null
             */
            message: string | null;
            /** @example Pune */
            city?: string;
            /** @example Sassoon General Hospital */
            hospital?: string | null;
            /**
             * Format: date
             * @example 2026-12-01
             */
            neededBy?: string | null;
            /** @example false */
            urgent?: boolean;
            /**
             * @description How many donors were asked. Only on requests whose search for donors has started (they name a city and are no longer Pending).
             * @example 10
             */
            asked?: number;
            /**
             * @description How many of them said 'yes'. Only on requests whose search for donors has started (they name a city and are no longer Pending).
             * @example 1
             */
            saidYes?: number;
            /** @description Name and mobile of each donor who said 'yes', first answer first. Only on requests whose search for donors has started (they name a city and are no longer Pending). */
            helpers?: {
                /** @example Ravi Kumar */
                name: string;
                /** @example +91 9876543210 */
                mobile: string;
            }[];
        };
        StatusNoteDto: {
            /**
             * @description Stored as the request's message; leaving it out (or blank) clears an earlier note.
             * @example Two units reserved at the city blood bank.
             */
            message?: string;
        };
        CreateDonationDto: {
            /**
             * @description Trimmed.
             * @example Ravi Kumar
             */
            name: string;
            /**
             * @example B+
             * @enum {string}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-";
            /** @example 2 */
            units: number;
            /**
             * @description Optional country code, then 10 digits.
             * @example +91 9876543210
             */
            mobile: string;
            /**
             * @example Male
             * @enum {string}
             */
            gender: "Male" | "Female" | "Other";
            /** @example 40 */
            age: number;
            /** @example Pune */
            city: string;
            /** @example 1 Main Road, Shivajinagar */
            address: string;
            /**
             * Format: date
             * @description A real calendar day.
             * @example 2026-11-01
             */
            date: string;
            /** @description The event it was made at, if any. */
            event?: {
                /** @example 1 */
                id: number;
            } | null;
            /**
             * @description Left out: whole-blood.
             * @example platelets
             * @enum {string}
             */
            donationType?: "whole-blood" | "platelets" | "plasma" | "double-red-cells";
        };
        EventRecordDto: {
            /** @example 1 */
            id: number;
            /** @example City Blood Drive */
            name: string;
            /** @example Town Hall, Pune */
            location: string;
            /**
             * Format: date-time
             * @description UTC.
             * @example 2026-11-01T09:30:00.000Z
             */
            dateTime: string;
            /** @example Red Cross Pune */
            organizer: string;
            /**
             * @description '' when none was given.
             * @example Walk in between 9:30 and 16:00.
             */
            description: string;
            /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
            drive: {
                sessions: {
                    /**
                     * Format: date-time
                     * @example 2026-12-05T09:00:00.000Z
                     */
                    start: string;
                    /**
                     * Format: date-time
                     * @example 2026-12-05T12:00:00.000Z
                     */
                    end: string;
                    /** @example 15 */
                    slotMinutes: number;
                    /** @example 4 */
                    chairs: number;
                }[];
                /**
                 * @description Appointments that are not cancelled.
                 * @example 12
                 */
                booked: number;
                /**
                 * @description Chairs summed over every slot.
                 * @example 48
                 */
                capacity: number;
            } | null;
        };
        DonationRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Ravi Kumar */
            name: string;
            bloodGroup: components["schemas"]["BloodGroup"];
            /** @example 2 */
            units: number;
            /** @example +91 9876543210 */
            mobile: string;
            gender: components["schemas"]["FormGender"];
            /** @example 40 */
            age: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example Pune */
            city: string;
            /** @example 1 Main Road, Shivajinagar */
            address: string;
            /**
             * Format: date
             * @example 2026-11-01
             */
            date: string;
            /** @description The event it was made at; null when none or deleted. */
            event: {
                /** @example 1 */
                id: number;
                /** @example City Blood Drive */
                name: string;
                /** @example Town Hall, Pune */
                location: string;
                /**
                 * Format: date-time
                 * @description UTC.
                 * @example 2026-11-01T09:30:00.000Z
                 */
                dateTime: string;
                /** @example Red Cross Pune */
                organizer: string;
                /**
                 * @description '' when none was given.
                 * @example Walk in between 9:30 and 16:00.
                 */
                description: string;
                /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                drive: {
                    sessions: {
                        /**
                         * Format: date-time
                         * @example 2026-12-05T09:00:00.000Z
                         */
                        start: string;
                        /**
                         * Format: date-time
                         * @example 2026-12-05T12:00:00.000Z
                         */
                        end: string;
                        /** @example 15 */
                        slotMinutes: number;
                        /** @example 4 */
                        chairs: number;
                    }[];
                    /**
                     * @description Appointments that are not cancelled.
                     * @example 12
                     */
                    booked: number;
                    /**
                     * @description Chairs summed over every slot.
                     * @example 48
                     */
                    capacity: number;
                } | null;
            } | null;
            /**
             * @description Only when not whole-blood: a donation without it was whole-blood.
             * @example platelets
             * @enum {string}
             */
            donationType?: "whole-blood" | "platelets" | "plasma" | "double-red-cells";
        };
        AdminDonationRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Ravi Kumar */
            name: string;
            bloodGroup: components["schemas"]["BloodGroup"];
            /** @example 2 */
            units: number;
            /** @example +91 9876543210 */
            mobile: string;
            gender: components["schemas"]["FormGender"];
            /** @example 40 */
            age: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @example Pune */
            city: string;
            /** @example 1 Main Road, Shivajinagar */
            address: string;
            /**
             * Format: date
             * @example 2026-11-01
             */
            date: string;
            /** @description The event it was made at; null when none or deleted. */
            event: {
                /** @example 1 */
                id: number;
                /** @example City Blood Drive */
                name: string;
                /** @example Town Hall, Pune */
                location: string;
                /**
                 * Format: date-time
                 * @description UTC.
                 * @example 2026-11-01T09:30:00.000Z
                 */
                dateTime: string;
                /** @example Red Cross Pune */
                organizer: string;
                /**
                 * @description '' when none was given.
                 * @example Walk in between 9:30 and 16:00.
                 */
                description: string;
                /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                drive: {
                    sessions: {
                        /**
                         * Format: date-time
                         * @example 2026-12-05T09:00:00.000Z
                         */
                        start: string;
                        /**
                         * Format: date-time
                         * @example 2026-12-05T12:00:00.000Z
                         */
                        end: string;
                        /** @example 15 */
                        slotMinutes: number;
                        /** @example 4 */
                        chairs: number;
                    }[];
                    /**
                     * @description Appointments that are not cancelled.
                     * @example 12
                     */
                    booked: number;
                    /**
                     * @description Chairs summed over every slot.
                     * @example 48
                     */
                    capacity: number;
                } | null;
            } | null;
            /**
             * @description Only when not whole-blood: a donation without it was whole-blood.
             * @example platelets
             * @enum {string}
             */
            donationType?: "whole-blood" | "platelets" | "plasma" | "double-red-cells";
            /**
             * @description The email of the donor's account; null for a walk-in donor.
             * @example asha@example.com
             */
            email: string | null;
            /**
             * Format: date
             * @description The first day the donor may give whole blood again under ELIGIBILITY_RULES, today being SITE_TIME_ZONE's: from every donation of their account and its gender (as their dashboard says), or for a walk-in donor from this donation and its gender alone; null when they may give today.
             * @example 2027-03-12
             */
            nextEligibleDate: string | null;
        };
        MilestoneDto: {
            /** @description The donation count: 1, 3, 5, 10, 25, 50 or 100 */
            count: number;
            /** @description YYYY-MM-DD: the date of the donation that reached it */
            reachedAt: string;
            /** @description Whether that donation was typed in by the donor rather than recorded at a drive desk */
            selfReported: boolean;
        };
        AvailabilityRecordDto: {
            /**
             * @description False until the donor says otherwise.
             * @example true
             */
            available: boolean;
            /**
             * @description '' when none.
             * @example Pune
             */
            city: string;
            /**
             * @description How the donor is asked; only email for now.
             * @example email
             * @enum {string}
             */
            channel: "email";
        };
        AvailabilityDto: {
            /** @example true */
            available: boolean;
            /**
             * @description Required when available is true; otherwise left out, null or '' keeps none.
             * @example Pune
             */
            city?: string | null;
        };
        EligibilityRecordDto: {
            /** @example false */
            eligible: boolean;
            /**
             * Format: date
             * @description The first day they may give; null when they may give today.
             * @example 2026-11-26
             */
            nextEligibleDate: string | null;
            /**
             * @description The ELIGIBILITY_RULES setting.
             * @example US
             * @enum {string}
             */
            ruleSet: "US" | "UK" | "IN" | "CA";
            /**
             * @example [
             *       "Whole blood donations need 56 days between them; your last one was on 2026-10-01."
             *     ]
             */
            reasons: string[];
        };
        BloodCompatibilityDto: {
            /**
             * @description Patient's blood group → the donor groups whose component suits them.
             * @example {
             *       "A+": [
             *         "A+",
             *         "A-",
             *         "O+",
             *         "O-"
             *       ],
             *       "A-": [
             *         "A-",
             *         "O-"
             *       ],
             *       "B+": [
             *         "B+",
             *         "B-",
             *         "O+",
             *         "O-"
             *       ],
             *       "B-": [
             *         "B-",
             *         "O-"
             *       ],
             *       "AB+": [
             *         "A+",
             *         "A-",
             *         "B+",
             *         "B-",
             *         "AB+",
             *         "AB-",
             *         "O+",
             *         "O-"
             *       ],
             *       "AB-": [
             *         "A-",
             *         "B-",
             *         "AB-",
             *         "O-"
             *       ],
             *       "O+": [
             *         "O+",
             *         "O-"
             *       ],
             *       "O-": [
             *         "O-"
             *       ]
             *     }
             */
            redCells: {
                "A+": components["schemas"]["BloodGroup"][];
                "A-": components["schemas"]["BloodGroup"][];
                "B+": components["schemas"]["BloodGroup"][];
                "B-": components["schemas"]["BloodGroup"][];
                "AB+": components["schemas"]["BloodGroup"][];
                "AB-": components["schemas"]["BloodGroup"][];
                "O+": components["schemas"]["BloodGroup"][];
                "O-": components["schemas"]["BloodGroup"][];
            };
            /**
             * @description Patient's blood group → the donor groups whose component suits them.
             * @example {
             *       "A+": [
             *         "A+",
             *         "A-",
             *         "AB+",
             *         "AB-"
             *       ],
             *       "A-": [
             *         "A+",
             *         "A-",
             *         "AB+",
             *         "AB-"
             *       ],
             *       "B+": [
             *         "B+",
             *         "B-",
             *         "AB+",
             *         "AB-"
             *       ],
             *       "B-": [
             *         "B+",
             *         "B-",
             *         "AB+",
             *         "AB-"
             *       ],
             *       "AB+": [
             *         "AB+",
             *         "AB-"
             *       ],
             *       "AB-": [
             *         "AB+",
             *         "AB-"
             *       ],
             *       "O+": [
             *         "A+",
             *         "A-",
             *         "B+",
             *         "B-",
             *         "AB+",
             *         "AB-",
             *         "O+",
             *         "O-"
             *       ],
             *       "O-": [
             *         "A+",
             *         "A-",
             *         "B+",
             *         "B-",
             *         "AB+",
             *         "AB-",
             *         "O+",
             *         "O-"
             *       ]
             *     }
             */
            plasma: {
                "A+": components["schemas"]["BloodGroup"][];
                "A-": components["schemas"]["BloodGroup"][];
                "B+": components["schemas"]["BloodGroup"][];
                "B-": components["schemas"]["BloodGroup"][];
                "AB+": components["schemas"]["BloodGroup"][];
                "AB-": components["schemas"]["BloodGroup"][];
                "O+": components["schemas"]["BloodGroup"][];
                "O-": components["schemas"]["BloodGroup"][];
            };
        };
        NeedBoardLineDto: {
            bloodGroup: components["schemas"]["BloodGroup"];
            /**
             * @description One spelling of the city: requests are grouped by city case-insensitively.
             * @example Pune
             */
            city: string;
            /**
             * @description How many approved requests.
             * @example 3
             */
            open: number;
            /**
             * @description True when any of them is urgent.
             * @example true
             */
            urgent: boolean;
        };
        CreateEventDto: {
            /** @example City Blood Drive */
            name: string;
            /** @example Town Hall, Pune */
            location: string;
            /**
             * Format: date-time
             * @description ISO 8601 date-time; stored in UTC (without an offset it is read as UTC).
             * @example 2026-11-01T09:30:00.000Z
             */
            dateTime: string;
            /** @example Red Cross Pune */
            organizer: string;
            /**
             * @description Left out or null: none ('').
             * @default
             * @example Walk in between 9:30 and 16:00.
             */
            description?: string | null;
        };
        UpdateEventDto: {
            /** @example City Blood Drive */
            name: string;
            /** @example Town Hall, Pune */
            location: string;
            /**
             * Format: date-time
             * @description ISO 8601 date-time; stored in UTC (without an offset it is read as UTC).
             * @example 2026-11-01T09:30:00.000Z
             */
            dateTime: string;
            /** @example Red Cross Pune */
            organizer: string;
            /** @example Walk in between 9:30 and 16:00. */
            description: string;
            /** @description Ignored: the path names the event (the list item may be sent back as it is). */
            id?: number;
            /** @description Ignored: a drive's sessions change through PUT /api/admin/events/{id}/drive. */
            drive?: Record<string, never> | null;
        };
        DriveSessionsDto: {
            sessions: {
                /**
                 * Format: date-time
                 * @description ISO 8601 with Z or an offset.
                 * @example 2026-12-05T09:00:00.000Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 with Z or an offset.
                 * @example 2026-12-05T09:00:00.000Z
                 */
                end: string;
                /** @example 15 */
                slotMinutes: number;
                /** @example 4 */
                chairs: number;
            }[];
        };
        DriveStaffBodyDto: {
            userIds: number[];
        };
        DriveStaff: {
            driveId: number;
            userIds: number[];
        };
        DriveFigures: {
            /**
             * @description Appointments that are not cancelled.
             * @example 40
             */
            booked: number;
            /**
             * @description Donors on the drive's waitlist now.
             * @example 5
             */
            waitlisted: number;
            /**
             * @description Checked in, outcome not yet recorded.
             * @example 3
             */
            checkedIn: number;
            /** @example 20 */
            donated: number;
            /** @example 2 */
            deferred: number;
            /** @example 4 */
            noShows: number;
            /** @example 20 */
            unitsCollected: number;
            /** @example 48 */
            capacity: number;
        };
        DriveSlotDto: {
            /**
             * Format: date-time
             * @example 2026-12-05T09:00:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            end: string;
            /** @example 3 */
            free: number;
        };
        BookingDto: {
            /**
             * Format: date-time
             * @description ISO 8601 with Z or an offset.
             * @example 2026-12-05T09:00:00.000Z
             */
            slotStart: string;
        };
        AppointmentOutcome: {
            /** @example 1 */
            units: number | null;
            /**
             * @description g/dL
             * @example 13.4
             */
            haemoglobin: number | null;
            /** @example 72 */
            pulse: number | null;
            /** @example 120/80 */
            bloodPressure: string | null;
            /** @example null */
            deferralReason: string | null;
            /**
             * Format: date
             * @example null
             */
            deferredUntil: string | null;
        };
        Appointment: {
            /** @example 7 */
            id: number;
            /** @example 3 */
            driveId: number;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:30:00.000Z
             */
            end: string;
            /**
             * @example booked
             * @enum {string}
             */
            status: "booked" | "cancelled" | "checked-in" | "donated" | "deferred" | "no-show";
            outcome?: components["schemas"]["AppointmentOutcome"];
        };
        AppointmentMoveDto: {
            /** @example 3 */
            driveId?: number;
            /**
             * Format: date-time
             * @description ISO 8601 with Z or an offset.
             * @example 2026-12-05T09:00:00.000Z
             */
            slotStart: string;
        };
        DeskDrive: {
            /** @example 3 */
            id: number;
            /** @example City Hall drive */
            name: string;
            /** @example City Hall */
            location: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:00:00.000Z
             */
            start: string;
        };
        DeskAppointment: {
            /** @example 7 */
            id: number;
            /** @example Asha */
            name: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:30:00.000Z
             */
            end: string;
            /**
             * @example O+
             * @enum {string|null}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /**
             * Format: date
             * @description The first day the donor may give; null: today.
             * @example null
             */
            nextEligibleDate: string | null;
            /**
             * @example booked
             * @enum {string}
             */
            status: "booked" | "cancelled" | "checked-in" | "donated" | "deferred" | "no-show";
            /**
             * @description The donation recorded at the desk ('donated'), to record its journey; null otherwise.
             * @example null
             */
            donationId: number | null;
        };
        WalkInDto: {
            /** @example donor@example.com */
            email: string;
        };
        DeskOutcomeDto: {
            /**
             * @example donated
             * @enum {string}
             */
            status: "checked-in" | "donated" | "deferred" | "no-show";
            /** @example 1 */
            units?: number;
            /**
             * @description g/dL
             * @example 13.4
             */
            haemoglobin?: number;
            /**
             * @description beats per minute
             * @example 72
             */
            pulse?: number;
            /**
             * @description 'systolic/diastolic' in mmHg
             * @example 120/80
             */
            bloodPressure?: string;
            /**
             * @example low-haemoglobin
             * @enum {string}
             */
            deferralReason?: "low-haemoglobin" | "blood-pressure" | "pulse" | "temperature" | "illness-or-antibiotics" | "tattoo-or-piercing" | "medication" | "weight";
            /**
             * Format: date
             * @description The first day the donor may give again.
             * @example 2027-01-20
             */
            deferredUntil?: string;
        };
        AppointmentByLink: {
            /** @example 7 */
            id: number;
            /** @example 3 */
            driveId: number;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:30:00.000Z
             */
            end: string;
            /**
             * @example booked
             * @enum {string}
             */
            status: "booked" | "cancelled" | "checked-in" | "donated" | "deferred" | "no-show";
            outcome?: components["schemas"]["AppointmentOutcome"];
            /** @example Town hall drive */
            driveName: string;
            /** @example Town hall, Main Street */
            place: string;
        };
        DriveWaitlist: {
            /** @description True while every bookable slot of the drive is full (held chairs count as taken). */
            open: boolean;
            /**
             * @description Donors on the waitlist (a count; no names).
             * @example 3
             */
            waiting: number;
        };
        WaitlistJoinDto: Record<string, never>;
        WaitlistEntry: {
            /** @example 3 */
            driveId: number;
            /**
             * Format: date-time
             * @example 2026-12-01T10:00:00.000Z
             */
            joinedAt: string;
            /**
             * @description Place in the queue, from 1.
             * @example 1
             */
            position: number;
            /** @description The time held for the donor, answered through the emailed link; null while waiting. */
            offer: {
                /**
                 * Format: date-time
                 * @example 2026-12-05T09:15:00.000Z
                 */
                start: string;
                /**
                 * Format: date-time
                 * @example 2026-12-05T09:30:00.000Z
                 */
                end: string;
                /**
                 * Format: date-time
                 * @example 2026-12-01T10:30:00.000Z
                 */
                expiresAt: string;
            } | null;
        };
        WaitlistOffer: {
            /** @example 3 */
            driveId: number;
            /** @example Town hall drive */
            driveName: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            start: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:30:00.000Z
             */
            end: string;
            /**
             * Format: date-time
             * @example 2026-12-01T10:30:00.000Z
             */
            expiresAt: string;
        };
        DonorCard: {
            /** @example Asha */
            username: string;
            /**
             * @description The registered blood group.
             * @example O+
             * @enum {string|null}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /**
             * @description True once a donation of the donor was recorded at a drive desk.
             * @example false
             */
            bloodGroupConfirmed: boolean;
            /**
             * @description The donor's donations on record.
             * @example 3
             */
            donations: number;
            /**
             * Format: date
             * @description The first day (SITE_TIME_ZONE) the donor may give; today when they may give now.
             * @example 2026-12-05
             */
            nextEligibleDate: string;
            /**
             * @description What the card's QR code holds: opaque (names no one), signed by the server, working until expiresAt.
             * @example q3Vb0Qm2iH4g5c8r1Zp9x2L7nA6tY0sE4kD3wF1jU8o
             */
            token: string;
            /**
             * @description The same card as 8 letters and digits, for staff to type.
             * @example K7Q2M9XD
             */
            shortCode: string;
            /**
             * Format: date-time
             * @description When token and shortCode stop working (DONOR_CARD_TTL_DAYS after issue); a new card is issued before.
             * @example 2026-12-28T09:00:00.000Z
             */
            expiresAt: string;
        };
        DeskLookup: {
            /** @example 7 */
            appointmentId: number;
            /** @example Asha */
            username: string;
            /**
             * Format: date-time
             * @example 2026-12-05T09:15:00.000Z
             */
            start: string;
            /**
             * @example booked
             * @enum {string}
             */
            status: "booked" | "cancelled" | "checked-in" | "donated" | "deferred" | "no-show";
        };
        Hospital: {
            /** @example 1 */
            id: number;
            /** @example City Hospital */
            name: string;
            /** @example Pune */
            city: string;
        };
        HospitalBody: {
            /** @example City Hospital */
            name: string;
            /** @example Pune */
            city: string;
        };
        DonationJourney: {
            /** @example 12 */
            donationId: number;
            /**
             * Format: date
             * @example 2027-03-12
             */
            donationDate: string;
            /** @enum {string} */
            status: "issued" | "research" | "discarded";
            /**
             * @description The hospital's name; null unless issued.
             * @example City Hospital
             */
            hospital: string | null;
            /**
             * Format: date
             * @example 2027-03-20
             */
            date: string;
            /**
             * @description null when issued.
             * @example null
             * @enum {string|null}
             */
            reason: "research" | "quality-testing" | "expired" | "screening" | "handling" | "not-needed" | null;
            /**
             * @description What the donor reads.
             * @example Your donation of 12 March was sent to City Hospital on 20 March
             */
            text: string;
        };
        DonationJourneyBody: {
            /**
             * @example issued
             * @enum {string}
             */
            status: "issued" | "research" | "discarded";
            /**
             * @description For 'issued': the name of a hospital on the organisation's list (GET /api/admin/hospitals).
             * @example City Hospital
             */
            hospital?: string;
            /**
             * Format: date
             * @description YYYY-MM-DD in SITE_TIME_ZONE: not before the donation, not in the future.
             * @example 2027-03-20
             */
            date: string;
            /**
             * @description For 'research' and 'discarded': one of the kind reasons of that status, shown to the donor in kind words.
             * @example expired
             * @enum {string}
             */
            reason?: "research" | "quality-testing" | "expired" | "screening" | "handling" | "not-needed";
        };
        MyDonationJourney: {
            /** @example 12 */
            donationId: number;
            /**
             * Format: date
             * @example 2027-03-12
             */
            donationDate: string;
            /**
             * @description null when not known yet.
             * @enum {string|null}
             */
            status: "issued" | "research" | "discarded" | null;
            /** @example City Hospital */
            hospital: string | null;
            /**
             * Format: date
             * @example 2027-03-20
             */
            date: string | null;
            /** @enum {string|null} */
            reason: "research" | "quality-testing" | "expired" | "screening" | "handling" | "not-needed" | null;
            /**
             * @description What the donor reads; null when not known yet.
             * @example Your donation of 12 March was sent to City Hospital on 20 March
             */
            text: string | null;
        };
        TeamLeaderboardRow: {
            /** @example city-hospital-staff */
            slug: string;
            /** @example City Hospital staff */
            name: string;
            /** @example 14 */
            donationsThisYear: number;
        };
        TeamCreateDto: {
            /** @example City Hospital staff */
            name: string;
            /**
             * @example workplace
             * @enum {string}
             */
            kind: "workplace" | "college" | "community";
        };
        TeamCreated: {
            /** @example 1 */
            id: number;
            /** @example city-hospital-staff */
            slug: string;
            /** @example K7QX4MPA */
            joinCode: string;
        };
        TeamJoinDto: {
            /** @example K7QX4MPA */
            joinCode: string;
        };
        TeamMember: {
            /** @example 42 */
            userId: number;
            /** @example asha */
            username: string;
            /** @description True for the team’s owner. */
            owner: boolean;
            /**
             * Format: date
             * @example 2026-03-01
             */
            joinedOn: string;
        };
        MyTeam: {
            /** @example 1 */
            id: number;
            /** @example city-hospital-staff */
            slug: string;
            /** @example City Hospital staff */
            name: string;
            /**
             * @example workplace
             * @enum {string}
             */
            kind: "workplace" | "college" | "community";
            /** @example K7QX4MPA */
            joinCode: string;
            /** @enum {string} */
            role: "owner" | "member";
            /** @description Whether the team page shows your username. */
            shown: boolean;
            /**
             * Format: date
             * @description The day you joined (SITE_TIME_ZONE): your donations count for the team from it.
             * @example 2026-03-01
             */
            joinedOn: string;
            /** @description The team's members, for its owner (to remove one); null for other members. */
            members: components["schemas"]["TeamMember"][] | null;
        };
        TeamPage: {
            /** @example City Hospital staff */
            name: string;
            /**
             * @example workplace
             * @enum {string}
             */
            kind: "workplace" | "college" | "community";
            /**
             * @description Donations of this year (in SITE_TIME_ZONE) by the team's members, each counted from the day they joined.
             * @example 14
             */
            donationsThisYear: number;
            /**
             * @description The same donations by month, January to December of this year.
             * @example [
             *       2,
             *       1,
             *       0,
             *       3,
             *       0,
             *       0,
             *       4,
             *       0,
             *       2,
             *       1,
             *       1,
             *       0
             *     ]
             */
            byMonth: number[];
            /**
             * @description Usernames of the members who chose to be shown; the others are never named.
             * @example [
             *       "asha"
             *     ]
             */
            members: string[];
        };
        TeamShownDto: {
            shown: boolean;
        };
        /** @enum {string} */
        CaptchaProvider: "altcha" | "recaptcha" | "hcaptcha" | "turnstile";
        CaptchaConfigDto: {
            provider: components["schemas"]["CaptchaProvider"];
            /**
             * @description Site key of a hosted provider; null for altcha.
             * @example null
             */
            siteKey: string | null;
        };
        AltchaParametersDto: {
            /** @example SHA-256 */
            algorithm: string;
            /** @example 3f1c… */
            nonce: string;
            /** @example 9ab2… */
            salt: string;
            /** @example 1 */
            cost: number;
            /** @example 32 */
            keyLength: number;
            /** @example 000 */
            keyPrefix: string;
            /** @description Unix time in seconds. */
            expiresAt?: number;
        };
        AltchaChallengeDto: {
            parameters: components["schemas"]["AltchaParametersDto"];
            /** @description HMAC of the parameters. */
            signature: string;
        };
        ContactFormDto: {
            /** @example Meera Shah */
            name: string;
            /** @example meera@example.com */
            email: string;
            /** @example Hosting a drive */
            subject: string;
            /** @example Our college would like to host a blood drive in March. */
            message: string;
            /**
             * @description ALTCHA: the widget's base64 payload. Hosted providers: the response token of their widget.
             * @example eyJjaGFsbGVuZ2UiOnsi…
             */
            captchaToken: string;
        };
        ContactRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Meera Shah */
            name: string;
            /** @example meera@example.com */
            email: string;
            /** @example Hosting a drive */
            subject: string;
            /** @example Our college would like to host a blood drive in March. */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-01T09:30:00.000Z
             */
            createdAt: string;
        };
        ContactReplyDto: {
            /** @example Thank you! Our team will call you this week to plan the drive. */
            message: string;
        };
        AdminContactRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Meera Shah */
            name: string;
            /** @example meera@example.com */
            email: string;
            /** @example Hosting a drive */
            subject: string;
            /** @example Our college would like to host a blood drive in March. */
            message: string;
            /**
             * Format: date-time
             * @example 2026-11-01T09:30:00.000Z
             */
            createdAt: string;
            /**
             * @description The latest reply to the sender; null until there is one.
             * @example null
             */
            reply: string | null;
            /**
             * Format: date-time
             * @description When the admin replied; set while the reply is queued or sent (the message counts as answered), null before any reply and while the reply has failed.
             * @example null
             */
            repliedAt: string | null;
            /**
             * @description The reply's email: queued (waiting for the mail server, or retried after a failed attempt), sent (accepted by the mail server) or failed (given up; POST …/reply/retry queues it again); null before any reply.
             * @example null
             * @enum {string|null}
             */
            replyStatus: "queued" | "sent" | "failed" | null;
        };
        VolunteerFormDto: {
            /** @example Asha */
            firstName: string;
            /** @example Patil */
            lastName: string;
            /**
             * Format: date
             * @description A real day in the past; the volunteer is at least 18 years old.
             * @example 1995-04-12
             */
            dob: string;
            /**
             * @example Female
             * @enum {string}
             */
            gender: "Male" | "Female" | "Other";
            /** @example 9876543210 */
            phone: string;
            /** @example asha@example.com */
            email: string;
            /** @example 1 Main Road, Shivajinagar */
            address: string;
            /** @example Pune */
            city: string;
            /** @example Maharashtra */
            state: string;
            /** @example 411005 */
            zipCode: string;
            /** @example I can help at the registration desk. */
            message: string;
            /** @description The event to volunteer at, if any. */
            event?: {
                /** @example 1 */
                id: number;
            } | null;
        };
        VolunteerRecordDto: {
            /** @example 1 */
            id: number;
            /** @example Asha */
            firstName: string;
            /** @example Patil */
            lastName: string;
            /**
             * @description '' once erased (its volunteer deleted their account).
             * @example 1995-04-12
             */
            dob: string | "";
            /** @example Female */
            gender: string;
            /** @example 9876543210 */
            phone: string;
            /** @example asha@example.com */
            email: string;
            /** @example 1 Main Road, Shivajinagar */
            address: string;
            /** @example Pune */
            city: string;
            /** @example Maharashtra */
            state: string;
            /** @example 411005 */
            zipCode: string;
            /** @example I can help at the registration desk. */
            message: string;
            /** @description null when none, or once the event is deleted. */
            event: {
                /** @example 1 */
                id: number;
                /** @example City Blood Drive */
                name: string;
                /** @example Town Hall, Pune */
                location: string;
                /**
                 * Format: date-time
                 * @description UTC.
                 * @example 2026-11-01T09:30:00.000Z
                 */
                dateTime: string;
                /** @example Red Cross Pune */
                organizer: string;
                /**
                 * @description '' when none was given.
                 * @example Walk in between 9:30 and 16:00.
                 */
                description: string;
                /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                drive: {
                    sessions: {
                        /**
                         * Format: date-time
                         * @example 2026-12-05T09:00:00.000Z
                         */
                        start: string;
                        /**
                         * Format: date-time
                         * @example 2026-12-05T12:00:00.000Z
                         */
                        end: string;
                        /** @example 15 */
                        slotMinutes: number;
                        /** @example 4 */
                        chairs: number;
                    }[];
                    /**
                     * @description Appointments that are not cancelled.
                     * @example 12
                     */
                    booked: number;
                    /**
                     * @description Chairs summed over every slot.
                     * @example 48
                     */
                    capacity: number;
                } | null;
            } | null;
            /**
             * Format: date-time
             * @example 2026-11-01T09:30:00.000Z
             */
            createdAt: string;
        };
        OwnVolunteeringDto: {
            /** @example 1 */
            id: number;
            /** @description null when the sign-up named no event, or once the event is deleted. */
            event: {
                /** @example 1 */
                id: number;
                /** @example City Blood Drive */
                name: string;
                /** @example Town Hall, Pune */
                location: string;
                /**
                 * Format: date-time
                 * @description UTC.
                 * @example 2026-11-01T09:30:00.000Z
                 */
                dateTime: string;
                /** @example Red Cross Pune */
                organizer: string;
                /**
                 * @description '' when none was given.
                 * @example Walk in between 9:30 and 16:00.
                 */
                description: string;
                /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                drive: {
                    sessions: {
                        /**
                         * Format: date-time
                         * @example 2026-12-05T09:00:00.000Z
                         */
                        start: string;
                        /**
                         * Format: date-time
                         * @example 2026-12-05T12:00:00.000Z
                         */
                        end: string;
                        /** @example 15 */
                        slotMinutes: number;
                        /** @example 4 */
                        chairs: number;
                    }[];
                    /**
                     * @description Appointments that are not cancelled.
                     * @example 12
                     */
                    booked: number;
                    /**
                     * @description Chairs summed over every slot.
                     * @example 48
                     */
                    capacity: number;
                } | null;
            } | null;
            /**
             * Format: date-time
             * @description When the sign-up was sent (UTC).
             * @example 2026-11-01T09:30:00.000Z
             */
            createdAt: string;
        };
        SubscribeDto: {
            /**
             * @description Stored trimmed and in lower case.
             * @example reader@example.com
             */
            email: string;
        };
        SubscribedDto: {
            /** @example Subscribed to the newsletter. */
            message: string;
            /** @example reader@example.com */
            email: string;
        };
        UnsubscribeDto: {
            /** @description The token of the unsubscribe link in the welcome email. */
            token: string;
        };
        DashboardDto: {
            /**
             * @description Blood requests still Pending.
             * @example 4
             */
            pendingRequests: number;
            /**
             * @description Blood requests Approved: donors are being asked.
             * @example 3
             */
            searchingRequests: number;
            /**
             * @description Blood requests Fulfilled.
             * @example 9
             */
            fulfilledRequests: number;
            /**
             * @description Recorded donations.
             * @example 120
             */
            donors: number;
            /**
             * @description Accounts, whatever their role.
             * @example 300
             */
            users: number;
            /**
             * @description Events whose date and time is still ahead.
             * @example 2
             */
            upcomingEvents: number;
            /**
             * @description Contact messages not replied to yet.
             * @example 5
             */
            unreadContacts: number;
            /**
             * @description Volunteer sign-ups.
             * @example 17
             */
            volunteers: number;
        };
        DashboardChartsDto: {
            /**
             * @description SITE_TIME_ZONE: the zone the days and months are in.
             * @example Asia/Kolkata
             */
            timeZone: string;
            /** @description Today and the 13 days after, earliest first. */
            bookings: {
                /**
                 * @description A calendar day in SITE_TIME_ZONE.
                 * @example 2026-12-05
                 */
                day: string;
                /**
                 * @description Chairs held by appointments that are not cancelled, in slots starting that day.
                 * @example 42
                 */
                booked: number;
                /**
                 * @description Chairs of the slots starting that day.
                 * @example 120
                 */
                capacity: number;
            }[];
            /** @description This month and the 11 before, earliest first. */
            donations: {
                /**
                 * @description A month in SITE_TIME_ZONE.
                 * @example 2026-11
                 */
                month: string;
                /** @description Every blood group, 0 when none. */
                byBloodGroup: {
                    /**
                     * @description Donations by A+ donors.
                     * @example 3
                     */
                    "A+": number;
                    /**
                     * @description Donations by A- donors.
                     * @example 3
                     */
                    "A-": number;
                    /**
                     * @description Donations by B+ donors.
                     * @example 3
                     */
                    "B+": number;
                    /**
                     * @description Donations by B- donors.
                     * @example 3
                     */
                    "B-": number;
                    /**
                     * @description Donations by AB+ donors.
                     * @example 3
                     */
                    "AB+": number;
                    /**
                     * @description Donations by AB- donors.
                     * @example 3
                     */
                    "AB-": number;
                    /**
                     * @description Donations by O+ donors.
                     * @example 3
                     */
                    "O+": number;
                    /**
                     * @description Donations by O- donors.
                     * @example 3
                     */
                    "O-": number;
                };
            }[];
        };
        BoardMemberRecordDto: {
            /**
             * Format: uuid
             * @example 3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11
             */
            _id: string;
            /** @example Priya Nair */
            full_name: string;
            /** @example Leads the open-source team. */
            description: string;
            /** @example https://www.linkedin.com/in/priya */
            linkedin_url: string | null;
            /** @example null */
            twitter_url: string | null;
            /** @example https://github.com/priya */
            github_url: string | null;
            /**
             * @example [
             *       "open-source",
             *       "design"
             *     ]
             */
            teams: ("open-source" | "social" | "broadcast" | "design" | "resource-sharing")[];
            /**
             * @description null when the member has no photo; ?v= changes with every new photo.
             * @example /api/board-members/3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11/photo?v=1767225600000
             */
            photoUrl: string | null;
        };
        BoardMemberFormDto: {
            /** @example Priya Nair */
            full_name: string;
            /** @example Leads the open-source team. */
            description: string;
            /**
             * Format: uri
             * @example https://www.linkedin.com/in/priya
             */
            linkedin_url?: string | null;
            /**
             * Format: uri
             * @example https://x.com/priya
             */
            twitter_url?: string | null;
            /**
             * Format: uri
             * @example https://github.com/priya
             */
            github_url?: string | null;
            /**
             * @example [
             *       "open-source",
             *       "design"
             *     ]
             */
            teams: ("open-source" | "social" | "broadcast" | "design" | "resource-sharing")[];
        };
        TeamMemberRecordDto: {
            /**
             * Format: uuid
             * @example 3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11
             */
            _id: string;
            /** @example Priya Nair */
            full_name: string;
            /** @example Leads the open-source team. */
            description: string;
            /** @example https://www.linkedin.com/in/priya */
            linkedin_url: string | null;
            /** @example null */
            twitter_url: string | null;
            /** @example https://github.com/priya */
            github_url: string | null;
            /**
             * @example [
             *       "open-source",
             *       "design"
             *     ]
             */
            teams: ("open-source" | "social" | "broadcast" | "design" | "resource-sharing")[];
            /**
             * @description null when the member has no photo; ?v= changes with every new photo.
             * @example /api/board-members/3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11/photo?v=1767225600000
             */
            photoUrl: string | null;
            /**
             * Format: uuid
             * @description The same as _id.
             * @example 3f1c2a9e-5b7d-4c1e-9a8f-2d6b0e4c7a11
             */
            id: string;
        };
        ForgotPasswordDto: {
            /**
             * @description Trimmed and lower-cased.
             * @example alice@example.com
             */
            email: string;
            /**
             * @description ALTCHA: the widget's base64 payload. Hosted providers: the response token of their widget.
             * @example eyJjaGFsbGVuZ2UiOnsi…
             */
            captchaToken: string;
        };
        ResetPasswordDto: {
            /**
             * @description The token of the emailed link (its `token` query parameter).
             * @example q3JzS1v2b0xN…
             */
            token: string;
            /**
             * Format: password
             * @example new-secret1
             */
            password: string;
            /**
             * Format: password
             * @description Must equal password.
             * @example new-secret1
             */
            confirmPassword: string;
        };
        ChangePasswordDto: {
            /**
             * Format: password
             * @example old-secret1
             */
            currentPassword: string;
            /**
             * Format: password
             * @example new-secret1
             */
            password: string;
            /**
             * Format: password
             * @description Must equal password.
             * @example new-secret1
             */
            confirmPassword: string;
        };
        TeamMembershipExport: {
            /** @example 1 */
            id: number;
            /** @example city-hospital-staff */
            slug: string;
            /** @example City Hospital staff */
            name: string;
            /**
             * @example workplace
             * @enum {string}
             */
            kind: "workplace" | "college" | "community";
            /** @example K7QX4MPA */
            joinCode: string;
            /** @enum {string} */
            role: "owner" | "member";
            /** @description Whether the team page shows your username. */
            shown: boolean;
            /**
             * Format: date
             * @description The day you joined (SITE_TIME_ZONE): your donations count for the team from it.
             * @example 2026-03-01
             */
            joinedOn: string;
        };
        ConsentRecord: {
            /**
             * @example matching
             * @enum {string}
             */
            purpose: "account" | "matching" | "newsletter" | "eligibility-reminders" | "donation-journey";
            /**
             * @description What was agreed to, as shown then.
             * @example While you are available to donate, we may email you when a patient in your city needs blood that yours suits.
             */
            statement: string;
            /**
             * @description The version of the privacy text agreed to.
             * @example 2026-11-28
             */
            version: string;
            /**
             * Format: date-time
             * @example 2026-11-26T07:00:00.000Z
             */
            givenAt: string;
            /**
             * Format: date-time
             * @description null while the consent stands.
             */
            withdrawnAt: string | null;
        };
        PersonalDataExport: {
            /**
             * Format: date-time
             * @example 2026-11-26T07:00:00.000Z
             */
            exportedAt: string;
            account: {
                /** @example 1 */
                id: number;
                /** @example alice */
                username: string;
                /** @example alice@example.com */
                email: string;
                /** @example 30 */
                age: number | null;
                /** @enum {string|null} */
                bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
                /** @enum {string|null} */
                gender: "male" | "female" | "other" | null;
                /** @example 9876543210 */
                mobile: string | null;
                role: components["schemas"]["Role"];
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
            };
            availability: {
                /**
                 * @description False until the donor says otherwise.
                 * @example true
                 */
                available: boolean;
                /**
                 * @description '' when none.
                 * @example Pune
                 */
                city: string;
                /**
                 * @description How the donor is asked; only email for now.
                 * @example email
                 * @enum {string}
                 */
                channel: "email";
            };
            donations: {
                /** @example 1 */
                id: number;
                /** @example Ravi Kumar */
                name: string;
                bloodGroup: components["schemas"]["BloodGroup"];
                /** @example 2 */
                units: number;
                /** @example +91 9876543210 */
                mobile: string;
                gender: components["schemas"]["FormGender"];
                /** @example 40 */
                age: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @example Pune */
                city: string;
                /** @example 1 Main Road, Shivajinagar */
                address: string;
                /**
                 * Format: date
                 * @example 2026-11-01
                 */
                date: string;
                /** @description The event it was made at; null when none or deleted. */
                event: {
                    /** @example 1 */
                    id: number;
                    /** @example City Blood Drive */
                    name: string;
                    /** @example Town Hall, Pune */
                    location: string;
                    /**
                     * Format: date-time
                     * @description UTC.
                     * @example 2026-11-01T09:30:00.000Z
                     */
                    dateTime: string;
                    /** @example Red Cross Pune */
                    organizer: string;
                    /**
                     * @description '' when none was given.
                     * @example Walk in between 9:30 and 16:00.
                     */
                    description: string;
                    /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                    drive: {
                        sessions: {
                            /**
                             * Format: date-time
                             * @example 2026-12-05T09:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @example 2026-12-05T12:00:00.000Z
                             */
                            end: string;
                            /** @example 15 */
                            slotMinutes: number;
                            /** @example 4 */
                            chairs: number;
                        }[];
                        /**
                         * @description Appointments that are not cancelled.
                         * @example 12
                         */
                        booked: number;
                        /**
                         * @description Chairs summed over every slot.
                         * @example 48
                         */
                        capacity: number;
                    } | null;
                } | null;
                /**
                 * @description Only when not whole-blood: a donation without it was whole-blood.
                 * @example platelets
                 * @enum {string}
                 */
                donationType?: "whole-blood" | "platelets" | "plasma" | "double-red-cells";
            }[];
            /** @description What became of each donation, newest first (status null while not known). */
            donationJourneys: components["schemas"]["MyDonationJourney"][];
            /** @description Every drive appointment, cancelled ones too, earliest first. */
            appointments: components["schemas"]["Appointment"][];
            /** @description The current donor card, if one was issued: its short code and dates. The card shows your username, blood group, donations count and next eligible date, all exported above; its QR code holds an opaque token that the server keeps only as a keyed hash. */
            donorCard: {
                /** @example K7Q2M9XD */
                shortCode: string;
                /** Format: date-time */
                issuedAt: string;
                /** Format: date-time */
                expiresAt: string;
            } | null;
            /** @description Every drive waitlist the account is on, earliest joined first, with any time held for it. */
            waitlists: components["schemas"]["WaitlistEntry"][];
            /** @description Every team the account is in, earliest joined first: its role, the day it joined, whether its username is shown; never the other members. */
            teams: components["schemas"]["TeamMembershipExport"][];
            bloodRequests: {
                /** @example 1 */
                id: number;
                /** @example Ravi Kumar */
                name: string;
                bloodGroup: components["schemas"]["BloodGroup"];
                /** @example 2 */
                units: number;
                /** @example +91 9876543210 */
                mobile: string;
                gender: components["schemas"]["FormGender"];
                /** @example 40 */
                age: number;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                /** @example ravi@example.com */
                email: string;
                /**
                 * @description '' when none was given.
                 * @example Anaemia
                 */
                disease: string;
                status: components["schemas"]["BloodRequestStatus"];
                /**
                 * @description The note of the last approve or reject, if any.
                 * @example null
                 */
                message: string | null;
                /** @example Pune */
                city?: string;
                /** @example Sassoon General Hospital */
                hospital?: string | null;
                /**
                 * Format: date
                 * @example 2026-12-01
                 */
                neededBy?: string | null;
                /** @example false */
                urgent?: boolean;
            }[];
            asks: {
                /** @example 7 */
                requestId: number;
                bloodGroup: components["schemas"]["BloodGroup"];
                /** @example Pune */
                city: string | null;
                /** Format: date-time */
                askedAt: string;
                /** @enum {string|null} */
                answer: "yes" | "no" | null;
                /** Format: date-time */
                answeredAt: string | null;
            }[];
            volunteerSignUps: {
                /** @example 1 */
                id: number;
                /** @example Asha */
                firstName: string;
                /** @example Patil */
                lastName: string;
                /**
                 * @description '' once erased (its volunteer deleted their account).
                 * @example 1995-04-12
                 */
                dob: string | "";
                /** @example Female */
                gender: string;
                /** @example 9876543210 */
                phone: string;
                /** @example asha@example.com */
                email: string;
                /** @example 1 Main Road, Shivajinagar */
                address: string;
                /** @example Pune */
                city: string;
                /** @example Maharashtra */
                state: string;
                /** @example 411005 */
                zipCode: string;
                /** @example I can help at the registration desk. */
                message: string;
                /** @description null when none, or once the event is deleted. */
                event: {
                    /** @example 1 */
                    id: number;
                    /** @example City Blood Drive */
                    name: string;
                    /** @example Town Hall, Pune */
                    location: string;
                    /**
                     * Format: date-time
                     * @description UTC.
                     * @example 2026-11-01T09:30:00.000Z
                     */
                    dateTime: string;
                    /** @example Red Cross Pune */
                    organizer: string;
                    /**
                     * @description '' when none was given.
                     * @example Walk in between 9:30 and 16:00.
                     */
                    description: string;
                    /** @description Its bookable sessions when the event is a donation drive; null for a plain event. */
                    drive: {
                        sessions: {
                            /**
                             * Format: date-time
                             * @example 2026-12-05T09:00:00.000Z
                             */
                            start: string;
                            /**
                             * Format: date-time
                             * @example 2026-12-05T12:00:00.000Z
                             */
                            end: string;
                            /** @example 15 */
                            slotMinutes: number;
                            /** @example 4 */
                            chairs: number;
                        }[];
                        /**
                         * @description Appointments that are not cancelled.
                         * @example 12
                         */
                        booked: number;
                        /**
                         * @description Chairs summed over every slot.
                         * @example 48
                         */
                        capacity: number;
                    } | null;
                } | null;
                /**
                 * Format: date-time
                 * @example 2026-11-01T09:30:00.000Z
                 */
                createdAt: string;
            }[];
            /** @description The subscription of the account's email address, if there is one. */
            newsletter: {
                /** @example alice@example.com */
                email: string;
                /** Format: date-time */
                subscribedAt: string;
                /** Format: date-time */
                unsubscribedAt: string | null;
            } | null;
            /** @description Each login (a refresh-token family), oldest first: dates and the browser and system; never its tokens. */
            sessions: {
                /** Format: date-time */
                startedAt: string;
                /** Format: date-time */
                lastRenewedAt: string;
                /** Format: date-time */
                expiresAt: string;
                /** Format: date-time */
                endedAt: string | null;
                /**
                 * @description Browser and system, as GET /api/user/sessions shows them.
                 * @example Firefox on Android
                 */
                device: string;
                /**
                 * Format: date-time
                 * @description The start of the hour it was last used in.
                 */
                lastUsedAt: string;
            }[];
            /** @description Every consent given, withdrawn ones too, newest first (as GET /api/user/consents lists them). */
            consents: components["schemas"]["ConsentRecord"][];
            /** @description Each device with notifications on, oldest first, as GET /api/user/push-subscriptions lists them: never its push address or keys. */
            pushDevices: {
                /** @example 3 */
                id: number;
                /**
                 * Format: date-time
                 * @description When notifications were turned on on this device.
                 * @example 2026-11-28T09:00:00.000Z
                 */
                createdAt: string;
                /**
                 * @description Browser and system, read from the user agent when it was turned on.
                 * @example Chrome on Android
                 */
                device: string;
                /**
                 * @description The push service's host name.
                 * @example fcm.googleapis.com
                 */
                service: string;
            }[];
            /** @description Each passkey of the account, oldest first, as GET /api/user/passkeys lists them: its name and dates; never its credential id or public key. */
            passkeys: {
                /** @example 4 */
                id: number;
                /** @example Chrome on Android */
                name: string;
                /**
                 * Format: date-time
                 * @description When it was added.
                 * @example 2026-11-28T09:00:00.000Z
                 */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description When it last logged in; null if never.
                 * @example 2026-11-29T18:30:00.000Z
                 */
                lastUsedAt: string | null;
                /** @description Whether the passkey is synced (backed up) beyond the device it was made on, as the device last said. */
                backedUp: boolean;
            }[];
            /** @description Second factors beyond passkeys: dates and counts; never the secret or a recovery code. */
            twoFactor: {
                /**
                 * Format: date-time
                 * @description When the authenticator app was set up; null without one.
                 */
                authenticatorAppSetUpAt: string | null;
                /**
                 * @description How many of its recovery codes are unused.
                 * @example 9
                 */
                recoveryCodesLeft: number;
            };
            /** @description The milestones your donations reached (as GET /api/user/milestones lists them). */
            milestones: {
                /** @description The donation count: 1, 3, 5, 10, 25, 50 or 100 */
                count: number;
                /** @description YYYY-MM-DD: the date of the donation that reached it */
                reachedAt: string;
                /** @description Whether that donation was typed in by the donor rather than recorded at a drive desk */
                selfReported: boolean;
            }[];
            /** @description Eligible-again reminders: what is scheduled and what was sent. */
            eligibilityReminders: {
                /** @description YYYY-MM-DD: the day your current wait ends, while you want to be told; null when nothing is due */
                dueOn: string | null;
                /** @description Each eligible-again reminder sent, oldest first. */
                sent: {
                    eligibleOn: string;
                    /** Format: date-time */
                    sentAt: string;
                }[];
            };
        };
        Consents: {
            /**
             * @description The version of the privacy text new consents are given to.
             * @example 2026-11-28
             */
            currentVersion: string;
            purposes: {
                /**
                 * @example matching
                 * @enum {string}
                 */
                purpose: "account" | "matching" | "newsletter" | "eligibility-reminders" | "donation-journey";
                /** @description Whether it stands now: the account exists, the donor is available, the address is subscribed. */
                given: boolean;
                /** @description What was agreed to (the current text when there is no record of it). */
                statement: string;
                /**
                 * Format: date-time
                 * @description When the standing consent was given; null when not given or given before consents were recorded.
                 */
                givenAt: string | null;
                /**
                 * @description The version of the privacy text agreed to.
                 * @example 2026-11-28
                 */
                version: string | null;
                /** @description Given, and withdrawn with DELETE /api/user/consents/{purpose} (the account consent ends by deleting the account). */
                withdrawable: boolean;
            }[];
            history: components["schemas"]["ConsentRecord"][];
        };
        StepUpRequiredResponse: {
            /** @example 401 */
            statusCode: number;
            /**
             * @description HTTP reason phrase.
             * @example Unauthorized
             */
            error: string;
            /**
             * @description Readable sentence, safe to show to the user.
             * @example Invalid email or password.
             */
            message: string;
            /**
             * @description Present when a recent second-factor check is what is missing (not on a 401 for a missing or invalid token).
             * @enum {string}
             */
            errorCode?: "STEP_UP_REQUIRED";
        };
        AuditEntryDto: {
            /** @example 1 */
            id: number;
            /**
             * Format: date-time
             * @description UTC.
             * @example 2026-11-26T06:30:00.000Z
             */
            at: string;
            /**
             * @description The account that acted; null for a failed login or a password reset.
             * @example 2
             */
            actorId: number | null;
            /**
             * @description The actor's role at the time; null without an actor.
             * @example admin
             * @enum {string|null}
             */
            actorRole: "user" | "volunteer" | "driveStaff" | "moderator" | "admin" | "superAdmin" | null;
            /**
             * @description In product words, e.g. 'user.role-change', 'auth.login-failed', 'users.export'.
             * @example blood-request.approve
             */
            action: string;
            /** @example blood-request */
            recordType: string | null;
            /**
             * @description The record's id; 'account' for a record named by an email.
             * @example 12
             */
            recordId: string | null;
            /**
             * @description The names of the fields sent, never their values.
             * @example [
             *       "status"
             *     ]
             */
            fields: string[];
        };
        MyProfileDto: {
            /** @example 1 */
            id: number;
            /** @example alice */
            username: string;
            /** @example alice@example.com */
            email: string;
            /** @example 30 */
            age: number | null;
            /**
             * @description null: I don't know yet.
             * @enum {string|null}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /** @enum {string|null} */
            gender: "male" | "female" | "other" | null;
            /** @example 9876543210 */
            mobile: string | null;
            role: components["schemas"]["Role"];
            /** @description Whether a donation with this blood group is recorded on the account. */
            bloodGroupConfirmed: boolean;
            /**
             * @description The city you may be asked in; null when none.
             * @example Pune
             */
            city: string | null;
            /**
             * @example email
             * @enum {string}
             */
            contactChannel: "email";
        };
        ProfileUpdateDto: {
            /** @example alice */
            username: string;
            /** @example 9876543210 */
            mobile: string;
            /**
             * @description null: I don't know yet.
             * @example O+
             * @enum {string|null}
             */
            bloodGroup: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "O+" | "O-" | null;
            /**
             * @example female
             * @enum {string}
             */
            gender: "male" | "female" | "other";
            /** @example 30 */
            age: number;
            /**
             * @description The city you may be asked in; left out, null or '' for none.
             * @example Pune
             */
            city?: string | null;
            /**
             * @description How you are asked; only email for now.
             * @example email
             * @enum {string}
             */
            contactChannel: "email";
        };
        EmailChangeDto: {
            /**
             * @description Trimmed and lower-cased.
             * @example alice@example.com
             */
            newEmail: string;
            /**
             * Format: password
             * @example secret1
             */
            password: string;
        };
        EmailChangeConfirmDto: {
            /** @description The token of the link emailed to the new address. */
            token: string;
        };
        PushPublicKey: {
            /**
             * @description The server's VAPID public key (uncompressed P-256 point, base64url): the applicationServerKey of pushManager.subscribe().
             * @example BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM
             */
            publicKey: string;
        };
        PushSubscriptionBody: {
            /**
             * @description The push service's URL for this device; https:// only.
             * @example https://fcm.googleapis.com/fcm/send/dTx…
             */
            endpoint: string;
            /** @description As the browser gives it (usually null); not kept. */
            expirationTime?: number | null;
            keys: {
                /** @description The device's ECDH public key (P-256, base64url). */
                p256dh: string;
                /** @description The authentication secret (16 bytes, base64url). */
                auth: string;
            };
        };
        PushSubscriptionCreated: {
            /** @example 3 */
            id: number;
        };
        PushDeviceDto: {
            /** @example 3 */
            id: number;
            /**
             * Format: date-time
             * @description When notifications were turned on on this device.
             * @example 2026-11-28T09:00:00.000Z
             */
            createdAt: string;
            /**
             * @description Browser and system, read from the user agent when it was turned on.
             * @example Chrome on Android
             */
            device: string;
            /**
             * @description The push service's host name.
             * @example fcm.googleapis.com
             */
            service: string;
        };
        PasskeyRegistrationOptions: {
            /** @description base64url; single use, valid for 5 minutes. */
            challenge: string;
            rp: {
                id?: string;
                name: string;
            } & {
                [key: string]: unknown;
            };
            user: {
                id: string;
                name: string;
                displayName: string;
            } & {
                [key: string]: unknown;
            };
            pubKeyCredParams: ({
                alg: number;
                type: string;
            } & {
                [key: string]: unknown;
            })[];
            timeout?: number;
            /** @description The account's passkeys, so a device holding one does not make another. */
            excludeCredentials?: {
                id: string;
                /** @enum {string} */
                type: "public-key";
                transports?: string[];
            }[];
            authenticatorSelection?: {
                [key: string]: unknown;
            };
            attestation?: string;
        };
        PasskeyRegistrationBody: {
            /**
             * @description The credential id (base64url).
             * @example mE3sQ1yx2XyVQtbhR2c0Lw
             */
            id: string;
            /**
             * @description The same id, as the browser gives it again.
             * @example mE3sQ1yx2XyVQtbhR2c0Lw
             */
            rawId: string;
            /**
             * @example public-key
             * @enum {string}
             */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @description The browser's extension results (not used). */
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            response: {
                /** @description base64url of the clientDataJSON. */
                clientDataJSON: string;
                /** @description base64url of the CBOR attestation object. */
                attestationObject: string;
                authenticatorData?: string;
                transports?: ("ble" | "cable" | "hybrid" | "internal" | "nfc" | "smart-card" | "usb")[];
                publicKeyAlgorithm?: number;
                publicKey?: string;
            };
            /**
             * @description What you call it (at most 60 characters).
             * @example Chrome on Android
             */
            name?: string;
        };
        PasskeyDto: {
            /** @example 4 */
            id: number;
            /** @example Chrome on Android */
            name: string;
            /**
             * Format: date-time
             * @description When it was added.
             * @example 2026-11-28T09:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it last logged in; null if never.
             * @example 2026-11-29T18:30:00.000Z
             */
            lastUsedAt: string | null;
            /** @description Whether the passkey is synced (backed up) beyond the device it was made on, as the device last said. */
            backedUp: boolean;
        };
        PasskeyRename: {
            /**
             * @description What you call it (at most 60 characters).
             * @example Chrome on Android
             */
            name: string;
        };
        PasskeyLoginOptions: {
            /** @description base64url; single use, valid for 5 minutes. */
            challenge: string;
            rpId?: string;
            timeout?: number;
            /** @description Empty: the browser offers the passkeys it holds for this site. */
            allowCredentials?: {
                id: string;
                /** @enum {string} */
                type: "public-key";
                transports?: string[];
            }[];
            userVerification?: string;
        };
        PasskeyLoginBody: {
            /**
             * @description The credential id (base64url).
             * @example mE3sQ1yx2XyVQtbhR2c0Lw
             */
            id: string;
            /**
             * @description The same id, as the browser gives it again.
             * @example mE3sQ1yx2XyVQtbhR2c0Lw
             */
            rawId: string;
            /**
             * @example public-key
             * @enum {string}
             */
            type: "public-key";
            /** @enum {string} */
            authenticatorAttachment?: "platform" | "cross-platform";
            /** @description The browser's extension results (not used). */
            clientExtensionResults?: {
                [key: string]: unknown;
            };
            response: {
                /** @description base64url of the clientDataJSON. */
                clientDataJSON: string;
                /** @description base64url of the authenticator data. */
                authenticatorData: string;
                /** @description base64url of the signature. */
                signature: string;
                /** @description The user handle the passkey was made for. */
                userHandle?: string;
            };
            /** @description true: the refresh cookie gets a Max-Age of REFRESH_TOKEN_TTL_DAYS; otherwise it lasts for the browser session. */
            keepMeLoggedIn?: boolean;
        };
        SecondFactorLogin: {
            challengeToken: string;
            /**
             * @description The 6 digits the authenticator app shows now.
             * @example 492039
             */
            code?: string;
            /**
             * @description One of the recovery codes shown when the authenticator app was added; each works once.
             * @example K7Q2M-XW9PD
             */
            recoveryCode?: string;
            passkey?: {
                /**
                 * @description The credential id (base64url).
                 * @example mE3sQ1yx2XyVQtbhR2c0Lw
                 */
                id: string;
                /**
                 * @description The same id, as the browser gives it again.
                 * @example mE3sQ1yx2XyVQtbhR2c0Lw
                 */
                rawId: string;
                /**
                 * @example public-key
                 * @enum {string}
                 */
                type: "public-key";
                /** @enum {string} */
                authenticatorAttachment?: "platform" | "cross-platform";
                /** @description The browser's extension results (not used). */
                clientExtensionResults?: {
                    [key: string]: unknown;
                };
                response: {
                    /** @description base64url of the clientDataJSON. */
                    clientDataJSON: string;
                    /** @description base64url of the authenticator data. */
                    authenticatorData: string;
                    /** @description base64url of the signature. */
                    signature: string;
                    /** @description The user handle the passkey was made for. */
                    userHandle?: string;
                };
            };
        };
        StepUp: {
            /**
             * @description The 6 digits the authenticator app shows now.
             * @example 492039
             */
            code?: string;
            passkey?: {
                /**
                 * @description The credential id (base64url).
                 * @example mE3sQ1yx2XyVQtbhR2c0Lw
                 */
                id: string;
                /**
                 * @description The same id, as the browser gives it again.
                 * @example mE3sQ1yx2XyVQtbhR2c0Lw
                 */
                rawId: string;
                /**
                 * @example public-key
                 * @enum {string}
                 */
                type: "public-key";
                /** @enum {string} */
                authenticatorAttachment?: "platform" | "cross-platform";
                /** @description The browser's extension results (not used). */
                clientExtensionResults?: {
                    [key: string]: unknown;
                };
                response: {
                    /** @description base64url of the clientDataJSON. */
                    clientDataJSON: string;
                    /** @description base64url of the authenticator data. */
                    authenticatorData: string;
                    /** @description base64url of the signature. */
                    signature: string;
                    /** @description The user handle the passkey was made for. */
                    userHandle?: string;
                };
            };
        };
        StepUpResult: {
            /**
             * Format: date-time
             * @example 2026-11-28T09:10:00.000Z
             */
            stepUpUntil: string;
        };
        DonorMatchDto: {
            /** @example 12 */
            userId: number;
            /** @example asha */
            username: string;
            bloodGroup: components["schemas"]["BloodGroup"];
            /**
             * @description The donor's group is the patient's own.
             * @example true
             */
            exactMatch: boolean;
            /**
             * @description May give whole blood today (UTC) under ELIGIBILITY_RULES.
             * @example true
             */
            eligible: boolean;
            /**
             * Format: date
             * @description The first day they may give; null when they may today.
             * @example null
             */
            nextEligibleDate: string | null;
            /**
             * @description The city the donor is available in.
             * @example Pune
             */
            city: string;
            /**
             * Format: date-time
             * @description When they were asked about this request; null when not (yet).
             * @example 2026-11-26T06:30:00.000Z
             */
            askedAt: string | null;
            /**
             * @description Their answer; null when not asked or not answered.
             * @enum {string|null}
             */
            answer: "yes" | "no" | null;
        };
        ApprovalEffectsDto: {
            /**
             * @description At most this many eligible donors are asked by email at once when a request is approved (MATCH_WAVE_SIZE).
             * @example 10
             */
            donorsPerWave: number;
        };
        DonorAskDto: {
            /** @example 7 */
            requestId: number;
            bloodGroup: components["schemas"]["BloodGroup"];
            /** @example Pune */
            city: string | null;
            /** @example Sassoon General Hospital */
            hospital: string | null;
            /** @example true */
            urgent: boolean;
            /**
             * Format: date
             * @example 2026-12-01
             */
            neededBy: string | null;
            status: components["schemas"]["BloodRequestStatus"];
            /**
             * Format: date-time
             * @example 2026-11-26T06:30:00.000Z
             */
            askedAt: string;
            /**
             * @description Null until they answer.
             * @enum {string|null}
             */
            answer: "yes" | "no" | null;
            /** @description The request's patient and the mobile to call about them: only once the caller said 'yes' and while the requester has an account, else null. */
            requester: {
                /** @example Ravi Kumar */
                name: string;
                /** @example +91 9876543210 */
                mobile: string;
            } | null;
        };
        DonorResponseDto: {
            /**
             * @description 'yes': I can help; 'no': not now.
             * @example yes
             * @enum {string}
             */
            answer: "yes" | "no";
        };
        TwoFactorStatus: {
            /** @description Whether an authenticator app is set up. */
            totp: boolean;
            /**
             * @description Unused recovery codes.
             * @example 10
             */
            recoveryCodesLeft: number;
            /**
             * @description How many passkeys the account has.
             * @example 1
             */
            passkeys: number;
        };
        TotpEnrolment: {
            /**
             * @description Base32; to type into the app when the QR code cannot be scanned.
             * @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
             */
            secret: string;
            /**
             * @description For the QR code.
             * @example otpauth://totp/Blood%20Donation:alice%40example.com?secret=JBSW…&issuer=Blood%20Donation
             */
            otpauthUrl: string;
        };
        TotpConfirm: {
            /**
             * @description The 6 digits the authenticator app shows now.
             * @example 492039
             */
            code: string;
        };
        RecoveryCodes: {
            /**
             * @description 10 single-use codes, shown only this once; only their hashes are kept.
             * @example [
             *       "K7Q2M-XW9PD",
             *       "P3ZRT-8HNCW",
             *       "D6F4J-QA2XV",
             *       "M9KSE-T7RBH",
             *       "W2GNC-5YPDK",
             *       "H8VXA-3JMQS",
             *       "R4TDW-N6ZEF",
             *       "C7PHK-2SXQM",
             *       "Y5BRN-8WDGT",
             *       "F3KQZ-9MVHA"
             *     ]
             */
            recoveryCodes: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    UserSessionsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserSessionDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UserSessionsController_endOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsEnded"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UserSessionsController_end: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A session id, as GET /api/user/sessions lists it */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "That session has ended: that device is logged out."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be the id of a session, as GET /api/user/sessions lists it (errors.id); or: That is the session of this device: log out instead (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description No such session of yours: unknown, already ended or expired, or another account's. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_me: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfileDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_update: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileUpdateDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProfileDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountDeletionController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountDeletionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your account has been deleted. We have sent a confirmation to your email address."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description errors.password: 'Password is incorrect' for a wrong password; otherwise validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description The last superAdmin cannot be deleted. Make another account superAdmin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    UsersController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationResultDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description An account with this email already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, username, email, age, bloodGroup, gender, role, createdAt; default oldest first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of username or email; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); role (user, volunteer, driveStaff, moderator, admin, superAdmin); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (oldest first), streamed in batches. With range, one page of it and the header Content-Range: users <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: users <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItemDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItemDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_changeRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItemDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Only a superAdmin can make someone admin or superAdmin, or change the role of an admin or superAdmin. / You cannot change your own role.
             *
             *     Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The last superAdmin cannot be demoted. Make another account superAdmin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Only a superAdmin can delete an admin or superAdmin. / You cannot delete your own account here.
             *
             *     Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The last superAdmin cannot be deleted. Make another account superAdmin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, username, email, age, bloodGroup, gender, role, createdAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of username or email; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); role (user, volunteer, driveStaff, moderator, admin, superAdmin); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="users.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminUsersController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, username, email, age, bloodGroup, gender, role, createdAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of username or email; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); role (user, volunteer, driveStaff, moderator, admin, superAdmin); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description users <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItemDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountsByEmailController_changeRole: {
        parameters: {
            query: {
                newRole: components["schemas"]["Role"];
            };
            header?: never;
            path: {
                /** @description Email of the account (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserListItemDto"];
                };
            };
            /** @description email must be an email address (errors.email); a missing or unknown newRole (errors.newRole). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Only a superAdmin can make someone admin or superAdmin, or change the role of an admin or superAdmin. / You cannot change your own role.
             *
             *     Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The last superAdmin cannot be demoted. Make another account superAdmin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AccountsByEmailController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Email of the account (any case). */
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "User deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description email must be an email address (errors.email); a missing or unknown newRole (errors.newRole). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Only a superAdmin can delete an admin or superAdmin. / You cannot delete your own account here.
             *
             *     Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The last superAdmin cannot be deleted. Make another account superAdmin first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"] | components["schemas"]["SecondFactorChallenge"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Invalid email or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Missing, unknown, expired, revoked or reused refresh token; the cookie is cleared. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LogoutResultDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EndSessionsController_end: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EndSessionsDto"];
            };
        };
        responses: {
            /** @description Every session of your account has ended. Reset your password now if you think someone else knows it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description This link is not valid or has expired. Log in and end your sessions from your dashboard instead. (errors.token) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Not ready: the instance is still starting (its database not reached yet, or the migrations not run), or the database does not answer within 2 s. Retry-After says when to ask again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    HealthController_live: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_listAll: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, bloodGroup, units, status, city, urgent, neededBy, createdAt, updatedAt; default newest first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, bloodGroup or mobile; case and accents ignored); status (Pending, Approved, Rejected, Fulfilled, Cancelled, Expired); city (the city, case ignored); urgent (true: urgent requests; false: the others that name a city); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (newest first), streamed in batches. With range, one page of it and the header Content-Range: bloodRequests <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: bloodRequests <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBloodRequestDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_listOwn: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, bloodGroup, units, status, city, urgent, neededBy, createdAt, updatedAt; default newest first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, bloodGroup or mobile; case and accents ignored); status (Pending, Approved, Rejected, Fulfilled, Cancelled, Expired); city (the city, case ignored); urgent (true: urgent requests; false: the others that name a city); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (newest first), streamed in batches. With range, one page of it and the header Content-Range: bloodRequests <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: bloodRequests <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnBloodRequestRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. Also for another account's request. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Only pending requests can be deleted. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_approve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        /** @description May be left out entirely. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StatusNoteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /**
             * @description id must be a positive whole number (errors.id).
             *
             *     Validation failed, malformed JSON, unknown field or wrong type.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request is in a status this move is not allowed from, e.g. "This request is Expired and can no longer be approved." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_reject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        /** @description May be left out entirely. */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["StatusNoteDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /**
             * @description id must be a positive whole number (errors.id).
             *
             *     Validation failed, malformed JSON, unknown field or wrong type.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request is in a status this move is not allowed from, e.g. "This request is Expired and can no longer be rejected." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_fulfil: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. Also for a request the caller may not move. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request is in a status this move is not allowed from, e.g. "This request is Expired and can no longer be marked fulfilled." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BloodRequestsController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. Also for a request the caller may not move. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The request is in a status this move is not allowed from, e.g. "This request is Expired and can no longer be cancelled." */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBloodRequestsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBloodRequestsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Request deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBloodRequestsController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, bloodGroup, units, status, city, urgent, neededBy, createdAt, updatedAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, bloodGroup or mobile; case and accents ignored); status (Pending, Approved, Rejected, Fulfilled, Cancelled, Expired); city (the city, case ignored); urgent (true: urgent requests; false: the others that name a city); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="bloodRequests.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminBloodRequestsController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, bloodGroup, units, status, city, urgent, neededBy, createdAt, updatedAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, bloodGroup or mobile; case and accents ignored); status (Pending, Approved, Rejected, Fulfilled, Cancelled, Expired); city (the city, case ignored); urgent (true: urgent requests; false: the others that name a city); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description bloodRequests <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodRequestRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDonationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonationRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description The caller's own donation is dated sooner than the ELIGIBILITY_RULES rule set allows after their earlier ones; the message names the day they may give again (domain's earlyDonationMessage). Only with REFUSE_EARLY_DONATIONS (on by default); an admin's walk-in donor is never refused. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonationsController_listOwn: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, age, bloodGroup, city, units, date; default latest date first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of the donor's name; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (latest date first), streamed in batches. With range, one page of it and the header Content-Range: donorlist <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: donorlist <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonationRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonationsController_listAll: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, age, bloodGroup, city, units, date; default latest date first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of the donor's name; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (latest date first), streamed in batches. With range, one page of it and the header Content-Range: donorlist <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: donorlist <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonationRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationsController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, age, bloodGroup, city, units, date; default ["date","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of the donor's name; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description donorlist <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDonationRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateDonationDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDonationRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationsController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, age, bloodGroup, city, units, date; default ["date","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of the donor's name; case and accents ignored); bloodGroup (A+, A-, B+, B-, AB+, AB-, O+, O-); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="donorlist.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminDonationRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Donation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    MilestonesController_milestones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MilestoneDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAvailabilityController_availability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityRecordDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAvailabilityController_setAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AvailabilityDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvailabilityRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAvailabilityController_eligibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EligibilityRecordDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NeedBoardController_compatibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BloodCompatibilityDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NeedBoardController_needBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NeedBoardLineDto"][];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EventsController_list: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, dateTime, location, organizer; default earliest dateTime first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name or description; case and accents ignored); month (of dateTime, in UTC); upcoming (true: dateTime later than now; false: now or earlier); year (of dateTime, in UTC); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (earliest dateTime first), streamed in batches. With range, one page of it and the header Content-Range: events <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: events <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EventsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EventsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    EventsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Event deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, dateTime, location, organizer; default ["dateTime","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name or description; case and accents ignored); month (of dateTime, in UTC); upcoming (true: dateTime later than now; false: now or earlier); year (of dateTime, in UTC); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description events <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateEventDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateEventDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Event deleted successfully!"
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminEventsController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, dateTime, location, organizer; default ["dateTime","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name or description; case and accents ignored); month (of dateTime, in UTC); upcoming (true: dateTime later than now; false: now or earlier); year (of dateTime, in UTC); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="events.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDriveController_exportAppointments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="drive-<id>-appointments.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDriveController_setSessions: {
        parameters: {
            query?: {
                /** @description true: cancel the bookings the change removes, and email their donors. */
                confirm?: string;
            };
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriveSessionsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Without confirm=true, a change that would cancel bookings: 'This change would cancel 2 bookings; send it again with ?confirm=true to cancel them and tell the donors by email'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDriveController_clear: {
        parameters: {
            query?: {
                /** @description true: cancel the bookings the change removes, and email their donors. */
                confirm?: string;
            };
            header?: never;
            path: {
                /** @description Event id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Event not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Without confirm=true, a change that would cancel bookings: 'This change would cancel 2 bookings; send it again with ?confirm=true to cancel them and tell the donors by email'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDeskController_assignStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                driveId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DriveStaffBodyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveStaff"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     driveId must be a positive whole number (errors.driveId).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description A moderator or admin (sees every drive already): 'Already staff with a wider role (sees every drive): Asha'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDeskController_figures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveFigures"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: 'You are not staff of this drive'.
             *
             *     Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DrivesController_slots: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveSlotDto"][];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DrivesController_book: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'This time is full'; 'Booking for this time has closed' (past, or within BOOKING_CLOSES_MINUTES); 'There is no such time at this drive'; the donor's next eligible date ('You may give blood again from 2027-01-20; choose a drive on or after that day'); the donor's open appointment ('You already have an appointment on Sat, 5 Dec 2026, 09:15 GMT; change or cancel it first'); moving an appointment that is no longer booked ('This appointment is no longer booked'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DrivesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DrivesController_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Appointment id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AppointmentMoveDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Appointment not found (also another donor's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'This time is full'; 'Booking for this time has closed' (past, or within BOOKING_CLOSES_MINUTES); 'There is no such time at this drive'; the donor's next eligible date ('You may give blood again from 2027-01-20; choose a drive on or after that day'); the donor's open appointment ('You already have an appointment on Sat, 5 Dec 2026, 09:15 GMT; change or cancel it first'); moving an appointment that is no longer booked ('This appointment is no longer booked'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DrivesController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Appointment id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Appointment not found (also another donor's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This appointment is no longer booked */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DriveDeskController_drives: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskDrive"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DriveDeskController_list: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                driveId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskAppointment"][];
                };
            };
            /** @description driveId must be a positive whole number (errors.driveId). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: 'You are not staff of this drive'.
             *
             *     Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DriveDeskController_walkIn: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                driveId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WalkInDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskAppointment"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     driveId must be a positive whole number (errors.driveId).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: 'You are not staff of this drive'.
             *
             *     Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description 'No registered donor has this email address'; or the drive is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'Check-in and outcomes are recorded only on the drive's days'; ''No show' is recorded only after the appointment's time'; 'An appointment that is donated cannot become checked-in'; 'The donor's account has no blood group; they add it in their profile first'; a walk-in's open appointment ('This donor already has an appointment on Sat, 5 Dec 2026, 09:15 GMT; check that one in'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DriveDeskController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Appointment id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeskOutcomeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: 'You are not staff of this drive'.
             *
             *     Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Appointment not found (also another donor's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'Check-in and outcomes are recorded only on the drive's days'; ''No show' is recorded only after the appointment's time'; 'An appointment that is donated cannot become checked-in'; 'The donor's account has no blood group; they add it in their profile first'; a walk-in's open appointment ('This donor already has an appointment on Sat, 5 Dec 2026, 09:15 GMT; check that one in'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AppointmentLinkController_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the link in an appointment email. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentByLink"];
                };
            };
            /** @description This appointment link is not valid: a token the server did not sign (malformed, altered, or another appointment's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This appointment link has been used or has expired; use the link in the newest email, or log in: the link was used, a newer email replaced it, the appointment has started (links expire at its start), or it is no longer booked. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AppointmentLinkController_move: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the link in an appointment email. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentByLink"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description This appointment link is not valid: a token the server did not sign (malformed, altered, or another appointment's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'This time is full'; 'Booking for this time has closed' (past, or within BOOKING_CLOSES_MINUTES); 'There is no such time at this drive'; the donor's next eligible date ('You may give blood again from 2027-01-20; choose a drive on or after that day'); the donor's open appointment ('You already have an appointment on Sat, 5 Dec 2026, 09:15 GMT; change or cancel it first'); moving an appointment that is no longer booked ('This appointment is no longer booked'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This appointment link has been used or has expired; use the link in the newest email, or log in: the link was used, a newer email replaced it, the appointment has started (links expire at its start), or it is no longer booked. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AppointmentLinkController_cancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the link in an appointment email. */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentByLink"];
                };
            };
            /** @description This appointment link is not valid: a token the server did not sign (malformed, altered, or another appointment's). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This appointment link has been used or has expired; use the link in the newest email, or log in: the link was used, a newer email replaced it, the appointment has started (links expire at its start), or it is no longer booked. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_status: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DriveWaitlist"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_join: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WaitlistJoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntry"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Drive not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description 'There are free times at this drive; book one of them instead' (a bookable slot has a free chair); 'You are already on this drive's waitlist'; 'You already have an appointment at this drive'; 'Booking at this drive has closed' (no slot is bookable any more); the donor's next eligible date, after the drive's first bookable day ('You may give blood again from 2027-01-20; choose a drive on or after that day'). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Drive (event) id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description You are not on this drive's waitlist */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistEntry"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_offer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the offer link emailed to the donor (single use). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WaitlistOffer"];
                };
            };
            /** @description This offer has expired or has already been answered: accepted, declined, expired, withdrawn by an organiser's change, or never issued. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_accept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the offer link emailed to the donor (single use). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Appointment"];
                };
            };
            /** @description The donor's open appointment elsewhere ('You already have an appointment on Sat, 5 Dec 2026, 09:15 GMT; change or cancel it first'); the donor's next eligible date ('You may give blood again from 2027-01-20; choose a drive on or after that day'). The offer stands until it expires. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This offer has expired or has already been answered: accepted, declined, expired, withdrawn by an organiser's change, or never issued. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    WaitlistController_decline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the offer link emailed to the donor (single use). */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description This offer has expired or has already been answered: accepted, declined, expired, withdrawn by an organiser's change, or never issued. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorCardController_card: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonorCard"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DeskLookupController_lookup: {
        parameters: {
            query: {
                code: string;
            };
            header?: never;
            path: {
                /** @description Drive (event) id */
                driveId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeskLookup"];
                };
            };
            /**
             * @description errors.code: 'code is required: the token the card’s QR code holds, or its short code', 'code matches no donor card: check the short code, or ask the donor to open their card again' (also a tampered token) or 'code is of a donor card that has expired: the donor opens their card again for a new one'; or a bad driveId (errors.driveId).
             *
             *     driveId must be a positive whole number (errors.driveId).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not of the permission table's drive-desk roles, or drive staff not assigned to this drive: 'You are not staff of this drive'.
             *
             *     Role is not one of: moderator, admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description 'code is of a donor with no appointment at this drive'; or the drive is not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationJourneyController_hospitals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hospital"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationJourneyController_addHospital: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HospitalBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Hospital"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description A name on the list already: 'City Hospital is on the list already.'. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationJourneyController_journey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Donation id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonationJourney"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Drive staff, for a donation not given at a drive they staff: 'Only staff of the drive the donation was given at, or an admin, may record its journey.'.
             *
             *     Role is not one of: admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description 'Donation not found.'; or 'No journey is recorded for this donation yet.'. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDonationJourneyController_record: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Donation id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DonationJourneyBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonationJourney"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Drive staff, for a donation not given at a drive they staff: 'Only staff of the drive the donation was given at, or an admin, may record its journey.'.
             *
             *     Role is not one of: admin, superAdmin, driveStaff. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Donation not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonationJourneyController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyDonationJourney"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_leaderboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamLeaderboardRow"][];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamCreateDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamCreated"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_join: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamJoinDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            /**
             * @description Validation failed, unknown field, or 'No team has this join code.' (errors.joinCode).
             *
             *     Validation failed, malformed JSON, unknown field or wrong type.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description You are already a member of this team. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_page: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team's slug (made from its name) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamPage"];
                };
            };
            /** @description Team not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_show: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team's slug (made from its name) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamShownDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Team not found. Or 'You are not a member of this team.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_leave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The team's slug (made from its name) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Team not found. Or 'You are not a member of this team.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's account id (from GET /api/user/teams, the owner's view) */
                userId: number;
                /** @description The team's slug (made from its name) */
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description userId must be a positive whole number (errors.userId). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Only the team’s owner may remove members. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Team not found. Or 'That account is not a member of this team.' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description To leave your own team, use leave. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TeamsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyTeam"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CaptchaController_config: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CaptchaConfigDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    CaptchaController_challenge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AltchaChallengeDto"];
                };
            };
            /** @description This server does not use ALTCHA challenges. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 30 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ContactsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Thank you for your message! We'll get back to you soon."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ContactsController_list: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, email, subject, createdAt, repliedAt; default newest first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, email or subject; case and accents ignored); answered (true: replied to (the reply queued or sent); false: not yet, or the reply failed); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (newest first), streamed in batches. With range, one page of it and the header Content-Range: contacts <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: contacts <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContactRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ContactsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Contact deleted successfully. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Contact not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_reply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactReplyDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContactRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Contact not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Its sender deleted their account: there is no address to reply to. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_retry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContactRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Contact not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Only a reply whose email has failed can be retried. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContactRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Contact not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Contact id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Contact deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Contact not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, email, subject, createdAt, repliedAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, email or subject; case and accents ignored); answered (true: replied to (the reply queued or sent); false: not yet, or the reply failed); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="contacts.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminContactsController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, name, email, subject, createdAt, repliedAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of name, email or subject; case and accents ignored); answered (true: replied to (the reply queued or sent); false: not yet, or the reply failed); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description contacts <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminContactRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    VolunteersController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VolunteerFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    VolunteersController_listAll: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive, at most 100 rows: answer one page instead of every row. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, firstName, lastName, createdAt; default newest first. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of first name, last name, email or phone; case and accents ignored); eventId (the event signed up for); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every row (newest first), streamed in batches. With range, one page of it and the header Content-Range: volunteers <start>-<end>/<total>. */
            200: {
                headers: {
                    /** @description Only with range: volunteers <start>-<end>/<total> */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    VolunteersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Volunteer id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Volunteer deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Volunteer not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OwnVolunteeringController_listOwn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnVolunteeringDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    OwnVolunteeringController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Volunteer sign-up id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have withdrawn your volunteer sign-up."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Volunteer not found. Also for another account's sign-up. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVolunteersController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerRecordDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Volunteer not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVolunteersController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Volunteer id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Volunteer deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Volunteer not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVolunteersController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, firstName, lastName, createdAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of first name, last name, email or phone; case and accents ignored); eventId (the event signed up for); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="volunteers.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminVolunteersController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, firstName, lastName, createdAt; default ["createdAt","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (each of its words starts a word of first name, last name, email or phone; case and accents ignored); eventId (the event signed up for); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description volunteers <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VolunteerRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NewsletterController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscribeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscribedDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 5 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    NewsletterController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "You have been unsubscribed from the newsletter."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description This unsubscribe link is not valid. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDashboardController_dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminDashboardController_charts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardChartsDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"][];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersController_photo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The photo, with the type its bytes show. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Board member not found. / This board member has no photo. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, full_name, createdAt; default ["createdAt","ASC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (case-insensitive part of full_name); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description board-members <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardMemberFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardMemberFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a UUID (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Board member deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_setPhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    photo: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The photo must be at most 2 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The photo must be a JPEG, PNG or WebP image. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_removePhoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoardMemberRecordDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    BoardMembersAdminController_exportCsv: {
        parameters: {
            query?: {
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, full_name, createdAt; default ["createdAt","ASC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (case-insensitive part of full_name); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="board-members.csv" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Malformed sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTeamsController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, full_name, createdAt; default ["createdAt","ASC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: q (case-insensitive part of full_name); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description teams <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberRecordDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTeamsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardMemberFormDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberRecordDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTeamsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberRecordDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTeamsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BoardMemberFormDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TeamMemberRecordDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a UUID (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AdminTeamsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Board member id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Board member deleted successfully."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a UUID (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Board member not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordResetController_forgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "If an account exists for that email, we have sent a link to reset its password."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordResetController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your password has been reset. You can now log in with your new password."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description 'Reset link is invalid or has expired' (an error without errorCode and errors) for an unknown, used or expired token; otherwise validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"] | components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasswordChangeController_change: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your password has been changed. Your other sessions have been logged out."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description 'Current password is incorrect' for a wrong current password; otherwise validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PersonalDataController_exportMine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Content-Disposition: attachment; filename="my-blood-donation-data.json" */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PersonalDataExport"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ConsentsController_mine: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ConsentsController_give: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description eligibility-reminders or donation-journey: consents that are only their record. */
                purpose: "account" | "matching" | "newsletter" | "eligibility-reminders" | "donation-journey";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description purpose must be one of: account, matching, newsletter, eligibility-reminders, donation-journey; Only eligibility-reminders and donation-journey are given here; matching is given by turning availability on, the newsletter by subscribing (errors.purpose). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ConsentsController_withdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description matching (turns availability off), newsletter (unsubscribes the account's address), eligibility-reminders or donation-journey (closes the record). */
                purpose: "account" | "matching" | "newsletter" | "eligibility-reminders" | "donation-journey";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Consents"];
                };
            };
            /** @description purpose must be one of: account, matching, newsletter, eligibility-reminders, donation-journey; The account consent ends when you delete your account (DELETE /api/user/me) (errors.purpose). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuditLogController_page: {
        parameters: {
            query?: {
                /** @description JSON [start, end], 0-based and inclusive; default [0,9], or every id of an id filter (react-admin's getMany); at most 100 rows. */
                range?: unknown;
                /** @description JSON ["field", "ASC"|"DESC"], field one of id, at; default ["at","DESC"]. */
                sort?: unknown;
                /** @description JSON object, keys optional: actorId (the account that acted); action (exactly, e.g. 'user.role-change'); from (entries at or after this ISO date or date-time, UTC); to (entries at or before this ISO date or date-time, UTC); id (an id or a list of ids). */
                filter?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description audit-log <start>-<end>/<total> */
                    "Content-Range"?: string;
                    /** @description Content-Range */
                    "Access-Control-Expose-Headers"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"][];
                };
            };
            /** @description Malformed range, sort or filter (errors names the parameter). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    AuditLogController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Record id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntryDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Audit log entry not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_requestEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "We have sent a link to your new address. Open it within 24 hours to use that address from then on."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An account with this email already exists. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    ProfileController_confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmailChangeConfirmDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Your email address has been changed. Log in with the new address from now on."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description An account with this email already exists. (the address got taken after the link was sent) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This link has expired or has already been used. Ask for a new one from your profile. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_publicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushPublicKey"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_devices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDeviceDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_subscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscriptionCreated"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PushController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Push subscription id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Notifications are off on that device."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description No such push subscription of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeysController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyRegistrationOptions"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeysController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeysController_add: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRegistrationBody"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one; or: This passkey request has expired or was already used. Please try again. / The passkey could not be added: its answer did not match what this site asked. Please try again. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This passkey is already added to an account. / An account keeps at most 20 passkeys. Remove one before adding another. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeysController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Passkey id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Passkey removed."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description No such passkey of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeysController_rename: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Passkey id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyRename"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Passkey renamed."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description No such passkey of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeyLoginController_options: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasskeyLoginOptions"];
                };
            };
            /** @description More than 60 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    PasskeyLoginController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasskeyLoginBody"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description This passkey request has expired or was already used. Please try again. / This passkey is not known here (it may have been removed). Log in with your password, or use another passkey. / The passkey’s answer could not be verified. Please try again. / This passkey’s signature counter went backwards, so it may have been copied. Log in with your password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SecondFactorLoginController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SecondFactorLogin"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponseDto"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description This login has expired. Please log in again. (or a passkey's answer that could not be verified) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Tries are counted per account, whatever the address: 5 failed in 15 minutes, then 429 with Retry-After, answered after a second.
             *
             *     More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait.
             */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SecondFactorLoginController_stepUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StepUp"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StepUpResult"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Tries are counted per account, whatever the address: 5 failed in 15 minutes, then 429 with Retry-After, answered after a second.
             *
             *     More than 10 calls a minute from one address (login: also too many wrong passwords for the account). Retry-After says how many seconds to wait.
             */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    SecondFactorResetController_reset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description User id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Two-factor authentication reset: the account sets up a new second factor at its next login."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /**
             * @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry).
             *
             *     No access token, or an expired or invalid one.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /**
             * @description Not a superAdmin; or You cannot reset your own two-factor authentication here.
             *
             *     Role is not one of: superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description User not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAsksController_matches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonorMatchDto"][];
                };
            };
            /** @description id must be a positive whole number (errors.id). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAsksController_approvalEffects: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovalEffectsDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Role is not one of: moderator, admin, superAdmin. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAsksController_asksOf: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonorAskDto"][];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    DonorAsksController_respond: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Blood request id */
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DonorResponseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DonorAskDto"];
                };
            };
            /**
             * @description Validation failed, malformed JSON, unknown field or wrong type.
             *
             *     id must be a positive whole number (errors.id).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description You were not asked about this blood request. Or, with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description Blood request not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description This blood request is no longer open. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoFactorController_status: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorStatus"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoFactorController_startTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An authenticator app is already set up. Remove it before adding another. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoFactorController_removeTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Authenticator app removed."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageDto"];
                };
            };
            /** @description No access token, or an expired or invalid one; or, with errorCode STEP_UP_REQUIRED: no second-factor check in the last STEP_UP_MINUTES (POST /api/auth/step-up, then retry). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StepUpRequiredResponse"];
                };
            };
            /** @description Answered with errorCode TWO_FACTOR_REQUIRED: a staff account's session that has not proved a second factor (set one up first). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TwoFactorRequiredResponse"];
                };
            };
            /** @description No authenticator app is set up. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
    TwoFactorController_confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirm"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description Validation failed, malformed JSON, unknown field or wrong type. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidationErrorResponseDto"];
                };
            };
            /** @description No access token, or an expired or invalid one. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Start adding an authenticator app first (POST /api/user/2fa/totp). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An authenticator app is already set up. Remove it before adding another. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description Body larger than 100 kB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The JSON body was sent with a Content-Encoding (compressed): send it as it is. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description An unexpected failure (logged); the message says nothing more. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
            /** @description The database is busy or unreachable for a moment; Retry-After says when to try again. */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponseDto"];
                };
            };
        };
    };
}
