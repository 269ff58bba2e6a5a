/** `schemas/messages/<locale>.json?staff`: the staff console's texts alone (scripts/vitePluginMessages.ts). */
declare module '*.json?staff' {
  const messages: Record<string, string>;
  export default messages;
}
