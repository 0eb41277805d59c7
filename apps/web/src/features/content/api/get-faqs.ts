import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, Faq } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Enabled FAQs in display order: GET /api/faqs. */
export async function getFaqs(client: CustomerApiClient): Promise<Faq[]> {
  const { faqs } = await client.content.faqs();
  return faqs;
}

export function faqsQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['content', 'faqs'],
    queryFn: () => getFaqs(client),
    staleTime: 5 * 60_000,
  });
}

export function useFaqs() {
  const client = useApiClient();
  return useQuery(faqsQueryOptions(client));
}
