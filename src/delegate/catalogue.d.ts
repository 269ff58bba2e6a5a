/** `schemas/messages/<locale>.json?delegate`: the delegate's own pages' texts alone (scripts/vitePluginMessages.ts). */
declare module '*.json?delegate' {
  const messages: Record<string, string>;
  export default messages;
}
