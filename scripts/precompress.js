// The last step of `npm run build`: writes the public origin (PUBLIC_URL, default
// http://localhost:$PORT) into the built pages and every page and text file
// compressed beside it, brotli and gzip at their best (server/http/precompress.ts).
const { precompressBuiltFiles } = await import(new URL("../build/server/index.js", import.meta.url).href);
const started = Date.now();
const { origin, files, bytes, brotli, gzip } = await precompressBuiltFiles();
const kib = (value) => `${(value / 1024).toFixed(0)} KiB`;
console.log(
  `Compressed ${files} files for ${origin} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kib(bytes)}, brotli ${kib(brotli)}, gzip ${kib(gzip)}`,
);
