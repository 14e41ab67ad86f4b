/**
 * The people who hold the Republic's offices today. Names are the same in both
 * languages, so every page that names them takes them from here.
 */
export const PRESIDENT = "Siobhán Ní Bhriain";
export const SPEAKER = "Eoghan Mac Giolla Phádraig";
export const CHIEF_JUSTICE = "Gráinne Ní Shúilleabháin";
export const CONSTITUTIONAL_COURT_PRESIDENT = "Tomás Ó Flannagáin";

export const MINISTERS = {
  "foreign-affairs": "Cathal Ó Ruairc",
  finance: "Deirdre Nic Gearailt",
  education: "Pádraig Mac Cárthaigh",
  health: "Dr Róisín Ní Mhurchú",
  defense: "Colm Breathnach",
  housing: "Niamh de Búrca",
  social: "Seán Ó Dálaigh",
} as const;
