import type { InstitutionLinksWords, InstitutionPagesWords } from "./institutions.types";
import { CHIEF_JUSTICE, CONSTITUTIONAL_COURT_PRESIDENT, MINISTERS, PRESIDENT, SPEAKER } from "./office-holders";

export const institutionsEn = {
  "/government/president": {
    intro: "The President of the Republic of Brehon is the head of state, elected directly by the people.",
    sections: [
      {
        heading: "Role of the President",
        paragraphs: [
          "The President represents the Republic at home and abroad, chairs the Cabinet and sees that the Constitution and the laws are carried out.",
          "Every bill passed by the National Assembly comes to the President, who signs it into law within 14 days or, if it may conflict with the Constitution, refers it to the Constitutional Court.",
          "The President also:",
        ],
        points: [
          "appoints the ministers, with the approval of the National Assembly;",
          "appoints judges on the nomination of the Judicial Appointments Council;",
          "receives the ambassadors of other nations;",
          "is the commander of the Defence Forces.",
        ],
      },
      {
        heading: "Election and Term of Office",
        paragraphs: [
          "The President is elected by all citizens aged 18 or over for a term of five years, and may serve a maximum of two terms. Any citizen aged 35 or over may stand for election with the support of 20 members of the National Assembly or of 50,000 voters.",
        ],
      },
      {
        heading: "The Current President",
        paragraphs: [
          `${PRESIDENT} was elected President in May 2022. Her first term ends in May 2027.`,
          "The Office of the President is in Government Buildings, Constitution Square, Brehon City.",
        ],
      },
    ],
    contact: {
      heading: "Write to the President",
      body: "Letters to the President can be sent to the Office of the President:",
    },
  },

  "/government/cabinet": {
    intro: "The Cabinet is the government of the Republic: the President and the ministers who lead the ministries.",
    sections: [
      {
        heading: "What the Cabinet Does",
        paragraphs: [
          "The Cabinet decides government policy, proposes laws and the yearly budget to the National Assembly, and directs the work of the ministries. It meets every Tuesday in Government Buildings, chaired by the President.",
          "The Cabinet answers to the National Assembly as one body. The Assembly can remove it by a vote of no confidence.",
        ],
      },
      {
        heading: "Members of the Cabinet",
        paragraphs: ["The Cabinet has eight members:"],
        points: [
          `President ${PRESIDENT}, who chairs the Cabinet`,
          `${MINISTERS["foreign-affairs"]}, Minister for Foreign Affairs`,
          `${MINISTERS.finance}, Minister for Finance`,
          `${MINISTERS.education}, Minister for Education`,
          `${MINISTERS.health}, Minister for Health`,
          `${MINISTERS.defense}, Minister for Defence`,
          `${MINISTERS.housing}, Minister for Housing`,
          `${MINISTERS.social}, Minister for Social Affairs`,
        ],
      },
      {
        heading: "How Ministers Are Appointed",
        paragraphs: [
          "The President appoints each minister with the approval of a majority of the National Assembly. A minister need not be a member of the Assembly, but must come before it to answer its questions.",
        ],
      },
    ],
  },

  "/government/parliament": {
    intro:
      "The National Assembly is the parliament of the Republic of Brehon. It makes the laws, approves the budget and holds the government to account.",
    sections: [
      {
        heading: "Members and Elections",
        paragraphs: [
          "The 250 members of the National Assembly are elected by proportional representation in 25 constituencies of 10 members each. Every citizen aged 18 or over may vote.",
          "The last general election was held in March 2024. The next is due by March 2028.",
        ],
      },
      {
        heading: "What the Assembly Does",
        paragraphs: ["The National Assembly:"],
        points: [
          "makes, amends and repeals the laws of the Republic;",
          "approves the national budget every year;",
          "approves the appointment of ministers and of the justices of the Supreme Court;",
          "questions ministers, and can remove the Cabinet by a vote of no confidence;",
          "considers the petitions of citizens.",
        ],
      },
      {
        heading: "Sittings and Committees",
        paragraphs: [
          "The Assembly sits in the Assembly House, Constitution Square, Brehon City, from Tuesday to Thursday, except in August. Its sittings are open to the public and broadcast live.",
          `Twelve standing committees examine bills in detail, one for each area of government. The members elect a Speaker to chair the sittings; the Speaker today is ${SPEAKER}.`,
        ],
      },
    ],
    contact: {
      heading: "Contact the National Assembly",
      body: "To ask about a sitting, a committee or a visit to the Assembly House, write to:",
    },
  },

  "/government/legislation": {
    intro:
      "The laws of the Republic are made by the National Assembly. This page explains how a bill becomes an act, and names some of the acts in force.",
    sections: [
      {
        heading: "How a Bill Becomes Law",
        paragraphs: ["Every bill follows the same steps:"],
        ordered: true,
        points: [
          "The Cabinet, or any ten members of the National Assembly, introduce the bill.",
          "First reading: the bill is published and sent to the committee for its subject.",
          "Committee stage: the committee examines the bill, hears experts and the public, and may propose amendments.",
          "Second reading: the whole Assembly debates the bill and votes on the amendments.",
          "Final vote: the bill passes if a majority of the members present vote for it.",
          "The President signs the bill within 14 days, or refers it to the Constitutional Court.",
          "The act comes into force when it is published in the Official Gazette.",
        ],
      },
      {
        heading: "Some Acts in Force",
        paragraphs: ["Among the acts that shape the public services on this portal:"],
        points: [
          "Citizenship Act 1992: who is a citizen of Brehon, and how citizenship is acquired.",
          "Official Languages Act 1993: Irish and English have equal standing in every public service.",
          "Public Health Act 2001: the public health service and the protection of public health.",
          "Companies Act 2008: registering, running and closing a business.",
          "Civil Defence Act 2015: the national plan for emergencies, including the Ready Brehon guide.",
          "Data Protection Act 2018: how public bodies may use personal information.",
          "Digital Government Act 2020: the right to use public services online.",
        ],
      },
      {
        heading: "Proposing a Change in the Law",
        paragraphs: [
          "Anyone can propose a new law or a change to one by starting a petition on this portal. Petitions that gather enough support are considered by the committee of the National Assembly for their subject.",
        ],
      },
    ],
  },

  "/government/judiciary": {
    intro:
      "The courts of the Republic of Brehon are independent. They settle disputes, try criminal cases and protect the rights the Constitution guarantees.",
    sections: [
      {
        heading: "Independent Courts",
        paragraphs: [
          "Judges are subject only to the Constitution and the law. A judge can be removed from office only for serious misconduct or incapacity, by a vote of two thirds of the National Assembly.",
        ],
      },
      {
        heading: "The Courts of the Republic",
        paragraphs: ["From the local courts to the court of final appeal:"],
        points: [
          "District Courts: 40 local courts hear small civil claims, minor offences and family matters.",
          "High Court: hears serious criminal cases and large civil claims, and appeals from the District Courts.",
          "Court of Appeal: hears appeals from the High Court.",
          "Supreme Court: the court of final appeal.",
          "Constitutional Court: decides whether laws agree with the Constitution.",
        ],
      },
      {
        heading: "How Judges Are Appointed",
        paragraphs: [
          "The President appoints judges on the nomination of the Judicial Appointments Council, an independent body of judges, lawyers and members of the public. Vacancies are advertised, and any qualified lawyer may apply.",
        ],
      },
    ],
    contact: {
      heading: "The Courts Service",
      body: "For court locations, fees and legal aid, write to the Courts Service:",
    },
  },

  "/government/supreme-court": {
    intro:
      "The Supreme Court is the court of final appeal of the Republic of Brehon. Its decisions bind every other court.",
    sections: [
      {
        heading: "The Justices",
        paragraphs: [
          "The Court has 9 justices. Each is appointed for a single term of 12 years, which cannot be renewed. The terms are staggered: every four years, three justices leave and three new justices are appointed, so the Court changes gradually.",
          `The President appoints the justices on the nomination of the Judicial Appointments Council, with the approval of the National Assembly. The justices choose the Chief Justice from among themselves; the Chief Justice today is ${CHIEF_JUSTICE}.`,
        ],
      },
      {
        heading: "What the Court Hears",
        paragraphs: [
          "The Court hears appeals from the Court of Appeal, and, in cases of exceptional public importance, directly from the High Court. It sits in panels of five justices, or all nine in the most important cases.",
        ],
      },
      {
        heading: "Judgments",
        paragraphs: [
          "Judgments are delivered in public in the Courts Building, Brehon City, and published in Irish and English.",
        ],
      },
    ],
  },

  "/government/constitutional-court": {
    intro:
      "The Constitutional Court protects the Constitution. It decides whether the laws and the acts of the State agree with it.",
    sections: [
      {
        heading: "What the Court Decides",
        paragraphs: ["The Constitutional Court decides:"],
        points: [
          "whether a bill the President refers to it agrees with the Constitution, before it becomes law;",
          "whether an act in force agrees with the Constitution, when a court, 50 members of the National Assembly or a person whose rights are affected asks it to;",
          "disputes between the President, the Cabinet and the National Assembly about their powers;",
          "complaints about the conduct of elections and referendums.",
        ],
      },
      {
        heading: "The Judges",
        paragraphs: [
          `The Court has 7 judges, each appointed for a single term of nine years: three chosen by the National Assembly, two by the President and two by the Supreme Court. The President of the Constitutional Court today is ${CONSTITUTIONAL_COURT_PRESIDENT}.`,
        ],
      },
      {
        heading: "Effect of Its Decisions",
        paragraphs: [
          "A law the Court finds contrary to the Constitution ceases to have effect on the day the decision is published. The Court's decisions are final.",
        ],
      },
    ],
  },
} satisfies InstitutionPagesWords;

