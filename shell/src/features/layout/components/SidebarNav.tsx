import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import { useT } from '../../../i18n';
import { visuallyHidden } from '../../common/utils/visually-hidden';
import { navGroupsFor } from '../utils/nav-config';
import { useLeadsWithTagging } from '../hooks/useLeadsWithTagging';
import { SidebarNavItem } from './SidebarNavItem';

export interface SidebarNavProps {
  collapsed: boolean;
  /** Called after a link is followed (the phone drawer closes itself). */
  onNavigate?: () => void;
}

/** The spec's groups and entries. Collapsed, group names stay for screen readers only. */
export function SidebarNav({ collapsed, onNavigate }: SidebarNavProps) {
  const { t } = useT();
  const groups = navGroupsFor(useLeadsWithTagging());
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}
    >
      {groups.map((group, index) => {
        const headingId = `nav-group-${index}`;
        return (
          <Box key={group.label}>
            {collapsed && index > 0 && <Divider sx={{ my: 1, mx: 1.5 }} />}
            <List
              dense
              aria-labelledby={headingId}
              subheader={
                <ListSubheader
                  id={headingId}
                  disableSticky
                  sx={
                    collapsed
                      ? visuallyHidden
                      : {
                          bgcolor: 'transparent',
                          lineHeight: '32px',
                          fontSize: '0.7rem',
                          fontWeight: 700,
                          letterSpacing: 0.6,
                          textTransform: 'uppercase',
                        }
                  }
                >
                  {t(group.label)}
                </ListSubheader>
              }
            >
              {group.entries.map((entry) => (
                <SidebarNavItem
                  key={entry.to}
                  entry={entry}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
