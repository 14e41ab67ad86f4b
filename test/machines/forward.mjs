// A TCP forwarder for the two-host rig (test/machines/rig.mjs): the machine's PostgreSQL listens on the
// loopback address only, which a network namespace cannot reach, so each origin host reaches it through its
// own link's address on this side, forwarded here to the loopback. Run as a child process so that the
// rig's load does not delay the database's bytes.
//
//   node test/machines/forward.mjs 10.1.2.1:5432=127.0.0.1:5432 [more pairs…]
//
// Prints "ready" once every listener is open; stops on SIGTERM.
import { connect, createServer } from "node:net";

const pairs = process.argv.slice(2).map((pair) => {
  const [from, to] = pair.split("=");
  const [listenHost, listenPort] = from.split(":");
  const [targetHost, targetPort] = to.split(":");
  return { listenHost, listenPort: Number(listenPort), targetHost, targetPort: Number(targetPort) };
});

const servers = pairs.map(
  ({ listenHost, listenPort, targetHost, targetPort }) =>
    new Promise((resolve, reject) => {
      const server = createServer((incoming) => {
        const outgoing = connect(targetPort, targetHost);
        incoming.pipe(outgoing);
        outgoing.pipe(incoming);
        const end = () => {
          incoming.destroy();
          outgoing.destroy();
        };
        incoming.on("error", end);
        outgoing.on("error", end);
        incoming.on("close", end);
        outgoing.on("close", end);
      });
      server.once("error", reject);
      server.listen(listenPort, listenHost, () => resolve(server));
    }),
);

Promise.all(servers).then(
  (listening) => {
    console.log("ready");
    process.once("SIGTERM", () => {
      for (const server of listening) server.close();
      process.exit(0);
    });
  },
  (error) => {
    console.error(`forward: ${error.message}`);
    process.exit(1);
  },
);
