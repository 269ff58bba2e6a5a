/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
  readonly VITE_ASSET_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
