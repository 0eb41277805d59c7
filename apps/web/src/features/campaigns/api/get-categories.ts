import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerApiClient, Category } from '@stepup/contracts';
import { useApiClient } from '@stepup/ui';

/** Enabled categories in their display order: GET /api/categories. */
export async function getCategories(client: CustomerApiClient): Promise<Category[]> {
  const { categories } = await client.categories();
  return categories;
}

export function categoriesQueryOptions(client: CustomerApiClient) {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: () => getCategories(client),
    staleTime: 5 * 60_000,
  });
}

export function useCategories() {
  const client = useApiClient();
  return useQuery(categoriesQueryOptions(client));
}
