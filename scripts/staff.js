// `npm run staff -- <command>`: the operators' console accounts, from the built
// server (see app/admin/cli.server.ts for the list).
import { runBuiltCommand } from "./built-command.js";

await runBuiltCommand("runStaffCommand");
