/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the customer site. Default: this host, port 3000. */
  readonly VITE_CUSTOMER_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
