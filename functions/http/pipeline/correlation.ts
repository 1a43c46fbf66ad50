import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { acceptCorrelationId, correlationIdHeader, withInvocation } from '../../invocation-context.ts';
import { sessionDevice } from '../../user-agent-device.ts';

type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

/**
 * The outermost layer of every HTTP function: takes the browser's correlation id (one per user
 * action, `X-Correlation-Id`) when it is well-formed, else makes one; runs the request with it
 * and the request ids as the current invocation (so every log line and every event published in
 * the request carries it), and repeats it on the answer, errors included. The request's device
 * (browser and system, from its User-Agent) rides with it into the events, for the notifications.
 */
export function withRequestCorrelation(handler: HttpHandler): HttpHandler {
  return async (event, context) => {
    // API Gateway hands headers over in lower case; a handler composed alone may not.
    const received = event.headers?.[correlationIdHeader] ?? event.headers?.['X-Correlation-Id'];
    const correlationId = acceptCorrelationId(received);
    const requestId = event.requestContext?.requestId ?? context?.awsRequestId;
    const device = sessionDevice(event.headers?.['user-agent'] ?? event.headers?.['User-Agent']);
    const answer = await withInvocation({ correlationId, ...(requestId ? { requestId } : {}), device }, () => handler(event, context));
    // (A bare string is API Gateway's shorthand for a 200 JSON answer; the pipeline returns objects.)
    const structured: APIGatewayProxyStructuredResultV2 = typeof answer === 'string' ? { statusCode: 200, headers: { 'content-type': 'application/json' }, body: answer } : answer;
    return { ...structured, headers: { ...structured.headers, [correlationIdHeader]: correlationId } };
  };
}
