import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useT } from '../../../i18n';

export interface TreeTab<T extends string> {
  value: T;
  label: string;
}

export interface TreeTabsProps<T extends string> {
  tabs: readonly TreeTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The open tab's content. */
  children: ReactNode;
}

/** Tabs that scroll sideways on a phone rather than squeezing their labels. */
export function TreeTabs<T extends string>({ tabs, value, onChange, children }: TreeTabsProps<T>) {
  const { t } = useT();
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: T) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            id={`tree-tab-${tab.value}`}
            aria-controls={`tree-panel-${tab.value}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`tree-panel-${value}`} aria-labelledby={`tree-tab-${value}`}>
        {children}
      </Box>
    </>
  );
}
