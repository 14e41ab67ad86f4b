import type { Language } from "~/i18n/languages";
import type { Operation } from "./openapi.server";

/**
 * The developers' page (app/routes/developers.tsx) in each language. The description itself is in English
 * (./openapi.ts, as APIs are read); the Irish page gives each operation's summary and each status's meaning
 * in Irish, and the codes (addresses, parameters, values) as they are, in their tables, marked
 * `translate="no"`. Its sentences name no codes: a code in an Irish sentence would be English text the
 * no-JavaScript check cannot tell from an untranslated phrase.
 */
/** The description's format, named as it is in both languages (marked as English on the Irish page). */
export const DESCRIPTION_FORMAT = "OpenAPI 3.1 (JSON)";

export const DEVELOPER_WORDS = {
  en: {
    intro:
      "The portal's petitions, their signatures, counts and logs, the site search and the open data can be read and used by other programs, through the addresses below. The same description is available in OpenAPI 3.1, for tools that read it.",
    /** Before DESCRIPTION_FORMAT, the link to the description. */
    description: "The description in",
    versioning: "Versions and changes",
    versioningText: [
      "This is version 1 of the API. A change that adds an address, a parameter or a field does not break a program that uses the API; such a change keeps the version number.",
      "A change that would break a program (a field removed or changing its meaning, an address removed) gets new addresses, under /api/v2. The old addresses keep answering for at least twelve months, marked as deprecated in the description and with a Deprecation header, before they are removed.",
    ],
    languageText:
      "Messages are in English or Irish: as the lang parameter says (en or ga), otherwise as the request's Accept-Language header prefers.",
    tags: {
      petitions: "Petitions",
      signatures: "Signatures",
      log: "Each petition's log",
      search: "Search",
      "open-data": "Open data",
      description: "This description",
    } satisfies Record<Operation["tag"], string>,
    parameters: "Parameters",
    parameter: "Name",
    where: "In",
    values: "Values",
    required: "required",
    answers: "Answers",
    status: "Status",
    meaning: "Meaning",
    body: "Body: JSON, with the fields of the description",
    summaries: {} as Partial<Record<string, string>>,
    statuses: {} as Partial<Record<number, string>>,
  },
  ga: {
    intro:
      "Is féidir le ríomhchláir eile achainíocha na tairsí, a sínithe, a gcomhairimh agus a logaí, cuardach an tsuímh agus na sonraí oscailte a léamh agus a úsáid, trí na seoltaí thíos. Tá an cur síos céanna ar fáil i bhfoirm chaighdeánach, d'uirlisí a léann é.",
    description: "An cur síos in",
    versioning: "Leaganacha agus athruithe",
    versioningText: [
      "Seo é leagan 1 den API. Ní bhriseann athrú a chuireann seoladh, paraiméadar nó réimse leis ríomhchlár a úsáideann an API; ní athraíonn a leithéid d'athrú uimhir an leagain.",
      "Athrú a bhrisfeadh ríomhchlár (réimse a bhaint nó a bhrí a athrú, seoladh a bhaint), gheobhaidh sé seoltaí nua, faoi leagan 2. Leanann na seoltaí a bhí ann roimhe ag freagairt ar feadh dhá mhí dhéag ar a laghad, marcáilte mar sheanchaite sa chur síos agus i gceanntásc gach freagra, sula mbaintear iad.",
    ],
    languageText:
      "Tá na teachtaireachtaí i mBéarla nó i nGaeilge: mar a iarrann paraiméadar an iarratais, nó, mura bhfuil sé ann, mar is fearr le ceanntásc teanga an iarratais.",
    tags: {
      petitions: "Achainíocha",
      signatures: "Sínithe",
      log: "Loga gach achainí",
      search: "Cuardach",
      "open-data": "Sonraí oscailte",
      description: "An cur síos seo",
    } satisfies Record<Operation["tag"], string>,
    parameters: "Paraiméadair",
    parameter: "Ainm",
    where: "Suíomh",
    values: "Luachanna",
    required: "riachtanach",
    answers: "Freagraí",
    status: "Stádas",
    meaning: "Brí",
    body: "Corp: JSON, leis na réimsí atá sa chur síos",
    summaries: {
      listPetitions:
        "Leathanach de na hachainíocha poiblí, sórtáilte agus scagtha mar a dhéanann leathanach an liosta.",
      createPetition:
        "Cruthaíonn sé achainí i dteanga an iarratais, agus, más mian leat, a teideal agus a cur síos sa teanga eile freisin. Coinnítear an seoladh ríomhphoist le haghaidh scéala don achainíoch, agus ní thaispeántar riamh é.",
      getPetition: "Achainí amháin, le téacsanna a freagraí, a stair agus na sínithe a baineadh di.",
      getPetitionCounts:
        "Na huaireanta nó na laethanta ar athraigh comhaireamh na hachainí (UTC), leis an gcomhaireamh ag deireadh gach cinn.",
      getPetitionCountsCsv: "Na comhairimh chéanna, i gcomhad scarbhileoige.",
      findSimilarPetitions:
        "Suas le trí achainí oscailte a bhfuil a dteideal cosúil leis an gceann a thugtar. Áirítear iad i gcoinne liúntas an chuardaigh.",
      whichSigned:
        "Cé acu de na hachainíocha seo a shínigh an brabhsálaí seo (a fhianán sínitheora). Ní choinníonn taisce roinnte riamh é.",
      signPetition:
        "Síníonn sé an achainí, uair amháin in aghaidh an bhrabhsálaí (fianán); tugann an freagra admháil an tsínithe, uair amháin.",
      requestSignature:
        "Nuair a shínítear le ríomhphost amháin: iarrann sé síniú le hainm agus le seoladh ríomhphoist; deimhníonn an nasc a sheoltar é. Níl a leithéid de sheoladh ann in áit eile (404).",
      reportPetition: "Insíonn sé do na modhnóirí go bhféadfadh an achainí na rialacha a bhriseadh. Gan ainm.",
      followPetition: "Comhaireamh na hachainí mar shruth beo, uair amháin gach soicind ar a mhéad.",
      followPetitions: "Comhairimh suas le 48 achainí mar shruth beo.",
      getPetitionLog: "Iontrálacha loga na hachainí, nach ndéantar ach cur leis, ó shuíomh áirithe, 10,000 ar a mhéad.",
      getPetitionSnapshots: "Léargais shínithe de loga na hachainí, an ceann is sine ar dtús.",
      getInclusionProof:
        "An iontráil a bhaineann le hadmháil, agus a cruthúnas san áireamh i léargas (ní logáiltear an admháil riamh).",
      getConsistencyProof: "Cruthúnas go dtosaíonn an léargas is déanaí de dhá léargas leis an gceann is luaithe.",
      getSnapshotKey: "An eochair phoiblí a shíníonn léargais anois, agus an téacs a shíníonn sí.",
      getSnapshotKeys:
        "Gach eochair a shínigh léargais, gach ceann i ndiaidh an chéad chinn, fógartha ag an gceann roimhe.",
      search: "Cuardach an tsuímh: leathanaigh agus achainíocha, sa teanga a iarrtar.",
      petitionsCsv: "Gach achainí phoiblí, líne an ceann.",
      petitionsJson: "Gach achainí phoiblí, a sínithe in aghaidh an lae agus a léargais.",
      signaturesPerDayCsv: "Sínithe in aghaidh na hachainí agus an lae (UTC).",
      snapshotsCsv: "Gach léargas sínithe de loga gach achainí.",
      transparencyCsv: "Achainíocha i bhfigiúirí, mí ar mhí.",
      describeApi: "An cur síos seo.",
    } as Partial<Record<string, string>>,
    statuses: {
      200: "Freagra",
      201: "Cruthaithe",
      202: "Glactha",
      301: "Suíomh i lár leathanaigh: atreorú chuig an leathanach ina bhfuil sé",
      400: "Níor tuigeadh an t-iarratas",
      404: "Níl a leithéid ann",
      409: "Ní féidir é a dhéanamh anois",
      410: "Bainte den tairseach ag na modhnóirí",
      429: "An iomarca iarratas: fan tamall",
      503: "Níl sé ar fáil faoi láthair",
    } as Partial<Record<number, string>>,
  },
} satisfies Record<Language, unknown>;
