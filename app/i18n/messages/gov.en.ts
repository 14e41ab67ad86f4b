/**
 * Words of the pages behind the government links: the institutions, the
 * ministries, the Constitution's text and the contact page. Their titles are in
 * `pages.titles` (read through the page registry); their long copy lives in app/content.
 */
export const govEn = {
  related: "Related Pages",
  backHome: "Back to Homepage",
  ministry: {
    responsibilities: "What the Ministry Does",
    services: "Services on This Portal",
    contact: "Contact the Ministry",
    allMinistries: "All Ministries",
  },
  contact: {
    email: "Email",
    phone: "Telephone",
  },
  constitution: {
    contents: "Contents",
    article: (number: number) => `Article ${number}`,
    backToContents: "Back to contents",
  },
};

export type GovMessages = typeof govEn;
