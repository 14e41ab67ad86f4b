/** Strings of the petitions page. */
export const petitionsEn = {
  title: "Citizen Petitions",
};

export type PetitionsMessages = typeof petitionsEn;
