import type { ServiceCategory, ServiceOption } from '../../../common/options';
import { useTranslate } from '../../i18n/translations';
import { usePageLink } from '../../routing/pageLinks';
import { serviceIcon } from './serviceIcons';

/** The ask-for-service page with a category and service chosen. */
export const askForServicePath = (category: ServiceCategory, service: string) =>
  `/ask-for-service?${new URLSearchParams({ category, service })}`;

/**
 * One online service: a card linking to its request form. Plain elements styled once by their group (ServiceGroup's
 * `tileStyles`), not MUI's Card and Typography with their own styles each: the home draws 30-odd tiles, and on a
 * phone every styled element adds to the work before the page answers a tap.
 */
export const ServiceTile = ({ category, service }: { category: ServiceCategory; service: ServiceOption }) => {
  const translate = useTranslate();
  const Link = usePageLink();
  const Icon = serviceIcon(category, service.key);
  return (
    <Link to={askForServicePath(category, service.key)} className="service-tile">
      <Icon color="primary" aria-hidden data-testid={`service-icon-${service.key}`} />
      <span>{translate(`shell.services.${service.key}`, { _: service.label })}</span>
    </Link>
  );
};
