import type { InvestmentMessages } from "./investment.en";

export const investmentGa = {
  intro:
    "Cuireann Poblacht Brehon fáilte roimh infheistíocht a chruthaíonn poist agus scileanna. Tacaíonn an Rialtas le hinfheisteoirí i gceithre earnáil tosaíochta.",
  sectorsHeading: "Earnálacha Tosaíochta",
  contactHeading: "Labhair lenár bhFoireann Infheistíochta",
  contactBody:
    "Chun eolas a fháil faoi dhreasachtaí, faoi shuíomhanna agus faoi chomhpháirtíochtaí, scríobh chuig an bhfoireann infheistíochta:",
  back: "Seirbhísí Gnó",
} satisfies InvestmentMessages;
