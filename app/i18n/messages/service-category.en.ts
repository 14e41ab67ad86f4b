/** Words of a service category's page. */
export const serviceCategoryEn = {
  back: "All Government Services",
};

export type ServiceCategoryMessages = typeof serviceCategoryEn;
