import type { ConstitutionWords } from "./constitution.types";

export const constitutionEn = {
  intro:
    "The Constitution is the supreme law of the Republic of Brehon. The people adopted it in a referendum on 20 May 1991. Every article has its own address, so you can link to it directly.",
  preamble: {
    heading: "Preamble",
    text: "We, the people of Brehon, remembering the ancient laws of our land, which placed justice above power, and resolved to live together in freedom, equality and peace, adopt this Constitution and give it to ourselves.",
  },
  chapters: {
    "chapter-1": {
      heading: "Chapter I: The Republic",
      articles: {
        "article-1": {
          heading: "The State",
          paragraphs: [
            "Brehon is a sovereign, independent and democratic republic. Its name is the Republic of Brehon.",
            "All powers of government come from the people, who exercise them through their elected representatives and by referendum.",
          ],
        },
        "article-2": {
          heading: "Languages and Capital",
          paragraphs: [
            "Irish and English are the official languages of the Republic. Everyone may deal with the State in either language.",
            "Brehon City is the capital of the Republic.",
          ],
        },
        "article-3": {
          heading: "National Symbols",
          paragraphs: [
            "The national flag has two horizontal bands, green above and blue below, divided by a white stripe. Near the staff a white disc bears a gold star of eight points.",
            "The national anthem is Land of the Just. The national day is 20 May, Unity Day, the day on which this Constitution was adopted.",
          ],
        },
      },
    },
    "chapter-2": {
      heading: "Chapter II: Fundamental Rights",
      articles: {
        "article-4": {
          heading: "Citizenship",
          paragraphs: [
            "Citizenship of Brehon is acquired by birth, by descent or by naturalisation, as the law provides. No citizen may be deprived of citizenship.",
          ],
        },
        "article-5": {
          heading: "Equality",
          paragraphs: [
            "All persons are equal before the law. No one may be favoured or disadvantaged because of sex, origin, language, religion, belief, disability or opinion.",
          ],
        },
        "article-6": {
          heading: "Freedoms",
          paragraphs: [
            "Everyone has the right to freedom of expression, of conscience and religion, of peaceful assembly and of association. These rights may be limited only by law, and only as far as is necessary in a democratic society.",
          ],
        },
        "article-7": {
          heading: "Petitions",
          paragraphs: [
            "Everyone has the right, alone or together with others, to petition the National Assembly and the public authorities, and to receive an answer within a reasonable time.",
          ],
        },
        "article-8": {
          heading: "Privacy",
          paragraphs: [
            "Everyone has the right to respect for their private and family life, their home and their correspondence. The law protects the personal information that public bodies hold.",
          ],
        },
      },
    },
    "chapter-3": {
      heading: "Chapter III: The President and the Cabinet",
      articles: {
        "article-9": {
          heading: "The President",
          paragraphs: [
            "The President is the head of state. The people elect the President directly for a term of five years. A President may serve a maximum of two terms, whether or not they follow one another.",
            "Any citizen who has reached the age of 35 may be elected President.",
          ],
        },
        "article-10": {
          heading: "Powers of the President",
          paragraphs: [
            "The President represents the Republic, appoints the ministers with the approval of the National Assembly, signs bills into law and is the commander of the Defence Forces.",
            "The President may refer a bill to the Constitutional Court before signing it.",
          ],
        },
        "article-11": {
          heading: "The Cabinet",
          paragraphs: [
            "The Cabinet consists of the President, who chairs it, and the ministers. It directs the policy of the government and the work of the ministries.",
            "The Cabinet is collectively responsible to the National Assembly. If the Assembly passes a vote of no confidence, the ministers must resign.",
          ],
        },
      },
    },
    "chapter-4": {
      heading: "Chapter IV: The National Assembly",
      articles: {
        "article-12": {
          heading: "The National Assembly",
          paragraphs: [
            "The power to make laws belongs to the National Assembly. It has 250 members, elected by proportional representation for four-year terms.",
            "Every citizen who has reached the age of 18 may vote and stand for election.",
          ],
        },
        "article-13": {
          heading: "Making Laws",
          paragraphs: [
            "Bills may be introduced by the Cabinet or by ten members of the National Assembly. A bill passed by the Assembly becomes law when the President signs it.",
            "The President must sign a bill within 14 days of receiving it, unless the President refers it to the Constitutional Court.",
          ],
        },
        "article-14": {
          heading: "The Budget",
          paragraphs: [
            "Each year the Cabinet presents a budget to the National Assembly. No tax may be raised and no public money spent except as the law provides.",
          ],
        },
      },
    },
    "chapter-5": {
      heading: "Chapter V: The Courts",
      articles: {
        "article-15": {
          heading: "The Courts",
          paragraphs: [
            "Justice is administered in public by courts established by law. Judges are independent and subject only to this Constitution and the law.",
            "The President appoints judges on the nomination of the Judicial Appointments Council.",
          ],
        },
        "article-16": {
          heading: "The Supreme Court",
          paragraphs: [
            "The Supreme Court is the court of final appeal. It has 9 justices, each appointed for a single term of 12 years with the approval of the National Assembly.",
          ],
        },
        "article-17": {
          heading: "The Constitutional Court",
          paragraphs: [
            "The Constitutional Court decides whether laws agree with this Constitution. It has 7 judges, each appointed for a single term of nine years.",
            "A law that the Constitutional Court finds contrary to this Constitution ceases to have effect.",
          ],
        },
      },
    },
    "chapter-6": {
      heading: "Chapter VI: Final Provisions",
      articles: {
        "article-18": {
          heading: "Amendment",
          paragraphs: [
            "This Constitution may be amended only by a law passed by two thirds of the members of the National Assembly and approved by the people in a referendum.",
          ],
        },
        "article-19": {
          heading: "Entry into Force",
          paragraphs: [
            "The people adopted this Constitution in a referendum on 20 May 1991, and it came into force on that day.",
          ],
        },
      },
    },
  },
} satisfies ConstitutionWords;
