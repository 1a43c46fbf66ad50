/// <reference types="@aws-lite/dynamodb-types" />

/** `@aws-lite/dynamodb` ships no types of its own; its methods' types (`client.DynamoDB`) come from `@aws-lite/dynamodb-types`. */
declare module '@aws-lite/dynamodb' {
  const plugin: { name: string; service: string; property: string; methods: Record<string, unknown> };
  export default plugin;
}
