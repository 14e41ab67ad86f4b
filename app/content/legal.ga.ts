import type { privacyPolicyEn, termsOfUseEn } from "./legal.en";

export const privacyPolicyGa = {
  intro:
    "Tá meas ag Rialtas Phoblacht Brehon ar do phríobháideachas. Míníonn an beartas seo cén t-eolas a bhailíonn an tairseach seo nuair a úsáideann tú í, cén fáth a mbailímid é, agus conas a chosnaímid é.",
  sections: [
    {
      heading: "An tEolas a Bhailímid",
      paragraphs: ["Ní bhailímid ach an t-eolas a theastaíonn chun seirbhísí na tairsí seo a sholáthar."],
      points: [
        "Achainíocha: teideal, cur síos agus catagóir achainí a chuireann tú isteach, agus, más mian leat iad a thabhairt, d'ainm agus do sheoladh ríomhphoist.",
        "Sínithe ar achainíocha: taifead gur cuireadh síniú le hachainí, ceangailte le haitheantóir randamach a choinnítear i bhfianán i do bhrabhsálaí, ionas nach féidir leis an mbrabhsálaí céanna achainí a shíniú faoi dhó.",
        "D'ainm agus do sheoladh ríomhphoist, nuair a iarrann an tairseach iad chun achainí a shíniú: chun an nasc a dheimhníonn do shíniú a sheoladh chugat agus chun síniú amháin in aghaidh an tseolta a chomhaireamh. Ní fhoilsítear riamh iad.",
        "Foirmeacha seirbhíse: ní shábháiltear na sonraí a chuireann tú i bhfoirm iarratais seirbhíse ach i stóras áitiúil do bhrabhsálaí féin. Ní sheoltar chugainn iad.",
        "Eolas teicniúil: úsáidtear seoladh Idirlín do ghléis ar feadh tamaill ghairid chun an tairseach a chosaint ar mhí-úsáid, mar shampla an iomarca iarratas in achar gearr.",
      ],
    },
    {
      heading: "Conas a Úsáidimid d'Eolas",
      paragraphs: ["Úsáidimid an t-eolas a bhailímid:"],
      points: [
        "chun achainíocha a fhoilsiú agus a thaispeáint cé mhéad síniú atá ar gach ceann acu;",
        "chun achainíocha a riar agus, má thug tú seoladh ríomhphoist, chun teagmháil a dhéanamh leat faoi d'achainí;",
        "chun an tairseach a chosaint ar mhí-úsáid agus í a choinneáil ag feidhmiú go slán.",
      ],
    },
    {
      heading: "An tEolas a Fhoilsítear",
      paragraphs: [
        "Tá teideal, cur síos agus catagóir achainí poiblí, mar aon le líon na sínithe atá uirthi, an dáta ar cruthaíodh í agus d'ainm, má thug tú é.",
        "Ní thaispeántar do sheoladh ríomhphoist go poiblí riamh. Ní úsáidtear é ach chun d'achainí a riar agus chun nuashonruithe a chur chugat fúithi.",
      ],
    },
    {
      heading: "Fianáin agus Stóras an Bhrabhsálaí",
      paragraphs: [
        "Úsáideann an tairseach fianán amháin atá fíor-riachtanach: coinníonn sé aitheantóir randamach a thaifeadann na hachainíocha a shínigh an brabhsálaí seo. Níl aon sonraí pearsanta ann agus ní úsáidtear é chun tú a rianú.",
        "Coinnítear na foirmeacha seirbhíse a líonann tú i stóras áitiúil do bhrabhsálaí go dtí go nglanann tú é. Is féidir leat iad a scriosadh am ar bith trí shonraí an tsuímh seo a ghlanadh i do bhrabhsálaí.",
        "Ní stóráiltear do rogha teanga: is cuid de sheoladh an leathanaigh í (tá na leathanaigh Ghaeilge faoi /ga).",
      ],
    },
    {
      heading: "D'Eolas a Roinnt",
      paragraphs: [
        "Ní dhíolaimid d'eolas pearsanta agus ní úsáidimid é le haghaidh fógraíochta. Ní roinnimid é le heagraíochtaí eile, ach amháin nuair a éilíonn an dlí é.",
      ],
    },
    {
      heading: "Slándáil Sonraí",
      paragraphs: [
        "Úsáidimid bearta teicniúla agus eagraíochtúla cuí chun eolas a chosaint ar chailleadh, ar mhí-úsáid agus ar rochtain neamhúdaraithe, lena n-áirítear naisc chriptithe agus rochtain shrianta ar ár gcórais.",
      ],
    },
    {
      heading: "Coinneáil Sonraí",
      paragraphs: [
        "Coinnítear achainíocha agus a gcuid sínithe fad a fhanann an achainí ar an tairseach, agus fad a éilíonn an dlí maidir le taifid phoiblí é. Scriostar na sonraí teagmhála a tugadh le hachainí nuair nach mbíonn gá leo a thuilleadh chun í a riar.",
        "Scriostar an t-ainm agus an seoladh ríomhphoist a tugadh chun achainí a shíniú {retention} tar éis don achainí dúnadh, láithreach má bhaintear an achainí den tairseach, agus nuair a théann nasc deimhnithe as feidhm gan úsáid. Coinnítear líon na sínithe, méarlorg admhála gach sínithe agus loga poiblí na hachainí.",
        "Má chuireann tú tic sa bhosca chun ríomhphost a fháil nuair a thugann an Rialtas freagra nó nuair a phléitear an achainí, coinnímid an rogha sin le do shíniú agus ní úsáidimid do sheoladh ach do na ríomhphoist sin: nuair a fhoilsítear freagra an Rialtais, nuair a shocraítear díospóireacht agus nuair a fhoilsítear toradh na díospóireachta, agus nuair a dhúntar an achainí. Tá nasc i ngach ríomhphost a chuireann deireadh leo láithreach; fanann do shíniú. Scriostar an seoladh ar an sceideal céanna, {retention} tar éis don achainí dúnadh, agus stadann na ríomhphoist nuair a tharraingíonn tú do shíniú siar. Ní fhanann cóip den seoladh inár scuaine ríomhphoist ach go dtí go seoltar gach ríomhphost.",
      ],
    },
    {
      heading: "Do Chearta",
      paragraphs: [
        "Tá sé de cheart agat cóip den eolas pearsanta atá againn fút a iarraidh, é a cheartú, agus é a scriosadh nuair a cheadaíonn an dlí é. Chun iarratas a dhéanamh, scríobh chuig ár nOifigeach Cosanta Sonraí.",
      ],
      contactLabel: "Ríomhphost",
    },
    {
      heading: "Athruithe ar an mBeartas Seo",
      paragraphs: [
        "Féadfaimid an beartas seo a nuashonrú ó am go ham. Taispeánann an dáta éifeachta ag barr an leathanaigh seo an leagan atá i bhfeidhm.",
      ],
    },
  ],
} satisfies typeof privacyPolicyEn;

