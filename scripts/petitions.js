// `npm run petitions -- <command>` and `npm run db:check`: the operators'
// commands, from the built server (see server/petitions/cli.ts for the list).
import { runBuiltCommand } from "./built-command.js";

await runBuiltCommand("runOperatorCommand");
