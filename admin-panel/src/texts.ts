/** The admin panel's own title; texts both apps show live in @blood-donation/domain. */
export const ADMIN_DASHBOARD_TITLE = 'Admin Dashboard';
