import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from '../../i18n/translations';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

export interface FormCardProps {
  title: string;
  children: ReactNode;
  maxWidth?: number;
  /** The heading level: h1 for a page of its own, h2 for a section of a page. */
  heading?: 'h1' | 'h2';
}

/** A card holding one form: heading and the form (whose failure alert sits above its submit button). A page's own card (h1) names the browser tab. */
export const FormCard = ({ title, children, maxWidth = 440, heading = 'h1' }: FormCardProps) => {
  const translate = useTranslate();
  useDocumentTitle(heading === 'h1' ? translate(title) : null);
  return (
    <Card sx={{ maxWidth, width: '100%', mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading} gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
