import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { LoadStatus } from '@grovekeeper/shared';
import type { JobFormBinding } from '../hooks/useJobForm';
import { JobBasicsFields } from './JobBasicsFields';
import type { EstateOption } from './JobEstateField';
import { JobPayScheduleFields } from './JobPayScheduleFields';
import { JobPublishingFields } from './JobPublishingFields';
import { JobRequirementFields } from './JobRequirementFields';

export interface JobFormProps {
  /** The form's accessible name. */
  label: string;
  form: JobFormBinding;
  estates: EstateOption[];
  estatesStatus: LoadStatus;
  onRetryEstates: () => void;
  /** Runs on submit (Enter or the submit button); the browser's own submit is prevented. */
  onSubmit: () => void;
  /** Failed submits so far: each moves the focus to the first field in error. */
  attempt: number;
  /** The form's buttons. */
  actions: ReactNode;
}

/** Every field of a job listing (post and edit), in four titled sections. */
export function JobForm({
  label,
  form,
  estates,
  estatesStatus,
  onRetryEstates,
  onSubmit,
  attempt,
  actions,
}: JobFormProps) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    // Keyboard and screen-reader users land on what needs fixing instead of hunting for it.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  return (
    <Card
      component="form"
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <JobBasicsFields
          form={form}
          estates={estates}
          estatesStatus={estatesStatus}
          onRetryEstates={onRetryEstates}
        />
        <Divider />
        <JobRequirementFields form={form} />
        <Divider />
        <JobPayScheduleFields form={form} />
        <Divider />
        <JobPublishingFields form={form} />
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 1,
          }}
        >
          {actions}
        </Box>
      </CardContent>
    </Card>
  );
}
