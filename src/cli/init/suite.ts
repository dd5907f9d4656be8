/** The starter suite `modelgate init` writes: one case of each common check type. */
export const STARTER_SUITE = `# A starter suite written by \`modelgate init\`: one case of each common check type.
# Replace the inputs and expectations with your application's; docs/suite-format.md lists
# every field, and \`npx modelgate schema suite\` prints the JSON Schema for editors.
suite: starter
description: Starter cases for a support assistant.
defaults:
  generation: {temperature: 0, seed: 42}   # repeatable outputs on the same server

cases:
  - id: greeting-exact
    type: exact
    input: "Reply with exactly: Hello! How can I help you today?"
    expected: "Hello! How can I help you today?"
    tags: [smoke]

  - id: refund-contains
    type: contains
    input: "A customer asks how to get a refund for order 7730. Answer in two sentences."
    expected: [refund, "7730"]
    case_insensitive: true

  - id: order-number-regex
    type: regex
    input: "Invent an order number of the form ORD-12345. Reply with the number only."
    pattern: '^ORD-\\d{5}$'

  - id: ticket-json
    type: json
    input: "Extract the ticket as JSON with customer and priority: Priya reports a broken charger, high priority."
    format: json
    schema:
      type: object
      required: [customer, priority]
      properties:
        customer: {type: string}
        priority: {enum: [low, medium, high]}

  - id: ticket-fields
    type: required_fields
    input: "Extract as JSON the customer and the shipping city: Priya, 10 Main St, Berlin."
    format: json
    required: [customer, shipping.city]
    values: {shipping.city: Berlin}

  - id: intent-billing
    type: classification
    input: "Classify the intent as billing, technical, account or other; reply with the label only: 'I was charged twice this month.'"
    expected: billing
    labels: [billing, technical, account, other]
    case_insensitive: true

  - id: lookup-order-tool
    type: tool_call
    input: "Look up order 7730."
    tools:
      - name: lookup_order
        description: Find an order by its id.
        parameters:
          type: object
          required: [order_id]
          properties: {order_id: {type: string}}
    expected: {name: lookup_order, arguments: {order_id: "7730"}}

  - id: short-polite-answer          # several checks: all must pass
    input: "In one sentence: when will my parcel arrive?"
    checks:
      - {type: max_words, limit: 40}
      - {type: not_contains, expected: ["as an AI", "I cannot"], case_insensitive: true}
`;

/** Outputs recorded for the starter suite, so the replay config runs at once, without a model. */
export const STARTER_RECORDED = `${JSON.stringify(
  {
    outputs: {
      "greeting-exact": "Hello! How can I help you today?",
      "refund-contains":
        "You can request a refund for order 7730 from your account page. It arrives within five days.",
      "order-number-regex": "ORD-48213",
      "ticket-json": { output: '{"customer": "Priya", "priority": "high"}', latency_ms: 820 },
      "ticket-fields": '{"customer": "Priya", "shipping": {"street": "10 Main St", "city": "Berlin"}}',
      "intent-billing": "Billing",
      "lookup-order-tool": {
        output: "",
        tool_calls: [{ name: "lookup_order", arguments: { order_id: "7730" } }],
      },
      "short-polite-answer": "Your parcel should arrive within two working days.",
    },
  },
  null,
  2,
)}\n`;
