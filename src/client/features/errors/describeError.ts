/** The data of a route error as readable text; the router's own 404 carries an Error. */
export function formatErrorData(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof Error) return String(data);
  if (data === undefined || data === null) return '';
  return JSON.stringify(data);
}

/** The status and text, or the message, of anything else thrown (docs/product.md#error-screens). */
export function describeUnexpectedError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'statusText' in error) {
    return `${String(error.status)} ${String(error.statusText)}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
