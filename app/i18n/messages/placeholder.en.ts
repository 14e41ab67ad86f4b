/** Words of a page whose content is still to come ('Content Coming Soon'). */
export const placeholderEn = {
  heading: "Content Coming Soon",
  body: "We are preparing this page. Please check back later.",
  home: "Return to Homepage",
};

export type PlaceholderMessages = typeof placeholderEn;
