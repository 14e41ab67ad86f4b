// After the build: reads every page of the built portal, in every language, and
// writes the site search's index beside the server's bundle (build/server/).
const { writeSearchIndex } = await import(new URL("../build/server/index.js", import.meta.url).href);
const { pages } = await writeSearchIndex();
console.log(`Wrote the search index (${pages} pages)`);
