// A tiny MCP route planner over stdio, shipped with the mcp-routes example suite.
// ModelGate starts it for `mcp` cases (see suite.yaml); try it by hand with an MCP inspector:
//   npx @modelcontextprotocol/inspector node suites/mcp-routes/server.mjs
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import * as z from "zod";

// A few Berlin places; anything else is an unknown place (a tool error, not a crash).
const PLACES = new Map(
  [
    ["Berlin Hbf", 52.5251, 13.3694],
    ["Brandenburg Gate", 52.5163, 13.3777],
    ["Alexanderplatz", 52.5219, 13.4132],
    ["Museum Island", 52.5169, 13.4019],
    ["Tempelhofer Feld", 52.4731, 13.4017],
  ].map(([name, lat, lon]) => [name.toLowerCase(), { name, lat, lon }]),
);

// Average speed in km/h and fixed minutes (waiting, parking) per mode.
const MODES = { walking: [4.8, 0], transit: [20, 5], driving: [24, 6] };

function find(query) {
  return PLACES.get(query.trim().toLowerCase());
}

function km(a, b) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  // Streets are about 30% longer than the straight line.
  return 2 * 6371 * Math.asin(Math.sqrt(h)) * 1.3;
}

const text = (value) => ({ content: [{ type: "text", text: value }] });
const unknown = (query) => ({ ...text(`unknown place: ${query}`), isError: true });

const server = new McpServer({ name: "maps", version: "1.0.0" });

server.registerTool(
  "route",
  {
    description: "Plan a route between two places in Berlin.",
    inputSchema: {
      from: z.string().describe("Start, e.g. Berlin Hbf"),
      to: z.string().describe("Destination, e.g. Brandenburg Gate"),
      mode: z.enum(["walking", "transit", "driving"]).describe("How to travel"),
    },
  },
  async ({ from, to, mode }) => {
    const a = find(from);
    const b = find(to);
    if (a === undefined) return unknown(from);
    if (b === undefined) return unknown(to);
    const distance = km(a, b);
    const [speed, extra] = MODES[mode];
    const minutes = Math.round((distance / speed) * 60 + extra);
    return text(`${mode} route from ${a.name} to ${b.name}: ${distance.toFixed(1)} km, about ${minutes} min`);
  },
);

server.registerTool(
  "geocode",
  {
    description: "Find the coordinates of a place in Berlin.",
    inputSchema: { query: z.string().describe("Place name") },
  },
  async ({ query }) => {
    const place = find(query);
    return place === undefined ? unknown(query) : text(`${place.name}: ${place.lat}, ${place.lon}`);
  },
);

await server.connect(new StdioServerTransport());
