import type { constitutionEn } from "./constitution.en";

export const constitutionGa = {
  intro:
    "Is é an Bunreacht dlí uachtarach Phoblacht Brehon. Ghlac an pobal leis i reifreann an 20 Bealtaine 1991. Tá seoladh dá chuid féin ag gach airteagal, ionas gur féidir nasc a dhéanamh go díreach leis.",
  preamble: {
    heading: "Brollach",
    text: "Sinne, muintir Brehon, ag cuimhneamh dúinn ar sheandlíthe ár dtíre, a chuir an ceart os cionn na cumhachta, agus sinn meáite ar chónaí le chéile faoi shaoirse, faoi chomhionannas agus faoi shíocháin, glacaimid leis an mBunreacht seo agus tugaimid dúinn féin é.",
  },
  chapters: {
    "chapter-1": {
      heading: "Caibidil I: An Phoblacht",
      articles: {
        "article-1": {
          heading: "An Stát",
          paragraphs: [
            "Is poblacht cheannasach, neamhspleách, dhaonlathach í Brehon. Is í Poblacht Brehon a hainm.",
            "Is ón bpobal a thagann gach cumhacht rialtais, agus feidhmíonn an pobal í trína ionadaithe tofa agus trí reifreann.",
          ],
        },
        "article-2": {
          heading: "Teangacha agus Príomhchathair",
          paragraphs: [
            "Is iad an Ghaeilge agus an Béarla teangacha oifigiúla na Poblachta. Is féidir le gach duine déileáil leis an Stát i gceachtar den dá theanga.",
            "Is í Cathair Brehon príomhchathair na Poblachta.",
          ],
        },
        "article-3": {
          heading: "Siombailí Náisiúnta",
          paragraphs: [
            "Tá dhá bhanda chothrománacha ar an mbratach náisiúnta, ceann glas thuas agus ceann gorm thíos, agus stríoc bhán eatarthu. In aice leis an gcrann tá diosca bán agus réalta órga ocht bpointe air.",
            "Is é Tír na Córa an t-amhrán náisiúnta. Is é an 20 Bealtaine, Lá na hAontachta, an lá náisiúnta: an lá ar glacadh leis an mBunreacht seo.",
          ],
        },
      },
    },
    "chapter-2": {
      heading: "Caibidil II: Bunchearta",
      articles: {
        "article-4": {
          heading: "Saoránacht",
          paragraphs: [
            "Faightear saoránacht Brehon trí bhreith, trí shliocht nó trí eadóirseacht, de réir mar a fhoráiltear le dlí. Ní féidir saoránacht a bhaint d'aon saoránach.",
          ],
        },
        "article-5": {
          heading: "Comhionannas",
          paragraphs: [
            "Tá gach duine comhionann os comhair an dlí. Ní dhéanfar fabhar ná leatrom ar aon duine mar gheall ar a ghnéas, a bhunadh, a theanga, a reiligiún, a chreideamh, a mhíchumas ná a thuairimí.",
          ],
        },
        "article-6": {
          heading: "Saoirsí",
          paragraphs: [
            "Tá ceart ag gach duine chun saoirse cainte, saoirse coinsiasa agus reiligiúin, saoirse chun teacht le chéile go síochánta agus saoirse comhlachais. Ní féidir na cearta sin a theorannú ach le dlí, agus sa mhéid is gá i sochaí dhaonlathach amháin.",
          ],
        },
        "article-7": {
          heading: "Achainíocha",
          paragraphs: [
            "Tá ceart ag gach duine, ina aonar nó in éineacht le daoine eile, achainí a chur faoi bhráid an Tionóil Náisiúnta agus na n-údarás poiblí, agus freagra a fháil laistigh de thréimhse réasúnach.",
          ],
        },
        "article-8": {
          heading: "Príobháideachas",
          paragraphs: [
            "Tá ceart ag gach duine go n-urramófar a shaol príobháideach agus a shaol teaghlaigh, a theach agus a chomhfhreagras. Cosnaíonn an dlí an fhaisnéis phearsanta a choinníonn comhlachtaí poiblí.",
          ],
        },
      },
    },
    "chapter-3": {
      heading: "Caibidil III: An tUachtarán agus an Chomh-Aireacht",
      articles: {
        "article-9": {
          heading: "An tUachtarán",
          paragraphs: [
            "Is é an tUachtarán ceann an stáit. Toghann an pobal an tUachtarán go díreach ar feadh téarma cúig bliana. Ní féidir le haon duine níos mó ná dhá théarma a chur isteach mar Uachtarán, cibé acu a leanann na téarmaí a chéile nó nach leanann.",
            "Is féidir aon saoránach atá 35 bliana d'aois nó níos sine a thoghadh ina Uachtarán.",
          ],
        },
        "article-10": {
          heading: "Cumhachtaí an Uachtaráin",
          paragraphs: [
            "Déanann an tUachtarán ionadaíocht ar an bPoblacht, ceapann sé nó sí na hairí le ceadú an Tionóil Náisiúnta, síníonn sé nó sí billí ina ndlíthe, agus is é an tUachtarán ceannasaí na bhFórsaí Cosanta.",
            "Féadfaidh an tUachtarán bille a chur faoi bhráid na Cúirte Bunreachtúla sula síneoidh sé nó sí é.",
          ],
        },
        "article-11": {
          heading: "An Chomh-Aireacht",
          paragraphs: [
            "Is iad comhaltaí na Comh-Aireachta an tUachtarán, mar chathaoirleach, agus na hairí. Stiúrann sí beartas an Rialtais agus obair na Ranna.",
            "Tá an Chomh-Aireacht freagrach i dteannta a chéile don Tionól Náisiúnta. Má ritheann an Tionól vóta mímhuiníne, caithfidh na hairí éirí as oifig.",
          ],
        },
      },
    },
    "chapter-4": {
      heading: "Caibidil IV: An Tionól Náisiúnta",
      articles: {
        "article-12": {
          heading: "An Tionól Náisiúnta",
          paragraphs: [
            "Is leis an Tionól Náisiúnta an chumhacht dlíthe a dhéanamh. Tá 250 comhalta ann, a thoghtar trí ionadaíocht chionmhar ar feadh téarmaí ceithre bliana.",
            "Is féidir le gach saoránach atá 18 mbliana d'aois nó níos sine vótáil agus seasamh i dtoghchán.",
          ],
        },
        "article-13": {
          heading: "Dlíthe a Dhéanamh",
          paragraphs: [
            "Is féidir leis an gComh-Aireacht nó le deichniúr de chomhaltaí an Tionóil Náisiúnta billí a thabhairt isteach. Déantar dlí de bhille a ritheann an Tionól nuair a shíníonn an tUachtarán é.",
            "Caithfidh an tUachtarán bille a shíniú laistigh de 14 lá ón uair a fhaigheann sé nó sí é, mura gcuireann an tUachtarán faoi bhráid na Cúirte Bunreachtúla é.",
          ],
        },
        "article-14": {
          heading: "An Buiséad",
          paragraphs: [
            "Gach bliain, cuireann an Chomh-Aireacht buiséad faoi bhráid an Tionóil Náisiúnta. Ní ghearrfar aon cháin agus ní chaithfear aon airgead poiblí ach de réir an dlí.",
          ],
        },
      },
    },
    "chapter-5": {
      heading: "Caibidil V: Na Cúirteanna",
      articles: {
        "article-15": {
          heading: "Na Cúirteanna",
          paragraphs: [
            "Riartar an ceartas go poiblí i gcúirteanna a bhunaítear le dlí. Tá na breithiúna neamhspleách agus níl siad faoi réir ach an Bhunreachta seo agus an dlí.",
            "Ceapann an tUachtarán na breithiúna ar ainmniúchán na Comhairle um Cheapacháin Bhreithiúnacha.",
          ],
        },
        "article-16": {
          heading: "An Chúirt Uachtarach",
          paragraphs: [
            "Is í an Chúirt Uachtarach an chúirt achomhairc deiridh. Tá 9 mbreitheamh inti, agus ceaptar gach duine acu ar feadh téarma amháin 12 bhliain le ceadú an Tionóil Náisiúnta.",
          ],
        },
        "article-17": {
          heading: "An Chúirt Bhunreachtúil",
          paragraphs: [
            "Cinneann an Chúirt Bhunreachtúil an bhfuil dlíthe ag teacht leis an mBunreacht seo. Tá 7 mbreitheamh inti, agus ceaptar gach duine acu ar feadh téarma amháin naoi mbliana.",
            "Nuair a chinneann an Chúirt Bhunreachtúil go bhfuil dlí contrártha don Bhunreacht seo, scoireann an dlí sin d'éifeacht a bheith aige.",
          ],
        },
      },
    },
    "chapter-6": {
      heading: "Caibidil VI: Forálacha Deiridh",
      articles: {
        "article-18": {
          heading: "Leasú",
          paragraphs: [
            "Ní féidir an Bunreacht seo a leasú ach le dlí a ritheann dhá thrian de chomhaltaí an Tionóil Náisiúnta agus a fhaomhann an pobal i reifreann.",
          ],
        },
        "article-19": {
          heading: "Teacht i bhFeidhm",
          paragraphs: [
            "Ghlac an pobal leis an mBunreacht seo i reifreann an 20 Bealtaine 1991, agus tháinig sé i bhfeidhm an lá sin.",
          ],
        },
      },
    },
  },
} satisfies typeof constitutionEn;
