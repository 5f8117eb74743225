import { useCallback } from 'react';

/**
 * Sends the browser to the gateway's page, on another site: the app is left, and the gateway
 * brings the buyer back to the order page. A module of its own, so tests stand in for the leaving.
 */
export function useGoToGateway(): (gatewayUrl: string) => void {
  return useCallback((gatewayUrl: string) => window.location.assign(gatewayUrl), []);
}
