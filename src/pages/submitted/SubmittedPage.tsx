import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useSessionUser } from '../../authProvider/session';
import { useTranslate } from '../../i18n/translations';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { usePageLink, usePageLocation } from '../../routing/pageLinks';
import { ReferenceBox } from './ReferenceBox';

/** What each public form's success page says next and links back to. */
const KINDS = {
  request: { texts: 'submitted.request', bring: ['id', 'documents', 'photos'], form: '/ask-for-service' },
  inquiry: { texts: 'submitted.inquiry', bring: ['number', 'papers'], form: '/document-inquiry' },
} as const;

export type SubmittedKind = keyof typeof KINDS;

/** What the form hands to its success page (the page's state): the phone the office will call, the reference to track. */
export interface SubmittedState {
  phone?: string;
  reference?: string;
}

export interface SubmittedPageViewProps {
  kind: SubmittedKind;
  /** The phone given on the form; the page speaks of "the number you gave" without it (a reload, a bookmark). */
  phone?: string;
  /** The reference to track the request by (/track) and quote to the office; gone after a reload. */
  reference?: string;
  /** Signed-in users also get a link to My Requests. */
  signedIn?: boolean;
}

/** After Ask For Service or Document Inquiry: received, who calls when on which number, what to have ready. */
export const SubmittedPageView = ({ kind, phone, reference, signedIn = false }: SubmittedPageViewProps) => {
  const translate = useTranslate();
  const Link = usePageLink();
  const { texts, bring, form } = KINDS[kind];
  const title = translate(`${texts}.title`);
  useDocumentTitle(title);
  return (
    <Card sx={{ maxWidth: 640, width: '100%', mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" fontSize="large" />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </Box>
        {reference && <ReferenceBox reference={reference} />}
        <Typography>{phone ? translate(`${texts}.next`, { phone }) : translate(`${texts}.next_no_phone`)}</Typography>
        <Box component="section" aria-labelledby="submitted-bring">
          <Typography id="submitted-bring" variant="h6" component="h2">
            {translate(`${texts}.bring_title`)}
          </Typography>
          <Box component="ul" sx={{ pl: 3, my: 1 }}>
            {bring.map((item) => (
              <Typography component="li" key={item} sx={{ py: 0.25 }}>
                {translate(`${texts}.bring.${item}`)}
              </Typography>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" component={Link} to="/">
            {translate('submitted.home')}
          </Button>
          {signedIn && kind === 'request' && (
            <Button variant="outlined" component={Link} to="/my-requests">
              {translate('submitted.my_requests')}
            </Button>
          )}
          <Button component={Link} to={reference ? `/track?reference=${reference}` : '/track'}>
            {translate('tracking.link')}
          </Button>
          <Button component={Link} to={form}>
            {translate(`${texts}.again`)}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
};

const SubmittedPage = ({ kind }: { kind: SubmittedKind }) => {
  const state = usePageLocation().state as SubmittedState | undefined;
  return <SubmittedPageView kind={kind} phone={state?.phone} reference={state?.reference} signedIn={!!useSessionUser()} />;
};

/** /ask-for-service/sent */
export const RequestSentPage = () => <SubmittedPage kind="request" />;

/** /document-inquiry/sent */
export const InquirySentPage = () => <SubmittedPage kind="inquiry" />;
