import type { Language } from "~/i18n/language";
import { addressOf } from "~/pages/addresses";
import type { Announcement, AnnouncementType, Localized } from "./types";

type AnnouncementId = "new-government-site" | "unity-day-holiday" | "infrastructure-update" | "cybersecurity-update";
type AnnouncementText = Pick<Announcement, "title" | "content">;

/** The date of the announcement that has a page of its own. */
export const NEW_SITE_DATE = "2025-05-16";

/** What is the same in both languages; the text of each language follows. */
const BASE: ReadonlyArray<Omit<Announcement, "title" | "content"> & { id: AnnouncementId }> = [
  { id: "new-government-site", type: "notice", date: NEW_SITE_DATE, link: "/announcements/new-government-site" },
  { id: "unity-day-holiday", type: "notice", date: "2025-05-09", link: "/announcements/unity-day-holiday" },
  {
    id: "infrastructure-update",
    type: "update",
    date: "2025-05-02",
    link: "/announcements/infrastructure-update-details",
  },
  { id: "cybersecurity-update", type: "alert", date: "2025-04-25", link: "/announcements/cybersecurity-update" },
];

const TEXT: Localized<Record<AnnouncementId, AnnouncementText>> = {
  en: {
    "new-government-site": {
      title: "New Government Website Launched",
      content:
        "The official portal of the Republic of Brehon has a new home: government information, services and petitions in one place, in English and Irish.",
    },
    "unity-day-holiday": {
      title: "Unity Day Public Holiday",
      content:
        "Unity Day, 20 May, is a public holiday. Government offices will be closed that day; online services remain available.",
    },
    "infrastructure-update": {
      title: "Infrastructure Update",
      content:
        "Work to upgrade the national road and broadband networks begins this month. See the schedule and the areas affected.",
    },
    "cybersecurity-update": {
      title: "Cybersecurity Update",
      content:
        "Beware of messages that claim to come from government offices and ask for passwords or payments. Government services never ask for your password by e-mail or text message.",
    },
  },
  ga: {
    "new-government-site": {
      title: "Seoladh Suíomh Gréasáin Nua an Rialtais",
      content:
        "Tá baile nua ag tairseach oifigiúil Phoblacht Brehon: eolas, seirbhísí agus achainíocha an Rialtais in aon áit amháin, i mBéarla agus i nGaeilge.",
    },
    "unity-day-holiday": {
      title: "Saoire Phoiblí Lá na hAontachta",
      content:
        "Is lá saoire poiblí é Lá na hAontachta, an 20 Bealtaine. Beidh oifigí an Rialtais dúnta an lá sin; beidh seirbhísí ar líne ar fáil mar is gnách.",
    },
    "infrastructure-update": {
      title: "Nuashonrú ar an mBonneagar",
      content:
        "Tosóidh obair an mhí seo ar an ngréasán náisiúnta bóithre agus leathanbhanda a uasghrádú. Féach an sceideal agus na ceantair lena mbaineann.",
    },
    "cybersecurity-update": {
      title: "Nuashonrú Cibearshlándála",
      content:
        "Bí san airdeall ar theachtaireachtaí a deir gur ó oifigí an Rialtais iad agus a iarrann pasfhocail nó íocaíochtaí. Ní iarrann seirbhísí an Rialtais do phasfhocal riamh trí ríomhphost ná trí theachtaireacht téacs.",
    },
  },
};

function build(language: keyof typeof TEXT): readonly Announcement[] {
  return BASE.map((announcement) => ({ ...announcement, ...TEXT[language][announcement.id] }));
}

/** The four hard-coded announcements (spec), dated 2025-04-25 to 2025-05-16. */
export const ANNOUNCEMENTS: Localized<readonly Announcement[]> = { en: build("en"), ga: build("ga") };

/** Where each language's Atom feed of the announcements is: a stable address a feed reader can keep. */
export const announcementsFeedAddress = (language: Language) => addressOf("/announcements/feed.xml", language);

/** Newest first; ties keep their order. */
export function newestFirst(announcements: readonly Announcement[]): Announcement[] {
  return [...announcements].sort((a, b) => b.date.localeCompare(a.date));
}

/** The home page strip: the newest notice. */
export function latestNotice(announcements: readonly Announcement[]): Announcement | undefined {
  return newestFirst(announcements).find((announcement) => announcement.type === "notice");
}

/** Button variant per type (spec: alert is destructive, notice primary, any other secondary). */
export function announcementVariant(type: AnnouncementType): "destructive" | "default" | "secondary" {
  if (type === "alert") return "destructive";
  if (type === "notice") return "default";
  return "secondary";
}

/** Links to other sites open in a new tab; in-site paths navigate in the app. */
export function isExternalLink(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith("//");
}

/** The body of the one announcement with a page of its own. */
export const NEW_SITE_ARTICLE: Localized<readonly string[]> = {
  en: [
    "The Government of the Republic of Brehon has launched its new official website. Everything the Government publishes for citizens, residents, businesses and visitors is now in one place.",
    "You can read about the President, the National Assembly, the ministries and the Constitution; find a service and apply for it online; follow official announcements; and create or sign a citizen petition.",
    "Every page is available in English and in Irish: choose your language at the top of any page. The site is built to be used with a keyboard, a screen reader or a small screen.",
    "The site will grow over the coming months. Pages marked 'Content Coming Soon' are being written now.",
  ],
  ga: [
    "Tá suíomh gréasáin oifigiúil nua seolta ag Rialtas Phoblacht Brehon. Tá gach a bhfoilsíonn an Rialtas do shaoránaigh, do chónaitheoirí, do ghnólachtaí agus do chuairteoirí in aon áit amháin anois.",
    "Is féidir leat léamh faoin Uachtarán, faoin Tionól Náisiúnta, faoi na Ranna agus faoin mBunreacht; seirbhís a aimsiú agus iarratas a dhéanamh uirthi ar líne; fógraí oifigiúla a leanúint; agus achainí saoránach a chruthú nó a shíniú.",
    "Tá gach leathanach ar fáil i mBéarla agus i nGaeilge: roghnaigh do theanga ag barr aon leathanaigh. Tá an suíomh deartha le go bhféadfaí é a úsáid le méarchlár, le léitheoir scáileáin nó ar scáileán beag.",
    "Fásfaidh an suíomh sna míonna atá romhainn. Tá na leathanaigh ar a bhfuil 'Ábhar ar an mBealach' á scríobh anois.",
  ],
};
