import type { ServiceCategoryMessages } from "./service-category.en";

export const serviceCategoryGa = {
  back: "Seirbhísí Uile an Rialtais",
} satisfies ServiceCategoryMessages;
