import { ApiError, type ApiClient } from '@parley/api-client';

export interface SubscriptionStatus {
  stripe_status: string;
  is_active: boolean;
}

/** Billing current; a 404 means no subscription, i.e. `stripe_status: inactive` (spec §7). */
export async function fetchSubscriptionStatus(api: Pick<ApiClient, 'request'>): Promise<SubscriptionStatus> {
  try {
    const { body } = await api.request<{ data?: Partial<SubscriptionStatus> } & Partial<SubscriptionStatus>>('GET', '/api/v1/billings/current');
    const data = body.data ?? body;
    return { stripe_status: data.stripe_status ?? 'inactive', is_active: Boolean(data.is_active) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { stripe_status: 'inactive', is_active: false };
    throw error;
  }
}

export const isSubscribed = (status: SubscriptionStatus) => status.is_active || status.stripe_status === 'active';
