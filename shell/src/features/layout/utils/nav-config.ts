import type { ComponentType } from 'react';
import { i18nKey } from '@grovekeeper/shared';
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
  /** The text key of the entry's label (translated where it is shown). */
  label: string;
  to: string;
  icon: ComponentType<{ fontSize?: 'small' | 'inherit' | 'medium' | 'large' }>;
  /** Sub-entries, shown indented under their parent. */
  children?: readonly NavEntry[];
}

export interface NavGroup {
  /** The text key of the group's heading. */
  label: string;
  entries: readonly NavEntry[];
}

/** The sidebar, exactly as the spec lists it. Worker and owner sections show to everyone. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: i18nKey('nav.groups.map'),
    entries: [{ label: i18nKey('nav.items.mapView'), to: '/map', icon: MapIcon }],
  },
  {
    label: i18nKey('nav.groups.estateManagement'),
    entries: [
      { label: i18nKey('nav.items.addEstate'), to: '/wizard', icon: AddLocationAltIcon },
      { label: i18nKey('nav.items.estatesOverview'), to: '/estates', icon: LandscapeIcon },
      { label: i18nKey('nav.items.treeTagging'), to: '/tree-tagging', icon: QrCodeScannerIcon },
    ],
  },
  {
    label: i18nKey('nav.groups.rentalManagement'),
    entries: [
      { label: i18nKey('nav.items.rentalListings'), to: '/rentals', icon: HomeWorkIcon },
      {
        label: i18nKey('nav.items.rentalApplications'),
        to: '/rentals/applications',
        icon: AssignmentIcon,
      },
      {
        label: i18nKey('nav.items.rentalContracts'),
        to: '/rental-contracts',
        icon: DescriptionIcon,
      },
    ],
  },
  {
    label: i18nKey('nav.groups.workforceManagement'),
    entries: [
      {
        label: i18nKey('nav.items.forWorkers'),
        to: '/workforce/workers',
        icon: EngineeringIcon,
        children: [
          { label: i18nKey('nav.items.browseJobs'), to: '/workforce/job-listings', icon: WorkIcon },
          {
            label: i18nKey('nav.items.myApplications'),
            to: '/workforce/applications',
            icon: AssignmentIndIcon,
          },
          {
            label: i18nKey('nav.items.findWorkers'),
            to: '/workforce/find-workers',
            icon: PersonSearchIcon,
          },
        ],
      },
      {
        label: i18nKey('nav.items.forEstateOwners'),
        to: '/workforce/owners',
        icon: AgricultureIcon,
        children: [
          {
            label: i18nKey('nav.items.postJobListing'),
            to: '/workforce/post-job',
            icon: PostAddIcon,
          },
          {
            label: i18nKey('nav.items.myJobListings'),
            to: '/workforce/my-job-listings',
            icon: ListAltIcon,
          },
          {
            label: i18nKey('nav.items.manageWorkers'),
            to: '/workforce/my-workers',
            icon: GroupsIcon,
          },
          {
            label: i18nKey('nav.items.reviewApplications'),
            to: '/workforce/applications',
            icon: FactCheckIcon,
          },
        ],
      },
    ],
  },
  {
    label: i18nKey('nav.groups.system'),
    entries: [
      { label: i18nKey('nav.items.profile'), to: '/profile', icon: PersonIcon },
      { label: i18nKey('nav.items.reports'), to: '/reports', icon: AssessmentIcon },
      { label: i18nKey('nav.items.settings'), to: '/settings', icon: SettingsIcon },
    ],
  },
];

const TREE_TAGGING_PATH = '/tree-tagging';

/**
 * The sidebar for a user who is field staff on an estate and owns none (issue 25): it leads
 * with Tree Tagging, the one thing they come for; the rest follows as for everyone.
 */
export function navGroupsFor(leadWithTagging: boolean): readonly NavGroup[] {
  if (!leadWithTagging) return NAV_GROUPS;
  const tagging = NAV_GROUPS.flatMap((group) => group.entries).find(
    (entry) => entry.to === TREE_TAGGING_PATH,
  );
  if (!tagging) return NAV_GROUPS;
  return [
    { label: i18nKey('nav.groups.fieldWork'), entries: [tagging] },
    ...NAV_GROUPS.map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => entry.to !== TREE_TAGGING_PATH),
    })),
  ];
}

export const SIDEBAR_WIDTH_EXPANDED = 256;
export const SIDEBAR_WIDTH_COLLAPSED = 64;
