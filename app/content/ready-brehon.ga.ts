import type { preparednessGuideEn } from "./ready-brehon.en";

export const preparednessGuideGa = {
  intro:
    "Ní dócha go dtarlóidh éigeandáil núicléach, ach d'fhéadfadh sé do bheatha féin agus beatha na ndaoine timpeall ort a shábháil má bhíonn a fhios agat cad is ceart a dhéanamh. Míníonn an treoir seo conas ullmhú, cad ba cheart a dhéanamh le linn teagmhais, agus conas fanacht slán ina dhiaidh.",
  phases: {
    before: {
      title: "Roimh Theagmhas Núicléach",
      topics: [
        {
          heading: "Cuir Trealamh Éigeandála le Chéile",
          paragraphs: [
            "Coinnigh trealamh sa bhaile a chuirfidh ar chumas do theaghlaigh teacht i dtír ar feadh trí lá ar a laghad gan cabhair ón taobh amuigh.",
          ],
          points: [
            "Uisce: galún uisce amháin in aghaidh an duine in aghaidh an lae ar feadh trí lá.",
            "Bia: soláthar trí lá de bhia nach lobhann, agus stánosclóir láimhe.",
            "Raidió a oibríonn ar cheallraí nó le lámh, tóirse agus ceallraí breise.",
            "Trealamh garchabhrach, cógais riachtanacha agus cóipeanna de dhoiciméid thábhachtacha.",
            "Maisc deannaigh, bileoga plaisteacha agus téip láidir.",
          ],
        },
        {
          heading: "Déan Plean Teaghlaigh",
          paragraphs: [
            "Socraigh conas a dhéanfaidh baill do theaghlaigh teagmháil lena chéile agus cá mbuailfidh sibh le chéile má scartar sibh. Cinntigh go bhfuil an plean ar eolas ag gach duine, páistí san áireamh, agus ná déan dearmad ar ghaolta scothaosta, ar chomharsana ná ar pheataí.",
          ],
        },
        {
          heading: "Bíodh Áiteanna Foscaidh ar Eolas Agat",
          paragraphs: [
            "Faigh amach cá bhféadfá foscadh a ghlacadh sa bhaile, ag an obair agus ar scoil. Is é íoslach, nó lár foirgnimh mhóir bríce nó coincréite i bhfad ó dhoirse agus ó fhuinneoga, an foscadh is fearr.",
          ],
        },
        {
          heading: "Fan ar an Eolas",
          paragraphs: [
            "Foghlaim conas a thugtar rabhaidh phoiblí san áit a bhfuil cónaí ort. Lean bealaí oifigiúla an Rialtais agus an raidió áitiúil ionas go bhfaighidh tú treoracha go tapa.",
          ],
        },
      ],
    },
    during: {
      title: "Le Linn Teagmhais Núicléigh",
      topics: [
        {
          heading: "Má Tá Tú Amuigh Faoin Aer",
          paragraphs: [
            "Téigh isteach san fhoirgneamh láidir is gaire duit láithreach. Má bhíonn tú amuigh faoin aer, luigh ar do bhéal fút agus clúdaigh do cheann. Ná féach ar an splanc ná ar an gcaor thine.",
          ],
        },
        {
          heading: "Má Tá Tú Istigh",
          paragraphs: [
            "Fan istigh, dún gach fuinneog agus doras, agus téigh go dtí an t-íoslach nó go lár an fhoirgnimh. Fan faoi fhoscadh ar feadh 24 uair an chloig ar a laghad mura n-insíonn na húdaráis a mhalairt duit.",
          ],
        },
        {
          heading: "Cosain Tú Féin ar an Titim Radaighníomhach",
          paragraphs: [
            "D'fhéadfadh an titim radaighníomhach teacht i gceann 10 go 20 nóiméad ón bpléasc núicléach, mar sin téigh isteach go tapa.",
          ],
          points: [
            "Má bhí tú amuigh, bain díot na héadaí seachtracha agus cuir i mála séalaithe iad.",
            "Nigh do chraiceann agus do ghruaig le gallúnach agus uisce. Ná húsáid feabhsaitheoir gruaige.",
            "Coinnigh fuinneoga, doirse agus gaothairí dúnta, agus múch gach gaothrán agus an t-aerchóiriú.",
          ],
        },
      ],
    },
    after: {
      title: "Tar Éis Teagmhais Núicléigh",
      topics: [
        {
          heading: "Fan ar an Eolas",
          paragraphs: [
            "Lean ort ag éisteacht le craoltaí oifigiúla. Inseoidh na húdaráis duit cathain is sábháilte d'fhoscadh a fhágáil agus cé na ceantair ba cheart a sheachaint.",
          ],
        },
        {
          heading: "Sláinte agus Sábháilteacht",
          paragraphs: [
            "Ná hith ná hól aon rud ach bia agus uisce a bhí séalaithe nó a coinníodh istigh. Faigh cúnamh leighis má gortaíodh thú nó má bhraitheann tú tinn, agus inis don dochtúir go mb'fhéidir gur nochtadh do radaíocht thú.",
          ],
        },
        {
          heading: "Filleadh Abhaile",
          paragraphs: [
            "Ná fill abhaile go dtí go ndeir na húdaráis go bhfuil sé sábháilte. Fan amach ó fhoirgnimh dhamáistithe agus ó línte cumhachta atá tite, agus lean an chomhairle oifigiúil faoin nglantachán.",
          ],
        },
      ],
    },
  },
  disclaimer: {
    heading: "Tábhachtach",
    text: "Eolas ginearálta amháin atá sa treoir seo. In éigeandáil, lean treoracha na n-údarás oifigiúil agus na seirbhísí éigeandála i gcónaí.",
  },
  printButton: "Priontáil an treoir seo",
} satisfies typeof preparednessGuideEn;
