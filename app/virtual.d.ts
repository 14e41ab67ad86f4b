// React Refresh's runtime, which only Vite's dev server serves (app/islands/development.ts).
declare module "virtual:react-router/inject-hmr-runtime";
