import type { ComponentType } from 'react';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import DescriptionIcon from '@mui/icons-material/Description';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import LandscapeIcon from '@mui/icons-material/Landscape';
import ListAltIcon from '@mui/icons-material/ListAlt';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PostAddIcon from '@mui/icons-material/PostAdd';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import SettingsIcon from '@mui/icons-material/Settings';
import WorkIcon from '@mui/icons-material/Work';

export interface NavEntry {
  label: string;
  to: string;
  icon: ComponentType<{ fontSize?: 'small' | 'inherit' | 'medium' | 'large' }>;
  /** Sub-entries, shown indented under their parent. */
  children?: readonly NavEntry[];
}

export interface NavGroup {
  label: string;
  entries: readonly NavEntry[];
}

/** The sidebar, exactly as the spec lists it. Worker and owner sections show to everyone. */
export const NAV_GROUPS: readonly NavGroup[] = [
  { label: 'Map', entries: [{ label: 'Map View', to: '/map', icon: MapIcon }] },
  {
    label: 'Estate Management',
    entries: [
      { label: 'Add Estate', to: '/wizard', icon: AddLocationAltIcon },
      { label: 'Estates Overview', to: '/estates', icon: LandscapeIcon },
      { label: 'Tree Tagging', to: '/tree-tagging', icon: QrCodeScannerIcon },
    ],
  },
  {
    label: 'Rental Management',
    entries: [
      { label: 'Rental Listings', to: '/rentals', icon: HomeWorkIcon },
      { label: 'Rental Applications', to: '/rentals/applications', icon: AssignmentIcon },
      { label: 'Rental Contracts', to: '/rental-contracts', icon: DescriptionIcon },
    ],
  },
  {
    label: 'Workforce Management',
    entries: [
      {
        label: 'For Workers',
        to: '/workforce/workers',
        icon: EngineeringIcon,
        children: [
          { label: 'Browse Jobs', to: '/workforce/job-listings', icon: WorkIcon },
          { label: 'My Applications', to: '/workforce/applications', icon: AssignmentIndIcon },
          { label: 'Find Workers', to: '/workforce/find-workers', icon: PersonSearchIcon },
        ],
      },
      {
        label: 'For Estate Owners',
        to: '/workforce/owners',
        icon: AgricultureIcon,
        children: [
          { label: 'Post Job Listing', to: '/workforce/post-job', icon: PostAddIcon },
          { label: 'My Job Listings', to: '/workforce/my-job-listings', icon: ListAltIcon },
          { label: 'Manage Workers', to: '/workforce/my-workers', icon: GroupsIcon },
          { label: 'Review Applications', to: '/workforce/applications', icon: FactCheckIcon },
        ],
      },
    ],
  },
  {
    label: 'System',
    entries: [
      { label: 'Profile', to: '/profile', icon: PersonIcon },
      { label: 'Reports', to: '/reports', icon: AssessmentIcon },
      { label: 'Settings', to: '/settings', icon: SettingsIcon },
    ],
  },
];

export const SIDEBAR_WIDTH_EXPANDED = 256;
export const SIDEBAR_WIDTH_COLLAPSED = 64;
