/** Every Content-Security-Policy violation pages meet: Chromium's console report and the DOM's securitypolicyviolation event. */
import type { BrowserContext } from 'playwright-core';

export interface CspWatch {
  /** Console messages that name the Content Security Policy. */
  consoleReports: string[];
  /** securitypolicyviolation events of every document shown, as 'directive: blocked URI (source:line)'. */
  violationEvents: string[];
}

const bindingName = '__reportCspViolation';

/** Starts watching every page of `context`; call before its first page opens. */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const watch: CspWatch = { consoleReports: [], violationEvents: [] };
  // The binding and the init script go through the DevTools protocol, so the policy under test does not block them.
  await context.exposeBinding(bindingName, (_source, text: string) => {
    watch.violationEvents.push(text);
  });
  await context.addInitScript((name: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[name];
      report?.(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  }, bindingName);
  context.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) watch.consoleReports.push(message.text());
  });
  return watch;
}
