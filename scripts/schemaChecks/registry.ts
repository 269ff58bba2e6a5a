/** The string keys the UI schema may use, as registered by the widgets (widgets/support/registryKeys.ts). */
export interface RegistryKeys {
  widgetKeys: readonly string[];
  templateKeys: readonly string[];
  blockKeys: readonly string[];
  conditionKeys: readonly string[];
}
