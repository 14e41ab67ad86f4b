import type { AnnouncementsWords } from "./announcements.types";

/** The announcements and the new site's article, in English. */
export const announcementsContentEn = {
  announcements: {
    "new-government-site": {
      title: "New Government Website Launched",
      content:
        "The official portal of the Republic of Brehon has a new home: government information, services and petitions in one place, in English and Irish.",
    },
    "unity-day-holiday": {
      title: "Unity Day Public Holiday",
      content:
        "Unity Day, 20 May, is a public holiday. Government offices will be closed that day; online services remain available.",
    },
    "infrastructure-update": {
      title: "Infrastructure Update",
      content:
        "Work to upgrade the national road and broadband networks begins this month. See the schedule and the areas affected.",
    },
    "cybersecurity-update": {
      title: "Cybersecurity Update",
      content:
        "Beware of messages that claim to come from government offices and ask for passwords or payments. Government services never ask for your password by e-mail or text message.",
    },
  },
  newSiteArticle: [
    "The Government of the Republic of Brehon has launched its new official website. Everything the Government publishes for citizens, residents, businesses and visitors is now in one place.",
    "You can read about the President, the National Assembly, the ministries and the Constitution; find a service and apply for it online; follow official announcements; and create or sign a citizen petition.",
    "Every page is available in English and in Irish: choose your language at the top of any page. The site is built to be used with a keyboard, a screen reader or a small screen.",
    "The site will grow over the coming months. Pages marked 'Content Coming Soon' are being written now.",
  ],
} satisfies AnnouncementsWords;