/** The links to read next, each written once however many pages show it. */
export const institutionLinksEn = {
  cabinet: { title: "The Cabinet", description: "The President and the ministers." },
  "article-9": { title: "Article 9: The President", description: "What the Constitution says about the office." },
  ministries: { title: "Ministries", description: "The ministries and what they do." },
  president: { title: "The President", description: "The head of state, who chairs the Cabinet." },
  "article-11": { title: "Article 11: The Cabinet", description: "What the Constitution says about the government." },
  legislation: { title: "Legislation", description: "How a bill becomes law." },
  petitions: { title: "Citizen Petitions", description: "Start or sign a petition." },
  "article-12": {
    title: "Article 12: The National Assembly",
    description: "What the Constitution says about the parliament.",
  },
  parliament: { title: "The National Assembly", description: "The parliament that makes the laws." },
  "article-13": { title: "Article 13: Making Laws", description: "What the Constitution says about bills." },
  "supreme-court": { title: "The Supreme Court", description: "The court of final appeal." },
  "constitutional-court": { title: "The Constitutional Court", description: "The guardian of the Constitution." },
  "article-15": { title: "Article 15: The Courts", description: "What the Constitution says about justice." },
  judiciary: { title: "The Judiciary", description: "How the courts are organised." },
  "article-16": { title: "Article 16: The Supreme Court", description: "What the Constitution says about the Court." },
  "constitution-text": { title: "The Constitution", description: "The full text, adopted in 1991." },
  "article-17": {
    title: "Article 17: The Constitutional Court",
    description: "What the Constitution says about the Court.",
  },
} satisfies InstitutionLinksWords;
