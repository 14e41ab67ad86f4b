/** Words of the shared government page. */
export const governmentEn = {
  intro:
    "The Republic of Brehon is governed under its Constitution by three branches: the executive, the legislature and the judiciary.",
  branchesHeading: "Branches of Government",
  branchesLabel: "Branches of government",
  ministriesHeading: "Ministries",
  ministriesIntro: "These five ministries carry out much of the government's work. Choose one to read about it.",
  ministryLink: "Visit the ministry's page",
  constitutionHeading: "The Constitution",
  constitutionBody:
    "Adopted in 1991, the Constitution is the supreme law of the Republic. It sets out the rights of every citizen and the powers of the President, the National Assembly and the courts. The Constitutional Court rules on whether laws are in keeping with it.",
  constitutionLink: "Read the Constitution",
  courtLink: "The Constitutional Court",
  symbolsHeading: "National Symbols",
  symbolsArticleLink: "Article 3 of the Constitution",
};

export type GovernmentMessages = typeof governmentEn;
