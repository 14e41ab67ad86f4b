// `npm run petitions -- <command>` and `npm run db:check`: the operators'
// commands, from the built server (see app/petitions/cli.server.ts for the list).
import { runBuiltCommand } from "./built-command.js";

await runBuiltCommand("runOperatorCommand");
