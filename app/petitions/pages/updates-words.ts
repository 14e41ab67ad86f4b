import type { Language } from "~/i18n/languages";

/**
 * The words of the page an update email's unsubscribe link opens (./updates.tsx), in each language: the route's
 * alone, like the confirmation page's.
 */
export const UPDATES_WORDS = {
  en: {
    title: "Stop emails about this petition",
    on: "You asked to be emailed when the Government responds to this petition, when it is debated and when it closes. Your signature stays whatever you choose here.",
    button: "Stop these emails",
    off: {
      title: "You will get no more emails about this petition",
      body: "Your signature still counts. Nothing more will be sent to you about this petition.",
    },
    unknown: {
      title: "This link does not work",
      body: "Check that you opened the whole link from the email.",
    },
    unavailable: "The petitions service is unavailable. Please try again later.",
    petitionLink: "Go to the petition",
  },
  ga: {
    title: "Stop ríomhphoist faoin achainí seo",
    on: "D'iarr tú ríomhphost a fháil nuair a thugann an Rialtas freagra ar an achainí seo, nuair a phléitear í agus nuair a dhúntar í. Fanann do shíniú cibé rud a roghnaíonn tú anseo.",
    button: "Stop na ríomhphoist seo",
    off: {
      title: "Ní bhfaighidh tú ríomhphost eile faoin achainí seo",
      body: "Áirítear do shíniú fós. Ní sheolfar aon rud eile chugat faoin achainí seo.",
    },
    unknown: {
      title: "Ní oibríonn an nasc seo",
      body: "Deimhnigh gur oscail tú an nasc iomlán ón ríomhphost.",
    },
    unavailable: "Níl seirbhís na n-achainíocha ar fáil. Bain triail eile as ar ball.",
    petitionLink: "Téigh chuig an achainí",
  },
} satisfies Record<Language, unknown>;
