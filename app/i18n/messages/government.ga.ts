import type { GovernmentMessages } from "./government.en";

export const governmentGa = {
  intro: "Tá Poblacht Brehon á rialú faoina Bunreacht ag trí chraobh: an feidhmiúchán, an reachtas agus na cúirteanna.",
  branchesHeading: "Craobhacha an Rialtais",
  branchesLabel: "Craobhacha an rialtais",
  ministriesHeading: "Ranna Rialtais",
  ministriesIntro:
    "Déanann na cúig Roinn seo cuid mhór d'obair an Rialtais. Roghnaigh Roinn chun tuilleadh a léamh fúithi.",
  ministryLink: "Téigh go leathanach na Roinne",
  constitutionHeading: "An Bunreacht",
  constitutionBody:
    "Glacadh leis an mBunreacht i 1991, agus is é dlí uachtarach na Poblachta é. Leagann sé amach cearta gach saoránaigh agus cumhachtaí an Uachtaráin, an Tionóil Náisiúnta agus na gcúirteanna. Is í an Chúirt Bhunreachtúil a chinneann an bhfuil dlíthe ag teacht leis.",
  constitutionLink: "Léigh an Bunreacht",
  courtLink: "An Chúirt Bhunreachtúil",
  symbolsHeading: "Siombailí Náisiúnta",
  symbolsArticleLink: "Airteagal 3 den Bhunreacht",
} satisfies GovernmentMessages;
