import type { institutionLinksEn, institutionsEn } from "./institutions.en";
import { CHIEF_JUSTICE, CONSTITUTIONAL_COURT_PRESIDENT, MINISTERS, PRESIDENT, SPEAKER } from "./office-holders";

export const institutionsGa = {
  "/government/president": {
    intro: "Is é Uachtarán Phoblacht Brehon ceann an stáit. Toghann an pobal an tUachtarán go díreach.",
    sections: [
      {
        heading: "Ról an Uachtaráin",
        paragraphs: [
          "Déanann an tUachtarán ionadaíocht ar an bPoblacht sa bhaile agus thar lear. Is é an tUachtarán cathaoirleach na Comh-Aireachta, agus féachann sé nó sí chuige go gcuirtear an Bunreacht agus na dlíthe i bhfeidhm.",
          "Téann gach bille a ritheann an Tionól Náisiúnta chuig an Uachtarán, a shíníonn ina dhlí é laistigh de 14 lá nó, más féidir go bhfuil sé contrártha don Bhunreacht, a chuireann faoi bhráid na Cúirte Bunreachtúla é.",
          "Ina theannta sin, is é ról an Uachtaráin:",
        ],
        points: [
          "na hairí a cheapadh, le ceadú an Tionóil Náisiúnta;",
          "breithiúna a cheapadh ar ainmniúchán na Comhairle um Cheapacháin Bhreithiúnacha;",
          "ambasadóirí náisiún eile a ghlacadh;",
          "feidhmiú mar cheannasaí ar na Fórsaí Cosanta.",
        ],
      },
      {
        heading: "Toghchán agus Téarma Oifige",
        paragraphs: [
          "Toghann gach saoránach 18 mbliana d'aois nó níos sine an tUachtarán ar feadh téarma cúig bliana, agus ní féidir le haon duine níos mó ná dhá théarma a chur isteach. Is féidir le haon saoránach atá 35 bliana d'aois nó níos sine seasamh sa toghchán le tacaíocht ó 20 comhalta den Tionól Náisiúnta nó ó 50,000 vótálaí.",
        ],
      },
      {
        heading: "An tUachtarán Reatha",
        paragraphs: [
          `Toghadh ${PRESIDENT} ina hUachtarán i mí na Bealtaine 2022. Críochnóidh a céad téarma i mí na Bealtaine 2027.`,
          "Tá Oifig an Uachtaráin i dTithe an Rialtais, Cearnóg an Bhunreachta, Cathair Brehon.",
        ],
      },
    ],
    contact: {
      heading: "Scríobh chuig an Uachtarán",
      body: "Is féidir litreacha chuig an Uachtarán a sheoladh chuig Oifig an Uachtaráin:",
    },
  },

  "/government/cabinet": {
    intro: "Is í an Chomh-Aireacht Rialtas na Poblachta: an tUachtarán agus na hairí atá i gceannas ar na Ranna.",
    sections: [
      {
        heading: "Obair na Comh-Aireachta",
        paragraphs: [
          "Socraíonn an Chomh-Aireacht beartas an Rialtais, molann sí dlíthe agus an buiséad bliantúil don Tionól Náisiúnta, agus stiúrann sí obair na Ranna. Tagann sí le chéile gach Máirt i dTithe an Rialtais, faoi chathaoirleacht an Uachtaráin.",
          "Tá an Chomh-Aireacht freagrach don Tionól Náisiúnta mar chomhlacht amháin. Is féidir leis an Tionól í a chur as oifig le vóta mímhuiníne.",
        ],
      },
      {
        heading: "Comhaltaí na Comh-Aireachta",
        paragraphs: ["Tá ochtar comhaltaí sa Chomh-Aireacht:"],
        points: [
          `An tUachtarán ${PRESIDENT}, cathaoirleach na Comh-Aireachta`,
          `${MINISTERS["foreign-affairs"]}, an tAire Gnóthaí Eachtracha`,
          `${MINISTERS.finance}, an tAire Airgeadais`,
          `${MINISTERS.education}, an tAire Oideachais`,
          `${MINISTERS.health}, an tAire Sláinte`,
          `${MINISTERS.defense}, an tAire Cosanta`,
          `${MINISTERS.housing}, an tAire Tithíochta`,
          `${MINISTERS.social}, an tAire Gnóthaí Sóisialta`,
        ],
      },
      {
        heading: "Conas a Cheaptar Airí",
        paragraphs: [
          "Ceapann an tUachtarán gach aire, agus caithfidh tromlach an Tionóil Náisiúnta an ceapachán a cheadú. Ní gá gur comhalta den Tionól é an t-aire, ach caithfidh sé nó sí teacht os comhair an Tionóil chun ceisteanna an Tionóil a fhreagairt.",
        ],
      },
    ],
  },

  "/government/parliament": {
    intro:
      "Is é an Tionól Náisiúnta parlaimint Phoblacht Brehon. Déanann sé na dlíthe, faomhann sé an buiséad agus tugann sé an Rialtas chun cuntais.",
    sections: [
      {
        heading: "Comhaltaí agus Toghcháin",
        paragraphs: [
          "Toghtar 250 comhalta an Tionóil Náisiúnta trí ionadaíocht chionmhar i 25 dáilcheantar, 10 gcomhalta an ceann. Is féidir le gach saoránach 18 mbliana d'aois nó níos sine vótáil.",
          "Reáchtáladh an t-olltoghchán is déanaí i mí an Mhárta 2024. Beidh an chéad cheann eile ann faoi mhí an Mhárta 2028.",
        ],
      },
      {
        heading: "Obair an Tionóil",
        paragraphs: ["Is é ról an Tionóil Náisiúnta:"],
        points: [
          "dlíthe na Poblachta a dhéanamh, a leasú agus a aisghairm;",
          "an buiséad náisiúnta a fhaomhadh gach bliain;",
          "cead a thabhairt nuair a cheaptar airí agus breithiúna na Cúirte Uachtaraí;",
          "ceisteanna a chur ar na hairí, agus an Chomh-Aireacht a chur as oifig le vóta mímhuiníne más gá;",
          "achainíocha na saoránach a bhreithniú.",
        ],
      },
      {
        heading: "Suíonna agus Coistí",
        paragraphs: [
          "Suíonn an Tionól i dTeach an Tionóil, Cearnóg an Bhunreachta, Cathair Brehon, ón Máirt go dtí an Déardaoin, ach amháin i mí Lúnasa. Tá na suíonna oscailte don phobal agus craoltar beo iad.",
          `Tá coiste buan ann do gach réimse den Rialtas, dhá cheann déag ar fad, agus scrúdaíonn siad na billí go mion. Toghann na comhaltaí Ceann Comhairle chun na suíonna a stiúradh; is é ${SPEAKER} an Ceann Comhairle faoi láthair.`,
        ],
      },
    ],
    contact: {
      heading: "Déan Teagmháil leis an Tionól Náisiúnta",
      body: "Chun ceist a chur faoi shuí, faoi choiste nó faoi chuairt ar Theach an Tionóil, scríobh chuig:",
    },
  },

  "/government/legislation": {
    intro:
      "Is é an Tionól Náisiúnta a dhéanann dlíthe na Poblachta. Míníonn an leathanach seo conas a dhéantar acht de bhille, agus luann sé cuid de na hachtanna atá i bhfeidhm.",
    sections: [
      {
        heading: "Conas a Dhéantar Dlí de Bhille",
        paragraphs: ["Leanann gach bille na céimeanna céanna:"],
        ordered: true,
        points: [
          "Tugann an Chomh-Aireacht, nó aon deichniúr de chomhaltaí an Tionóil Náisiúnta, an bille isteach.",
          "An chéad léamh: foilsítear an bille agus cuirtear chuig an gcoiste a bhaineann lena ábhar é.",
          "Céim an choiste: scrúdaíonn an coiste an bille, éisteann sé le saineolaithe agus leis an bpobal, agus féadfaidh sé leasuithe a mholadh.",
          "An dara léamh: pléann an Tionól ar fad an bille agus vótálann sé ar na leasuithe.",
          "An vóta deiridh: ritear an bille má vótálann tromlach na gcomhaltaí atá i láthair ar a shon.",
          "Síníonn an tUachtarán an bille laistigh de 14 lá, nó cuireann sé nó sí faoi bhráid na Cúirte Bunreachtúla é.",
          "Tagann an t-acht i bhfeidhm nuair a fhoilsítear san Iris Oifigiúil é.",
        ],
      },
      {
        heading: "Cuid de na hAchtanna atá i bhFeidhm",
        paragraphs: ["I measc na n-achtanna a mhúnlaíonn na seirbhísí poiblí ar an tairseach seo:"],
        points: [
          "An tAcht um Shaoránacht 1992: cé hiad saoránaigh Brehon, agus conas a fhaightear saoránacht.",
          "An tAcht um Theangacha Oifigiúla 1993: tá stádas comhionann ag an nGaeilge agus ag an mBéarla i ngach seirbhís phoiblí.",
          "An tAcht Sláinte Poiblí 2001: an tseirbhís sláinte phoiblí agus cosaint na sláinte poiblí.",
          "An tAcht Cuideachtaí 2008: gnó a chlárú, a reáchtáil agus a dhúnadh.",
          "An tAcht um Chosaint Shibhialta 2015: an plean náisiúnta d'éigeandálaí, treoir Brehon Ullamh san áireamh.",
          "An tAcht um Chosaint Sonraí 2018: conas is féidir le comhlachtaí poiblí faisnéis phearsanta a úsáid.",
          "An tAcht um Rialtas Digiteach 2020: an ceart seirbhísí poiblí a úsáid ar líne.",
        ],
      },
      {
        heading: "Athrú ar an Dlí a Mholadh",
        paragraphs: [
          "Is féidir le duine ar bith dlí nua, nó athrú ar dhlí, a mholadh trí achainí a thosú ar an tairseach seo. Déanann coiste an Tionóil Náisiúnta a bhaineann leis an ábhar machnamh ar achainíocha a fhaigheann go leor tacaíochta.",
        ],
      },
    ],
  },

  "/government/judiciary": {
    intro:
      "Tá cúirteanna Phoblacht Brehon neamhspleách. Socraíonn siad díospóidí, triaileann siad cásanna coiriúla agus cosnaíonn siad na cearta a ráthaíonn an Bunreacht.",
    sections: [
      {
        heading: "Cúirteanna Neamhspleácha",
        paragraphs: [
          "Níl breithiúna faoi réir ach an Bhunreachta agus an dlí. Ní féidir breitheamh a chur as oifig ach amháin mar gheall ar mhí-iompar tromchúiseach nó éagumas, le vóta dhá thrian den Tionól Náisiúnta.",
        ],
      },
      {
        heading: "Cúirteanna na Poblachta",
        paragraphs: ["Ó na cúirteanna áitiúla go dtí an chúirt achomhairc deiridh:"],
        points: [
          "Cúirteanna Dúiche: éisteann 40 cúirt áitiúil le mionéilimh shibhialta, le mionchionta agus le cúrsaí teaghlaigh.",
          "An Ard-Chúirt: éisteann sí le cásanna coiriúla tromchúiseacha agus le héilimh shibhialta mhóra, agus le hachomhairc ó na Cúirteanna Dúiche.",
          "An Chúirt Achomhairc: éisteann sí le hachomhairc ón Ard-Chúirt.",
          "An Chúirt Uachtarach: an chúirt achomhairc deiridh.",
          "An Chúirt Bhunreachtúil: cinneann sí an bhfuil dlíthe ag teacht leis an mBunreacht.",
        ],
      },
      {
        heading: "Conas a Cheaptar Breithiúna",
        paragraphs: [
          "Ceapann an tUachtarán breithiúna ar ainmniúchán na Comhairle um Cheapacháin Bhreithiúnacha, comhlacht neamhspleách ina bhfuil breithiúna, dlíodóirí agus baill den phobal. Fógraítear folúntais, agus is féidir le haon dlíodóir cáilithe iarratas a dhéanamh.",
        ],
      },
    ],
    contact: {
      heading: "Seirbhís na gCúirteanna",
      body: "Chun eolas a fháil faoi láithreacha cúirte, faoi tháillí agus faoi chúnamh dlíthiúil, scríobh chuig Seirbhís na gCúirteanna:",
    },
  },

  "/government/supreme-court": {
    intro:
      "Is í an Chúirt Uachtarach cúirt achomhairc deiridh Phoblacht Brehon. Tá a cinntí ceangailteach ar gach cúirt eile.",
    sections: [
      {
        heading: "Na Breithiúna",
        paragraphs: [
          "Tá 9 mbreitheamh sa Chúirt. Ceaptar gach duine acu ar feadh téarma amháin 12 bhliain, nach féidir a athnuachan. Ní chríochnaíonn na téarmaí go léir le chéile: gach ceithre bliana, fágann triúr breithiúna agus ceaptar triúr nua, ionas go n-athraíonn an Chúirt de réir a chéile.",
          `Ceapann an tUachtarán na breithiúna ar ainmniúchán na Comhairle um Cheapacháin Bhreithiúnacha, le ceadú an Tionóil Náisiúnta. Roghnaíonn na breithiúna an Príomh-Bhreitheamh as a measc féin; is í ${CHIEF_JUSTICE} an Príomh-Bhreitheamh faoi láthair.`,
        ],
      },
      {
        heading: "Na Cásanna a Éisteann an Chúirt",
        paragraphs: [
          "Éisteann an Chúirt le hachomhairc ón gCúirt Achomhairc agus, i gcásanna a bhfuil tábhacht phoiblí eisceachtúil ag baint leo, go díreach ón Ard-Chúirt. Suíonn sí i bpainéil de chúigear breithiúna, nó an naonúr ar fad sna cásanna is tábhachtaí.",
        ],
      },
      {
        heading: "Breithiúnais",
        paragraphs: [
          "Tugtar breithiúnais go poiblí i bhFoirgneamh na gCúirteanna, Cathair Brehon, agus foilsítear i nGaeilge agus i mBéarla iad.",
        ],
      },
    ],
  },

  "/government/constitutional-court": {
    intro:
      "Cosnaíonn an Chúirt Bhunreachtúil an Bunreacht. Cinneann sí an bhfuil dlíthe agus gníomhartha an Stáit ag teacht leis.",
    sections: [
      {
        heading: "Na Nithe a Chinneann an Chúirt",
        paragraphs: ["Cinneann an Chúirt Bhunreachtúil:"],
        points: [
          "an bhfuil bille a chuireann an tUachtarán faoina bráid ag teacht leis an mBunreacht, sula ndéantar dlí de;",
          "an bhfuil acht atá i bhfeidhm ag teacht leis an mBunreacht, nuair a iarrann cúirt, 50 comhalta den Tionól Náisiúnta, nó duine a ndéanann an t-acht difear dá chearta, uirthi é sin a dhéanamh;",
          "díospóidí idir an tUachtarán, an Chomh-Aireacht agus an Tionól Náisiúnta faoina gcumhachtaí;",
          "gearáin faoin gcaoi ar reáchtáladh toghcháin agus reifrinn.",
        ],
      },
      {
        heading: "Na Breithiúna",
        paragraphs: [
          `Tá 7 mbreitheamh sa Chúirt, agus ceaptar gach duine acu ar feadh téarma amháin naoi mbliana: roghnaíonn an Tionól Náisiúnta triúr, an tUachtarán beirt agus an Chúirt Uachtarach beirt. Is é ${CONSTITUTIONAL_COURT_PRESIDENT} Uachtarán na Cúirte Bunreachtúla faoi láthair.`,
        ],
      },
      {
        heading: "Éifeacht a Cinntí",
        paragraphs: [
          "Nuair a chinneann an Chúirt go bhfuil dlí contrártha don Bhunreacht, scoireann an dlí sin d'éifeacht a bheith aige an lá a fhoilsítear an cinneadh. Tá cinntí na Cúirte críochnaitheach.",
        ],
      },
    ],
  },
} satisfies typeof institutionsEn;

