/** Words of the home page. */
export const homeEn = {
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
};

export type HomeMessages = typeof homeEn;
