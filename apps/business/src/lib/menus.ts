import {
  BadgePercent,
  Building2,
  CircleHelp,
  ClipboardList,
  CreditCard,
  FileText,
  Gift,
  HandCoins,
  LayoutDashboard,
  Megaphone,
  PlusCircle,
  Plug,
  ScanLine,
  ScrollText,
  ShieldCheck,
  Star,
  Store,
  UserCog,
  Users,
  Wallet,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { AdminArea, CompanyAction } from '@stepup/domain';

export interface MenuItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** One line for the placeholder page until the screen is built. */
  description: string;
  /** What a company member's role must allow (the domain's companyRoleAllows) to see it. */
  requires?: CompanyAction;
  /** The admin area (packages/domain admin-permissions) the admin's level must read to see it. */
  area?: AdminArea;
}

/** docs/product.md#menus: the company menu. */
export const companyMenu: MenuItem[] = [
  {
    to: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    description: 'Sales per step, % sold, top-ups, your online status and redemptions.',
  },
  {
    to: '/offers',
    label: 'Custom offers',
    icon: HandCoins,
    description: "Customers' own offers: accept, decline or counter each within 24 hours.",
  },
  {
    to: '/new-voucher',
    label: 'Create New Campaign',
    icon: PlusCircle,
    description: 'Set your three voucher values and stepped discounts, then send them for review.',
    requires: 'manageCampaigns',
  },
  {
    to: '/redeem',
    label: 'Redeem',
    icon: ScanLine,
    description: "Type or scan a customer's voucher code and mark it as used.",
  },
  {
    to: '/ratings',
    label: 'Ratings',
    icon: Star,
    description: 'What customers said after using your vouchers, and your replies.',
  },
  {
    to: '/perks',
    label: 'Perks',
    icon: Gift,
    description: 'Extra benefits for businesses on the platform.',
  },
  {
    to: '/payments',
    label: 'Payments',
    icon: CreditCard,
    description: 'Connect your payments account and see every voucher sale.',
    requires: 'managePayments',
  },
  {
    to: '/api',
    label: 'Website Connection',
    icon: Plug,
    description: 'Connect your online shop or till so customers can redeem their vouchers.',
    requires: 'manageWebsiteConnection',
  },
  {
    to: '/basic-information',
    label: 'Basic Information',
    icon: Store,
    description: 'Your company details, website, description, logo and voucher images.',
    requires: 'manageBasicInformation',
  },
  {
    to: '/team',
    label: 'Team',
    icon: Users,
    description: 'Invite colleagues by email and choose what each of them may do.',
  },
  {
    to: '/setup-help',
    label: 'Setup Help',
    icon: CircleHelp,
    description: 'Step-by-step help to get your first campaign live.',
  },
];

/** docs/product.md#menus: the admin menu (each item but the dashboard belongs to an area). */
export const adminMenu: MenuItem[] = [
  {
    to: '/admin/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    description: 'Platform figures, new companies and pending campaigns.',
  },
  {
    to: '/admin/companies',
    area: 'companies',
    label: 'Companies',
    icon: Building2,
    description: 'Review and manage the businesses on the platform.',
  },
  {
    to: '/admin/customers',
    area: 'customers',
    label: 'Customers',
    icon: Users,
    description: 'Approve or deny customers and set their buying, redemption and tester flags.',
  },
  {
    to: '/admin/campaigns',
    area: 'campaigns',
    label: 'Campaigns',
    icon: BadgePercent,
    description: 'Review campaign requests and manage live campaigns.',
  },
  {
    to: '/admin/ratings',
    area: 'campaigns',
    label: 'Ratings',
    icon: Star,
    description: "Customers' comments with their ratings: hide an abusive one.",
  },
  {
    to: '/admin/payments',
    area: 'payments',
    label: 'Payments',
    icon: Wallet,
    description: 'Every payment, refund and application fee.',
  },
  {
    to: '/admin/admins',
    area: 'admins',
    label: 'Admins',
    icon: UserCog,
    description: 'Create and remove admin users.',
  },
  {
    to: '/admin/roles',
    area: 'admins',
    label: 'Permission levels',
    icon: ShieldCheck,
    description: 'Decide what each admin permission level may do.',
  },
  {
    to: '/admin/notifications',
    area: 'notifications',
    label: 'Notifications',
    icon: Megaphone,
    description: 'Email and company notifications and their triggers.',
  },
  {
    to: '/admin/content-management',
    area: 'content',
    label: 'Content Management',
    icon: FileText,
    description: 'Pages, stories, FAQs and site branding.',
  },
  {
    to: '/admin/gifting',
    area: 'gifting',
    label: 'Gifting',
    icon: Gift,
    description: 'The gifting fee and its per-customer overrides.',
  },
  {
    to: '/admin/admin-actions',
    area: 'interactionLog',
    label: 'Interaction log',
    icon: ScrollText,
    description: 'Every admin action, who made it and when.',
  },
  {
    to: '/admin/perks',
    area: 'perks',
    label: 'Perks',
    icon: ClipboardList,
    description: 'The perks offered to businesses.',
  },
];
