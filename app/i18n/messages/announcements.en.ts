/** Words of the announcement list (also on the home page) and of an announcement's own page. */
export const announcementsEn = {
  intro: "Official alerts, notices and updates from the Government of the Republic of Brehon.",
  emptyHome: "There are currently no new announcements.",
  emptyList: "No announcements found.",
  checkBack: "Please check back later for updates.",
  readMore: "Read more",
  opensInNewTab: "(opens in a new tab)",
  types: { alert: "Alert", notice: "Notice", update: "Update" },
  published: "Published",
  feed: "Follow these announcements in a feed reader (Atom feed)",
  feedTitle: "Announcements feed",
  backHome: "Back to Homepage",
};

export type AnnouncementsMessages = typeof announcementsEn;
