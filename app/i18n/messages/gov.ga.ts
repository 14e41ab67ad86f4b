import type { GovMessages } from "./gov.en";

export const govGa = {
  related: "Leathanaigh Ghaolmhara",
  backHome: "Ar ais go dtí an Leathanach Baile",
  ministry: {
    responsibilities: "Obair na Roinne",
    services: "Seirbhísí ar an Tairseach Seo",
    contact: "Déan Teagmháil leis an Roinn",
    allMinistries: "Na Ranna Go Léir",
  },
  contact: {
    email: "Ríomhphost",
    phone: "Teileafón",
  },
  constitution: {
    contents: "Clár Ábhair",
    article: (number: number) => `Airteagal ${number}`,
    backToContents: "Ar ais go dtí an clár ábhair",
  },
} satisfies GovMessages;
