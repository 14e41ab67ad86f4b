/** Strings of the information pages. Long copy lives in app/content. */
export const pagesEn = {
  titles: {
    home: "Home",
    government: "Government",
    services: "Government Services",
    investment: "Investment Opportunities",
    announcements: "Announcements",
    newSite: "New Government Website Launched",
    readyBrehon: "Ready Brehon: Nuclear Event Preparedness",
    privacy: "Privacy Policy",
    terms: "Terms of Use",
    sitemap: "Sitemap",
    news: "News",
  },
  categories: {
    "/services/documents": "Document Services",
    "/services/housing": "Housing Services",
    "/services/foreign-affairs": "Foreign Affairs Services",
    "/services/social": "Social Services",
    "/services/e-government": "E-Government Services",
  },
  placeholders: {
    "/services/documents/national-id": "National ID Card",
    "/services/documents/notary": "Notary Services",
    "/services/housing/affordable-programs": "Affordable Housing Programs",
    "/services/housing/property-registration": "Property Registration",
    "/services/housing/land-records": "Land Records",
    "/services/foreign-affairs/missions": "Diplomatic Missions",
    "/services/foreign-affairs/travel-advisories": "Travel Advisories",
    "/services/foreign-affairs/citizens-abroad": "Citizens Abroad",
    "/services/social/welfare": "Welfare Benefits",
    "/services/social/community-support": "Community Support",
    "/services/social/disability-services": "Disability Services",
    "/services/e-government/digital-id": "Digital Identity",
    "/login": "Secure Citizen Portal",
    "/support/e-gov-faq": "E-Government Questions",
    "/accessibility": "Accessibility",
    "/announcements/infrastructure-update-details": "Infrastructure Update",
    "/announcements/unity-day-holiday": "Unity Day Public Holiday",
    "/announcements/cybersecurity-update": "Cybersecurity Update",
  },
  comingSoon: {
    heading: "Content Coming Soon",
    body: "We are preparing this page. Please check back later.",
    home: "Return to Homepage",
  },
};

export type PagesMessages = typeof pagesEn;
export type PlaceholderPath = keyof PagesMessages["placeholders"];
export type CategoryPath = keyof PagesMessages["categories"];
