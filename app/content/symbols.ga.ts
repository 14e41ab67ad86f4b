import type { nationalSymbolsEn } from "./symbols.en";

export const nationalSymbolsGa = {
  intro: "Bratach, armas, amhrán náisiúnta agus lá náisiúnta na Poblachta, mar a leagtar amach iad in",
  flag: {
    heading: "An Bhratach Náisiúnta",
    imageName: "Bratach náisiúnta Phoblacht Brehon",
    description:
      "Tá dhá bhanda chothrománacha ar an mbratach, ceann glas thuas agus ceann gorm thíos, agus stríoc chaol bhán eatarthu. In aice leis an gcrann tá diosca bán agus réalta órga ocht bpointe air. Tá an bhratach dhá oiread chomh fada agus atá sí ard.",
    paragraphs: [
      "Seasann an glas don talamh agus an gorm don fharraige; seasann an stríoc bhán eatarthu don tsíocháin. Seasann ocht bpointe na réalta d'ocht réigiún na Poblachta, a aontaíodh faoi Bhunreacht 1991.",
    ],
  },
  coatOfArms: {
    heading: "An tArmas",
    paragraphs: [
      "Is é atá san armas ná sciath ghlas ar a bhfuil crann darach órga, réalta órga na brataí os a chionn, agus línte tonnacha gorma agus bána faoina bhun don fharraige. Coinníonn dhá fhia rua an sciath, agus ar scrolla faoina bun tá mana náisiúnta na Poblachta, Ceart do Chách.",
      "Tá an t-armas le feiceáil ar phasanna na Poblachta, ar achtanna an Tionóil Náisiúnta agus ar shéalaí na gcúirteanna.",
    ],
  },
  anthem: {
    heading: "An tAmhrán Náisiúnta",
    paragraphs: [
      "Is é Tír na Córa an t-amhrán náisiúnta; Land of the Just is ainm dó i mBéarla. Is í an file Nuala Ní Fhearghail a scríobh na focail, agus is é Ciarán Mac Suibhne a chum an ceol. Glacadh leis in éineacht leis an mBunreacht i 1991, agus is féidir é a chanadh i nGaeilge nó i mBéarla.",
      "Seinntear é ag ócáidí stáit, ag oscailt gach Tionóil Náisiúnta nua agus roimh chluichí idirnáisiúnta. Seasann gach duine a bhíonn i láthair.",
    ],
  },
  nationalDay: {
    heading: "An Lá Náisiúnta",
    paragraphs: [
      "Is é Lá na hAontachta, an 20 Bealtaine, an lá náisiúnta agus lá saoire poiblí. Ceiliúrann sé an lá ar ghlac an pobal leis an mBunreacht, i reifreann an 20 Bealtaine 1991.",
      "Bíonn oifigí an Rialtais dúnta an lá sin; bíonn seirbhísí ar líne ar fáil mar is gnách. Leagann an tUachtarán bláthfhleasc ag Leacht an Bhunreachta i gCearnóg an Bhunreachta, agus bíonn searmanais agus ceolchoirmeacha ar siúl i mbailte ar fud na Poblachta.",
    ],
  },
} satisfies typeof nationalSymbolsEn;
