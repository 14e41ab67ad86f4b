/** Words of the shared services page. */
export const servicesEn = {
  intro: "Apply for documents, permits and registrations, and find help from every ministry, in one place.",
  popularHeading: "Popular Services",
  categoriesHeading: "Services by Category",
  categoriesLabel: "Service categories",
  viewAll: "View All",
  eGovHeading: "E-Government Portal",
  eGovBody:
    "Many services can be used entirely online: apply for documents, follow your requests in the secure citizen portal and prove your identity digitally.",
  eGovLink: "Explore E-Government Services",
};

export type ServicesMessages = typeof servicesEn;
