import type { NewsMessages } from "./news.en";

export const newsGa = {
  heading: "Faoi Fhorbairt",
  body: "Tá an rannóg nuachta á tógáil. Go luath beidh an nuacht is déanaí ó Rialtas Phoblacht Brehon le fáil anseo.",
  home: "Fill ar an Leathanach Baile",
  empty: {
    heading: "Níl Nuacht Ann Fós",
    body: "Níl aon ailt nuachta ar fáil faoi láthair. Féach arís ar ball.",
  },
} satisfies NewsMessages;
