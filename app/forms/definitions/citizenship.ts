import { defineForm } from "../define-form";
import { date, longText, mustTick, text } from "../fields";

export const citizenshipForm = defineForm({
  path: "/services/citizenship/application",
  storageKey: "citizenshipApplicationData",
  backLink: "citizenship",
  fields: {
    fullName: text({ autoComplete: "name" }),
    dateOfBirth: date({ autoComplete: "bday" }),
    currentAddress: longText({ autoComplete: "street-address", rows: 3 }),
    reasonForApplication: longText(),
    declaration: mustTick(),
  },
  text: {
    en: {
      title: "Citizenship Application",
      intro: "Apply to become a citizen of the Republic of Brehon.",
      submit: "Submit Application",
      fields: {
        fullName: { label: "Full name" },
        dateOfBirth: { label: "Date of birth" },
        currentAddress: { label: "Current address" },
        reasonForApplication: {
          label: "Reason for application",
          hint: "Tell us why you wish to become a citizen, for example your family ties or years of residence.",
        },
        declaration: {
          label: "I declare that the information I have given is true and complete to the best of my knowledge.",
        },
      },
      toast: {
        title: "Application Submitted!",
        description: "Your citizenship application has been saved in this browser.",
      },
      success: {
        title: "Application Submitted",
        body: "Thank you. Your citizenship application has been saved.",
      },
    },
    ga: {
      title: "Iarratas ar Shaoránacht",
      intro: "Déan iarratas le bheith i do shaoránach de Phoblacht Brehon.",
      submit: "Cuir an tIarratas Isteach",
      fields: {
        fullName: { label: "Ainm iomlán" },
        dateOfBirth: { label: "Dáta breithe" },
        currentAddress: { label: "Seoladh reatha" },
        reasonForApplication: {
          label: "Cúis an iarratais",
          hint: "Inis dúinn cén fáth ar mian leat a bheith i do shaoránach, mar shampla do cheangail teaghlaigh nó na blianta a chaith tú i do chónaí anseo.",
        },
        declaration: {
          label: "Dearbhaím go bhfuil an t-eolas a thug mé fíor agus iomlán chomh fada agus is eol dom.",
        },
      },
      toast: {
        title: "Iarratas Curtha Isteach!",
        description: "Sábháladh d'iarratas ar shaoránacht sa bhrabhsálaí seo.",
      },
      success: {
        title: "Iarratas Curtha Isteach",
        body: "Go raibh maith agat. Sábháladh d'iarratas ar shaoránacht.",
      },
    },
  },
});
