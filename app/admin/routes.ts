import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The operators' console: rendered per request, never in the page registry (so
 * never in the navigation, the sitemap or the site search). The server's gate
 * (app/admin/gate.server.ts) answers every address here without a session.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "admin/pages/admin.tsx"),
  route("admin/sign-in", "admin/pages/admin-sign-in.tsx"),
  route("admin/sign-out", "admin/pages/admin-sign-out.tsx"),
  route("admin/setup/:token", "admin/pages/admin-setup.tsx"),
  route("admin/queue", "admin/pages/admin-queue.tsx"),
  route("admin/petitions/:id", "admin/pages/admin-petition.tsx"),
  route("admin/petitions/:id/contact", "admin/pages/admin-petition-contact.tsx"),
  route("admin/petitions/:id/response", "admin/pages/admin-petition-response.tsx"),
  route("admin/translations", "admin/pages/admin-translations.tsx"),
  route("admin/petitions/:id/translation", "admin/pages/admin-petition-translation.tsx"),
  route("admin/sessions", "admin/pages/admin-sessions.tsx"),
  route("admin/audit", "admin/pages/admin-audit.tsx"),
  route("admin/banner", "admin/pages/admin-banner.tsx"),
  route("admin/audit.csv", "admin/pages/admin-audit-csv.ts"),
  route("admin/accounts", "admin/pages/admin-accounts.tsx"),
  route("admin/accounts/:id", "admin/pages/admin-account.tsx"),
];
