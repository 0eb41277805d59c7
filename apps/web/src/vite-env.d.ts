/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the business site, e.g. https://business.example.co.uk. Default: this host, port 3001. */
  readonly VITE_BUSINESS_URL?: string;
  /** The contact mailbox shown in the footer. */
  readonly VITE_CONTACT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
