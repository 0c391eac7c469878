import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { FormErrorAlert } from '../../components/FormErrorAlert';

export interface FormCardProps {
  title: string;
  /** The failure of the last submit, shown in a red alert. */
  failure?: string | null;
  children: ReactNode;
  maxWidth?: number;
  /** The heading level: h1 for a page of its own, h2 for a section of a page. */
  heading?: 'h1' | 'h2';
}

/** A card holding one form: heading, the failure alert, the form. A page's own card (h1) names the browser tab. */
export const FormCard = ({ title, failure, children, maxWidth = 440, heading = 'h1' }: FormCardProps) => {
  const translate = useTranslate();
  useDocumentTitle(heading === 'h1' ? translate(title) : null);
  return (
    <Card sx={{ maxWidth, width: '100%', mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading} gutterBottom>
          {translate(title)}
        </Typography>
        <FormErrorAlert error={failure ?? null} />
        {children}
      </CardContent>
    </Card>
  );
};