/** The links to read next, each written once however many pages show it. */
export const institutionLinksGa = {
  cabinet: { title: "An Chomh-Aireacht", description: "An tUachtarán agus na hairí." },
  "article-9": { title: "Airteagal 9: An tUachtarán", description: "A bhfuil sa Bhunreacht faoin oifig." },
  ministries: { title: "Ranna Rialtais", description: "Na Ranna agus a gcuid oibre." },
  president: { title: "An tUachtarán", description: "Ceann an stáit, cathaoirleach na Comh-Aireachta." },
  "article-11": { title: "Airteagal 11: An Chomh-Aireacht", description: "A bhfuil sa Bhunreacht faoin Rialtas." },
  legislation: { title: "Reachtaíocht", description: "Conas a dhéantar dlí de bhille." },
  petitions: { title: "Achainíocha na Saoránach", description: "Cuir tús le hachainí nó sínigh ceann." },
  "article-12": {
    title: "Airteagal 12: An Tionól Náisiúnta",
    description: "A bhfuil sa Bhunreacht faoin bparlaimint.",
  },
  parliament: { title: "An Tionól Náisiúnta", description: "An pharlaimint a dhéanann na dlíthe." },
  "article-13": { title: "Airteagal 13: Dlíthe a Dhéanamh", description: "A bhfuil sa Bhunreacht faoi bhillí." },
  "supreme-court": { title: "An Chúirt Uachtarach", description: "An chúirt achomhairc deiridh." },
  "constitutional-court": { title: "An Chúirt Bhunreachtúil", description: "Caomhnóir an Bhunreachta." },
  "article-15": { title: "Airteagal 15: Na Cúirteanna", description: "A bhfuil sa Bhunreacht faoin gceartas." },
  judiciary: { title: "An Bhreithiúnacht", description: "Conas a eagraítear na cúirteanna." },
  "article-16": { title: "Airteagal 16: An Chúirt Uachtarach", description: "A bhfuil sa Bhunreacht faoin gCúirt." },
  "constitution-text": { title: "An Bunreacht", description: "An téacs iomlán, a glacadh i 1991." },
  "article-17": { title: "Airteagal 17: An Chúirt Bhunreachtúil", description: "A bhfuil sa Bhunreacht faoin gCúirt." },
} satisfies typeof institutionLinksEn;
