/** Words of the investment opportunities page. */
export const investmentEn = {
  intro:
    "The Republic of Brehon welcomes investment that creates jobs and skills. The Government supports investors in four priority sectors.",
  sectorsHeading: "Priority Sectors",
  contactHeading: "Talk to Our Investment Team",
  contactBody: "For information on incentives, sites and partnerships, write to the investment team:",
  back: "Business Services",
};

export type InvestmentMessages = typeof investmentEn;
