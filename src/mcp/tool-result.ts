/** One content block of a tool result, as much of it as ModelGate reads. */
interface ContentBlock {
  type: string;
  text?: unknown;
  mimeType?: unknown;
  uri?: unknown;
  name?: unknown;
  resource?: { uri?: unknown; text?: unknown; mimeType?: unknown };
}

/**
 * The text a model gets back from an MCP tool: text blocks joined by newlines; other blocks
 * (images, audio, links, binary resources) described in one line so the model knows they exist.
 * A result with no content but structured content answers with that structure as JSON.
 */
export function toolResultText(result: {
  content?: unknown;
  structuredContent?: unknown;
  toolResult?: unknown;
}): string {
  const blocks = Array.isArray(result.content) ? (result.content as ContentBlock[]) : [];
  if (blocks.length === 0) {
    if (result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
    if (result.toolResult !== undefined) return JSON.stringify(result.toolResult);
    return "";
  }
  return blocks.map(describe).join("\n");
}

function describe(block: ContentBlock): string {
  switch (block.type) {
    case "text":
      return typeof block.text === "string" ? block.text : "";
    case "resource": {
      const r = block.resource ?? {};
      if (typeof r.text === "string") return r.text;
      return `[resource ${String(r.uri ?? "")}${typeof r.mimeType === "string" ? ` ${r.mimeType}` : ""}]`;
    }
    case "resource_link":
      return `[resource link ${String(block.uri ?? "")}]`;
    default:
      return `[${block.type}${typeof block.mimeType === "string" ? ` ${block.mimeType}` : ""}]`;
  }
}
