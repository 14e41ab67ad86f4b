import type { NationalSymbols } from "./symbols.types";

export const nationalSymbolsEn = {
  intro: "The flag, the coat of arms, the anthem and the national day of the Republic, as set out in",
  flag: {
    heading: "The National Flag",
    imageName: "The national flag of the Republic of Brehon",
    description:
      "Two horizontal bands, green above and blue below, divided by a narrow white stripe. Near the staff, a white disc bears a gold star of eight points. The flag is twice as long as it is high.",
    paragraphs: [
      "Green stands for the land and blue for the sea; the white stripe between them stands for peace. The eight points of the star stand for the eight regions of the Republic, united under the Constitution of 1991.",
    ],
  },
  coatOfArms: {
    heading: "The Coat of Arms",
    paragraphs: [
      "A green shield bears a golden oak tree, with the gold star of the flag above it and wavy lines of blue and white beneath it for the sea. Two red deer hold the shield, and a scroll below carries the national motto, Ceart do Chách, which means Justice for All.",
      "The coat of arms appears on the Republic's passports, on the acts of the National Assembly and on the seals of the courts.",
    ],
  },
  anthem: {
    heading: "The National Anthem",
    paragraphs: [
      "The national anthem is Land of the Just, in Irish Tír na Córa. The poet Nuala Ní Fhearghail wrote the words and Ciarán Mac Suibhne composed the music. It was adopted with the Constitution in 1991, and may be sung in Irish or in English.",
      "It is played at state occasions, at the opening of each new National Assembly and before international matches. Everyone present stands.",
    ],
  },
  nationalDay: {
    heading: "The National Day",
    paragraphs: [
      "Unity Day, 20 May, is the national day and a public holiday. It marks the day the people adopted the Constitution, in the referendum of 20 May 1991.",
      "Government offices are closed that day; online services remain available as usual. The President lays a wreath at the Constitution Monument in Constitution Square, and towns across the Republic hold ceremonies and concerts.",
    ],
  },
} satisfies NationalSymbols;
