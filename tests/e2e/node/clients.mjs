// Drives the MCP server at argv[2] through independent TypeScript clients and prints one JSON
// object per client on stdout; pytest (tests/e2e/test_node_clients.py) makes the assertions.
// argv[3] is a search query, argv[4] a JSON array of ids to fetch.
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as TransportV1 } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [url, query, idsJson] = process.argv.slice(2);
const fetchIds = JSON.parse(idsJson ?? "[]");

const variants = [
  { name: "sdk@1.32 initialize", make: () => [new ClientV1({ name: "e2e-v1", version: "1" }), new TransportV1(new URL(url))] },
  { name: "client@2.4 legacy", make: () => [new ClientV2({ name: "e2e-v2", version: "1" }), new TransportV2(new URL(url))] },
  {
    name: "client@2.4 auto",
    make: () => [new ClientV2({ name: "e2e-v2", version: "1" }, { versionNegotiation: { mode: "auto" } }), new TransportV2(new URL(url))],
  },
];

function firstText(result) {
  const block = (result.content ?? []).find((c) => c.type === "text");
  return block ? block.text : null;
}

for (const variant of variants) {
  const report = { client: variant.name };
  const [client, transport] = variant.make();
  try {
    await client.connect(transport);
    report.protocolVersion = client.getNegotiatedProtocolVersion?.() ?? transport.protocolVersion ?? null;
    report.instructions = client.getInstructions() ?? null;
    report.serverName = client.getServerVersion()?.name ?? null;
    report.capabilities = client.getServerCapabilities() ?? null;
    const listed = await client.listTools();
    report.tools = listed.tools.map((t) => ({ name: t.name, annotations: t.annotations ?? null, hasOutputSchema: !!t.outputSchema }));
    const search = await client.callTool({ name: "search", arguments: { query } });
    report.search = { isError: !!search.isError, structured: search.structuredContent ?? null, text: firstText(search) };
    report.fetches = [];
    for (const id of fetchIds) {
      const fetched = await client.callTool({ name: "fetch", arguments: { id } });
      report.fetches.push({ id, isError: !!fetched.isError, structured: fetched.structuredContent ?? null, text: firstText(fetched) });
    }
    const bad = await client.callTool({ name: "fetch", arguments: { id: "../../etc/passwd" } });
    report.badFetch = { isError: !!bad.isError, text: firstText(bad) };
  } catch (err) {
    report.error = String(err?.stack ?? err);
  } finally {
    await client.close().catch(() => {});
  }
  process.stdout.write(JSON.stringify(report) + "\n");
}