export const termsOfUseGa = {
  intro:
    "Rialaíonn na téarmaí seo an úsáid a bhaineann tú as tairseach oifigiúil Phoblacht Brehon. Léigh go cúramach iad, le do thoil.",
  sections: [
    {
      heading: "Glacadh leis na Téarmaí",
      paragraphs: [
        "Má úsáideann tú an tairseach seo, glacann tú leis na téarmaí seo. Mura n-aontaíonn tú leo, ná húsáid an tairseach, le do thoil.",
      ],
    },
    {
      heading: "Úsáid na Tairsí",
      paragraphs: ["Ní cheadaítear duit an tairseach seo a úsáid ach chun críocha dleathacha. Ní ceadmhach duit:"],
      points: [
        "iarracht a dhéanamh rochtain neamhúdaraithe a fháil ar an tairseach nó ar na córais atá taobh thiar di;",
        "cur isteach ar an tairseach nó ualach míréasúnta a chur uirthi;",
        "eolas bréagach a chur isteach nó ligean ort gur duine eile thú.",
      ],
    },
    {
      heading: "Achainíocha",
      paragraphs: [
        "Is féidir le duine ar bith achainí a chur isteach nó a shíniú. Nuair a chuireann tú achainí isteach, deimhníonn tú go bhfuil a hábhar cruinn agus dleathach agus gur leatsa é, agus aontaíonn tú go bhfoilseofar a teideal agus a cur síos.",
        "Féadfaimid achainí ar bith atá maslach, clúmhillteach nó mídhleathach a bhaint den tairseach.",
      ],
    },
    {
      heading: "Foirmeacha Seirbhíse",
      paragraphs: [
        "Ní shábhálann foirmeacha iarratais seirbhíse na tairsí seo do shonraí ach i do bhrabhsálaí féin; ní sheoltar chuig aon oifig rialtais iad. Ní thugann sábháil foirme aon stádas, ceadúnas ná cead duit inti féin.",
      ],
    },
    {
      heading: "Maoin Intleachtúil",
      paragraphs: [
        "Mura luaitear a mhalairt, is le Rialtas Phoblacht Brehon ábhar na tairsí seo. Is féidir leat é a atáirgeadh saor in aisce chun críocha neamhthráchtála, ar choinníoll go ndéanann tú é a atáirgeadh go cruinn agus go luann tú an fhoinse. Ní ceadmhach na siombailí náisiúnta a úsáid gan chead.",
      ],
    },
    {
      heading: "Naisc chuig Suíomhanna Eile",
      paragraphs: [
        "Féadfaidh naisc a bheith ar an tairseach seo chuig suíomhanna gréasáin a reáchtálann daoine eile. Níl freagracht orainn as a n-ábhar ná as an gcaoi a láimhseálann siad d'eolas.",
      ],
    },
    {
      heading: "Teorainn Dliteanais",
      paragraphs: [
        "Déanaimid ár ndícheall an t-eolas ar an tairseach seo a choinneáil cruinn agus cothrom le dáta, ach ní féidir linn a ráthú go bhfuil sé iomlán ná saor ó earráidí. A mhéid a cheadaíonn an dlí, níl an Rialtas faoi dhliteanas i leith aon chaillteanais a eascraíonn as úsáid na tairsí seo.",
      ],
    },
    {
      heading: "Athruithe agus an Dlí Rialaithe",
      paragraphs: [
        "Féadfaimid na téarmaí seo a athrú am ar bith; taispeánann an dáta ag barr an leathanaigh seo an leagan atá i bhfeidhm. Is iad dlíthe Phoblacht Brehon a rialaíonn na téarmaí seo, agus tá dlínse eisiach ag a cúirteanna ar aon aighneas.",
      ],
    },
  ],
} satisfies typeof termsOfUseEn;
