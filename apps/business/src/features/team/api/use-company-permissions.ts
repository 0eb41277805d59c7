import { useQuery } from '@tanstack/react-query';
import type { CompanyAction } from '@stepup/domain';
import { companyRoleAllows } from '@stepup/domain';
import { useApiClient, useSession } from '@stepup/ui';
import { companySetupQueryOptions } from '../../onboarding/api/get-company-setup';

export interface CompanyPermissions {
  /** A signed-in company user: only they are held to a role (admins and visitors are not). */
  isCompanyUser: boolean;
  /** Their role is still being fetched. */
  isPending: boolean;
  /** Their role could not be fetched (the server still refuses what they may not do). */
  isError: boolean;
  companyName: string | null;
  role: string | null;
  /** What the domain's companyRoleAllows says; false while the role is unknown. */
  allows: (action: CompanyAction) => boolean;
  /** Whether an admin has left the Perks tab on (true while unknown, and from older servers). */
  perksAvailable: boolean;
}

/**
 * The signed-in member's role in their company, from the company summary the onboarding
 * checklist already loads (GET /api/company/setup), what it allows, and whether perks are on.
 */
export function useCompanyPermissions(): CompanyPermissions {
  const client = useApiClient();
  const { user } = useSession();
  const isCompanyUser = user?.roleClass === 'company';
  const setup = useQuery({ ...companySetupQueryOptions(client), enabled: isCompanyUser });
  const role = setup.data?.yourRole ?? null;
  return {
    isCompanyUser,
    isPending: isCompanyUser && setup.isPending,
    isError: setup.isError,
    companyName: setup.data?.companyName ?? null,
    role,
    allows: (action) => role !== null && companyRoleAllows(role, action),
    perksAvailable: setup.data?.perksAvailable ?? true,
  };
}
