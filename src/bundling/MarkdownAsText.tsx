import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: ReactNode;
  options?: unknown;
}

/**
 * Stands in for markdown-to-jsx in the bundle (see vite.config.ts). RJSF renders markdown only where a UI schema
 * asks for it (`ui:enableMarkdownInDescription`) and in messages about broken schemas; this form asks for none, and
 * check:schemas keeps the schema sound, so plain text loses nothing while the parser's 84 KB stay out.
 */
export function Markdown({ children }: MarkdownProps) {
  return <>{children}</>;
}
