import type { PlaceholderMessages } from "./placeholder.en";

export const placeholderGa = {
  heading: "Ábhar ar an mBealach",
  body: "Táimid ag ullmhú an leathanaigh seo. Féach arís ar ball.",
  home: "Fill ar an Leathanach Baile",
} satisfies PlaceholderMessages;
