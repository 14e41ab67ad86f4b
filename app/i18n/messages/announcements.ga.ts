import type { AnnouncementsMessages } from "./announcements.en";

export const announcementsGa = {
  intro: "Foláirimh, fógraí agus nuashonruithe oifigiúla ó Rialtas Phoblacht Brehon.",
  emptyHome: "Níl aon fhógraí nua ann faoi láthair.",
  emptyList: "Níor aimsíodh aon fhógraí.",
  checkBack: "Féach arís ar ball le haghaidh nuashonruithe.",
  readMore: "Léigh tuilleadh",
  opensInNewTab: "(osclaítear i gcluaisín nua é)",
  types: { alert: "Foláireamh", notice: "Fógra", update: "Nuashonrú" },
  published: "Foilsithe",
  feed: "Lean na fógraí seo i léitheoir fothaí (fotha Atom)",
  feedTitle: "Fotha na bhfógraí",
  backHome: "Ar ais go dtí an Leathanach Baile",
} satisfies AnnouncementsMessages;
