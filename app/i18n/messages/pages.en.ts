/** Strings of the information pages. Long copy lives in app/content. */
export const pagesEn = {
  titles: {
    home: "Home",
    government: "Government",
    services: "Government Services",
    investment: "Investment Opportunities",
    announcements: "Announcements",
    newSite: "New Government Website Launched",
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
  home: {
    heroTitle: "Welcome to the Republic of Brehon",
    heroBody: "Information and services from the Government, for citizens, residents, businesses and visitors.",
    servicesButton: "Government Services",
    announcementsHeading: "Important Announcements",
    allAnnouncements: "View All Announcements",
    servicesHeading: "Services for You",
    servicesIntro: "Find the service you need and apply online.",
    aboutHeading: "About Our Nation",
    aboutBody:
      "The Republic of Brehon is a parliamentary democracy. Its Constitution guarantees the rights of every citizen and divides power between the President, the National Assembly and independent courts.",
    constitutionLink: "Read the Constitution",
    diplomaticHeading: "Establish Diplomatic Relations",
    diplomaticBody:
      "Governments that wish to establish diplomatic relations with the Republic of Brehon can apply online to the Ministry of Foreign Affairs.",
    diplomaticButton: "Apply for Diplomatic Relations",
    newsHeading: "Latest News",
    allNews: "All News",
  },
  newsEmpty: {
    heading: "No News Yet",
    body: "No news articles are currently available. Please check back later.",
  },
  announcementList: {
    intro: "Official alerts, notices and updates from the Government of the Republic of Brehon.",
    emptyHome: "There are currently no new announcements.",
    emptyList: "No announcements found.",
    checkBack: "Please check back later for updates.",
    readMore: "Read more",
    opensInNewTab: "(opens in a new tab)",
    types: { alert: "Alert", notice: "Notice", update: "Update" },
    published: "Published",
    backHome: "Back to Homepage",
  },
  government: {
    intro:
      "The Republic of Brehon is governed under its Constitution by three branches: the executive, the legislature and the judiciary.",
    branchesHeading: "Branches of Government",
    branchesLabel: "Branches of government",
    ministriesHeading: "Ministries",
    ministriesIntro: "Five ministries carry out the work of the government. Choose one to read about it.",
    ministryLink: "Visit the ministry's page",
    constitutionHeading: "The Constitution",
    constitutionBody:
      "Adopted in 1991, the Constitution is the supreme law of the Republic. It sets out the rights of every citizen and the powers of the President, the National Assembly and the courts. The Constitutional Court rules on whether laws are in keeping with it.",
    constitutionLink: "Read the Constitution",
    courtLink: "The Constitutional Court",
  },
  services: {
    intro: "Apply for documents, permits and registrations, and find help from every ministry, in one place.",
    popularHeading: "Popular Services",
    categoriesHeading: "Services by Category",
    categoriesLabel: "Service categories",
    viewAll: "View All",
    eGovHeading: "E-Government Portal",
    eGovBody:
      "Many services can be used entirely online: apply for documents, follow your requests in the secure citizen portal and prove your identity digitally.",
    eGovLink: "Explore E-Government Services",
    backToServices: "All Government Services",
  },
  investment: {
    intro:
      "The Republic of Brehon welcomes investment that creates jobs and skills. The Government supports investors in four priority sectors.",
    sectorsHeading: "Priority Sectors",
    contactHeading: "Talk to Our Investment Team",
    contactBody: "For information on incentives, sites and partnerships, write to the investment team:",
    back: "Business Services",
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
