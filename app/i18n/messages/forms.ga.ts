import type { FormsMessages } from "./forms.en";

export const formsGa = {
  titles: {
    "/services/citizenship/application": "Iarratas ar Shaoránacht",
    "/services/citizenship/passport-application": "Iarratas ar Phas",
    "/services/citizenship/passport-renewal": "Athnuachan Pas",
    "/services/citizenship/visa": "Iarratas ar Víosa",
    "/services/citizenship/residence-permits": "Iarratas ar Chead Cónaithe",
    "/services/documents/birth-certificate": "Iarratas ar Theastas Breithe",
    "/services/business/registration": "Clárú Gnó",
    "/services/business/tax-filing": "Comhdú Cánach",
    "/services/business/licenses": "Iarratas ar Cheadúnas Gnó",
    "/diplomatic-relations/apply": "Iarratas ar Chaidreamh Taidhleoireachta",
  },
} satisfies FormsMessages;
