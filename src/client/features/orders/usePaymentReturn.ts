import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { GATEWAY_RETURN_RESULTS } from '../../../shared/gatewayResults';
import type { GatewayReturnResult } from '../../../shared/schemas';
import { backFromGateway } from '../../api/gatewayPaymentsApi';
import { useAppDispatch } from '../../app/hooks';

/** The address's `?payment=` when it is one the gateway's return gives, else null. */
function resultIn(search: string): GatewayReturnResult | null {
  const value = new URLSearchParams(search).get('payment');
  return GATEWAY_RETURN_RESULTS.find((result) => result === value) ?? null;
}

/**
 * What SSLCommerz's return said (`/dashboard/orders/{id}?payment=<result>`), kept for one
 * message and taken out of the address bar, so a reload or a shared address does not say it
 * again; the order, as cached before the buyer left, is fetched afresh.
 */
export function usePaymentReturn(orderId: string): GatewayReturnResult | null {
  const { search, pathname, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [result] = useState(() => resultIn(search));
  const hasParam = new URLSearchParams(search).has('payment');

  useEffect(() => {
    if (!hasParam) return;
    const rest = new URLSearchParams(search);
    rest.delete('payment');
    const query = rest.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true });
  }, [hasParam, search, pathname, hash, navigate]);

  useEffect(() => {
    if (result) dispatch(backFromGateway(orderId));
  }, [result, orderId, dispatch]);

  return result;
}
