import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The operators' console: rendered per request, never in the page registry (so
 * never in the navigation, the sitemap or the site search). The server's gate
 * (server/admin/gate.ts) answers every address here without a session.
 */
export const adminRoutes: RouteConfigEntry[] = [
  route("admin", "routes/admin.tsx"),
  route("admin/sign-in", "routes/admin-sign-in.tsx"),
  route("admin/sign-out", "routes/admin-sign-out.tsx"),
  route("admin/setup/:token", "routes/admin-setup.tsx"),
  route("admin/queue", "routes/admin-queue.tsx"),
  route("admin/petitions/:id", "routes/admin-petition.tsx"),
  route("admin/petitions/:id/contact", "routes/admin-petition-contact.tsx"),
  route("admin/petitions/:id/response", "routes/admin-petition-response.tsx"),
  route("admin/sessions", "routes/admin-sessions.tsx"),
  route("admin/audit", "routes/admin-audit.tsx"),
  route("admin/banner", "routes/admin-banner.tsx"),
  route("admin/audit.csv", "routes/admin-audit-csv.ts"),
  route("admin/accounts", "routes/admin-accounts.tsx"),
  route("admin/accounts/:id", "routes/admin-account.tsx"),
];
