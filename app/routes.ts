import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The spec's route table (section 2, "Route list"), one line per route.
 * Several paths share one screen; each such line gets its own id.
 */
const shared = (path: string, file: string): RouteConfigEntry => route(path, file, { id: `${file}:${path}` });

export default [
  index("routes/home.tsx"),

  shared("government", "routes/government.tsx"),
  shared("government/leadership", "routes/government.tsx"),
  shared("government/ministries", "routes/government.tsx"),
  shared("government/constitution", "routes/government.tsx"),
  shared("government/symbols", "routes/government.tsx"),

  shared("services", "routes/services.tsx"),
  shared("services/citizenship", "routes/services.tsx"),
  shared("services/business", "routes/services.tsx"),

  // The ten request forms: one definition each in app/forms, one screen for all.
  shared("services/citizenship/application", "routes/service-form.tsx"),
  shared("services/citizenship/passport-application", "routes/service-form.tsx"),
  shared("services/citizenship/passport-renewal", "routes/service-form.tsx"),
  shared("services/citizenship/visa", "routes/service-form.tsx"),
  shared("services/citizenship/residence-permits", "routes/service-form.tsx"),
  shared("services/documents/birth-certificate", "routes/service-form.tsx"),
  shared("services/business/registration", "routes/service-form.tsx"),
  shared("services/business/tax-filing", "routes/service-form.tsx"),
  shared("services/business/licenses", "routes/service-form.tsx"),
  shared("diplomatic-relations/apply", "routes/service-form.tsx"),

  route("services/business/investment-opportunities", "routes/investment-opportunities.tsx"),

  // Category pages listing their services.
  shared("services/documents", "routes/service-category.tsx"),
  shared("services/housing", "routes/service-category.tsx"),
  shared("services/foreign-affairs", "routes/service-category.tsx"),
  shared("services/social", "routes/service-category.tsx"),
  shared("services/e-government", "routes/service-category.tsx"),

  // Placeholders: 'Content Coming Soon'.
  shared("services/documents/national-id", "routes/placeholder.tsx"),
  shared("services/documents/notary", "routes/placeholder.tsx"),
  shared("services/housing/affordable-programs", "routes/placeholder.tsx"),
  shared("services/housing/property-registration", "routes/placeholder.tsx"),
  shared("services/housing/land-records", "routes/placeholder.tsx"),
  shared("services/foreign-affairs/missions", "routes/placeholder.tsx"),
  shared("services/foreign-affairs/travel-advisories", "routes/placeholder.tsx"),
  shared("services/foreign-affairs/citizens-abroad", "routes/placeholder.tsx"),
  shared("services/social/welfare", "routes/placeholder.tsx"),
  shared("services/social/community-support", "routes/placeholder.tsx"),
  shared("services/social/disability-services", "routes/placeholder.tsx"),
  shared("services/e-government/digital-id", "routes/placeholder.tsx"),
  shared("login", "routes/placeholder.tsx"),
  shared("support/e-gov-faq", "routes/placeholder.tsx"),
  shared("accessibility", "routes/placeholder.tsx"),
  shared("announcements/infrastructure-update-details", "routes/placeholder.tsx"),
  shared("announcements/unity-day-holiday", "routes/placeholder.tsx"),
  shared("announcements/cybersecurity-update", "routes/placeholder.tsx"),

  route("announcements", "routes/announcements.tsx"),
  route("announcements/new-government-site", "routes/announcement-new-site.tsx"),
  route("petitions", "routes/petitions.tsx"),
  route("ready-brehon", "routes/ready-brehon.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("news", "routes/news.tsx"),

  // Everything else, including link targets with no page of their own: 404.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfigEntry[];
