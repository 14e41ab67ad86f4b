import type { announcementsContentEn } from "./announcements.en";

/** The announcements and the new site's article, in Irish. */
export const announcementsContentGa = {
  announcements: {
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
  newSiteArticle: [
    "Tá suíomh gréasáin oifigiúil nua seolta ag Rialtas Phoblacht Brehon. Tá gach a bhfoilsíonn an Rialtas do shaoránaigh, do chónaitheoirí, do ghnólachtaí agus do chuairteoirí in aon áit amháin anois.",
    "Is féidir leat léamh faoin Uachtarán, faoin Tionól Náisiúnta, faoi na Ranna agus faoin mBunreacht; seirbhís a aimsiú agus iarratas a dhéanamh uirthi ar líne; fógraí oifigiúla a leanúint; agus achainí saoránach a chruthú nó a shíniú.",
    "Tá gach leathanach ar fáil i mBéarla agus i nGaeilge: roghnaigh do theanga ag barr aon leathanaigh. Tá an suíomh deartha le go bhféadfaí é a úsáid le méarchlár, le léitheoir scáileáin nó ar scáileán beag.",
    "Fásfaidh an suíomh sna míonna atá romhainn. Tá na leathanaigh ar a bhfuil 'Ábhar ar an mBealach' á scríobh anois.",
  ],
} satisfies typeof announcementsContentEn;
