/** One text handed to the SMS gateway; rejects on a non-2xx answer, a network error or a timeout. */
type SendSms = (to: string, text: string) => Promise<void>;

type Gateway = { url: string; template: string | undefined; authorization: string | undefined };

/**
 * An HTTP SMS gateway adapter. Gateways differ only in where the number and the text go, so both are
 * placeholders: {to} and {text} in SMS_GATEWAY_URL (URL-encoded; a GET-style gateway) and in
 * SMS_GATEWAY_TEMPLATE (the body of a POST: JSON-escaped when the template is JSON, else URL-encoded as
 * a form). Credentials go in SMS_GATEWAY_AUTHORIZATION (sent as the Authorization header).
 */
export function gatewaySender(gateway: Gateway, timeoutMs: number): SendSms {
  return async (to, text) => {
    const url = fill(gateway.url, { to, text }, encodeURIComponent);
    const headers: Record<string, string> = {};
    if (gateway.authorization) headers.authorization = gateway.authorization;
    let body: string | undefined;
    if (gateway.template) {
      const json = isJson(gateway.template);
      // JSON.stringify(...).slice(1, -1): the value escaped for use inside the template's quotes
      body = fill(gateway.template, { to, text }, json ? (v) => JSON.stringify(v).slice(1, -1) : encodeURIComponent);
      headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
    }
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await res.text().catch(() => '')).slice(0, 200);
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}${answer ? `: ${answer}` : ''}`);
  };
}

const fill = (template: string, values: { to: string; text: string }, escape: (v: string) => string) =>
  template.replace(/\{(to|text)\}/g, (_, key: 'to' | 'text') => escape(values[key]));

function isJson(template: string): boolean {
  try {
    JSON.parse(fill(template, { to: '', text: '' }, (v) => v));
    return true;
  } catch {
    return false;
  }
}
