/** `schemas/messages/<locale>.json?answers`: what the server says of a request, alone (scripts/vitePluginMessages.ts). */
declare module '*.json?answers' {
  const messages: Record<string, string>;
  export default messages;
}
