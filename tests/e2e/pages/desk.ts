import { expect, type Locator } from '@playwright/test';
import { BasePage } from '../support/base-page';

/** Page objects of service requests and document inquiries. */

export class DocumentInquiryPage extends BasePage {
  readonly path = '/document-inquiry';

  async send(values: { name: string; phone: string; vehicleNo: string; types: string[] }): Promise<void> {
    await this.field('Name').fill(values.name);
    await this.field('Mobile').fill(values.phone);
    await this.field('Vehicle number').fill(values.vehicleNo);
    for (const type of values.types) await this.page.getByRole('checkbox', { name: type }).check();
    await this.button('Submit Inquiry').click();
  }
}

/** A staff list (service requests or inquiries) or My Requests: rows, the status filter. */
abstract class DeskListPage extends BasePage {
  row(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  /** Chooses a status in the filter, as a person would, without waiting for the list. */
  async chooseStatus(status: string): Promise<void> {
    await this.select(/^Status/).click();
    await this.page.getByRole('option', { name: status }).click();
  }

  /** Types a term into the desk's search box and presses Enter; waits for the address to hold it. */
  async search(term: string): Promise<void> {
    await this.field('Search by reference, name, mobile or vehicle number').fill(term);
    await this.field('Search by reference, name, mobile or vehicle number').press('Enter');
    await expect.poll(() => new URL(this.page.url()).searchParams.get('filter') ?? '').toContain(`"q":${JSON.stringify(term)}`);
  }

  async filterStatus(status: string): Promise<void> {
    await this.chooseStatus(status);
    // Wait until the address holds the filter and its page has loaded.
    await expect.poll(() => new URL(this.page.url()).searchParams.get('filter') ?? '').toContain(`"status":"${status.toLowerCase()}"`);
    await this.page.waitForLoadState('networkidle');
  }
}

export class MyRequestsPage extends DeskListPage {
  readonly path = '/my-requests';
}

export class ServiceRequestsPage extends DeskListPage {
  readonly path = '/service-requests';
}

export class InquiriesPage extends DeskListPage {
  readonly path = '/admin/inquiries';
}

/** /track: a request followed by its reference and mobile. */
export class TrackPage extends BasePage {
  readonly path = '/track';

  async track(reference: string | null, mobile: string, labels = { reference: 'Reference', mobile: 'Mobile number', submit: 'Track' }): Promise<void> {
    if (reference !== null) await this.field(labels.reference).fill(reference);
    await this.field(labels.mobile).fill(mobile);
    await this.button(labels.submit).click();
  }

  /** The tracked request's section, named by its reference. */
  result(reference: string): Locator {
    return this.page.getByRole('region', { name: reference });
  }
}
