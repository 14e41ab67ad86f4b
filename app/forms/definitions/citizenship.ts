import { currentAddress, dateOfBirth, fullName, savedInBrowser } from "../common";
import { defineForm, field } from "../define-form";
import { longText, mustTick } from "../fields";

export const citizenshipForm = defineForm({
  path: "/services/citizenship/application",
  storageKey: "citizenshipApplicationData",
  backLink: "citizenship",
  fields: {
    fullName,
    dateOfBirth,
    currentAddress,
    reasonForApplication: field(longText(), {
      en: {
        label: "Reason for application",
        hint: "Tell us why you wish to become a citizen, for example your family ties or years of residence.",
      },
      ga: {
        label: "Cúis an iarratais",
        hint: "Inis dúinn cén fáth ar mian leat a bheith i do shaoránach, mar shampla do cheangail teaghlaigh nó na blianta a chaith tú i do chónaí anseo.",
      },
    }),
    declaration: field(mustTick(), {
      en: "I declare that the information I have given is true and complete to the best of my knowledge.",
      ga: "Dearbhaím go bhfuil an t-eolas a thug mé fíor agus iomlán chomh fada agus is eol dom.",
    }),
  },
  text: {
    en: {
      title: "Citizenship Application",
      intro: "Apply to become a citizen of the Republic of Brehon.",
      submit: "Submit Application",
      ...savedInBrowser.en("Application", "citizenship application"),
    },
    ga: {
      title: "Iarratas ar Shaoránacht",
      intro: "Déan iarratas le bheith i do shaoránach de Phoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      ...savedInBrowser.ga("Iarratas", "d'iarratas ar shaoránacht"),
    },
  },
});
