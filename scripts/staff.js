// `npm run staff -- <command>`: the operators' console accounts, from the built
// server (see server/admin/cli.ts for the list).
import { runBuiltCommand } from "./built-command.js";

await runBuiltCommand("runStaffCommand");
