import { Box } from '@mui/material';
import { useTranslate } from '../i18n/translations';

/** 'Skip to content': the first stop of the keyboard, shown only when focused, jumps past the app bar. */
export const SkipToContent = () => {
  const translate = useTranslate();
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {translate('ra.navigation.skip_nav')}
    </Box>
  );
};
