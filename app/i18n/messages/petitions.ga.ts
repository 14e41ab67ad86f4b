import type { PetitionsMessages } from "./petitions.en";

export const petitionsGa = {
  title: "Achainíocha na Saoránach",
} satisfies PetitionsMessages;
