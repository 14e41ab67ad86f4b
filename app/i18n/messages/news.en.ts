/** Words of the news page and of the news list ('No News Yet', also on the home page). */
export const newsEn = {
  heading: "Under Construction",
  body: "Our news section is being built. Soon you will find the latest news from the Government of the Republic of Brehon here.",
  home: "Return to Homepage",
  empty: {
    heading: "No News Yet",
    body: "No news articles are currently available. Please check back later.",
  },
};

export type NewsMessages = typeof newsEn;
