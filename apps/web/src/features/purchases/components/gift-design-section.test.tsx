import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GIFT_DESIGN_PICKER_TEXT as T } from '@stepup/domain';
import type { CreatePurchaseResponse, GiftDesignList } from '@stepup/contracts';
import { aUser, fakeApi } from '../../../testing/fake-api';
import { aCampaign } from '../../../testing/fixtures';
import { axeViolations, renderApp } from '../../../testing/render-app';

// The gift form's design picker and the live preview (docs/product.md#gift-designs).

const designs: GiftDesignList = {
  categories: [
    {
      id: 'cat-birthday',
      name: 'Birthday',
      designs: [
        { id: 'd-balloons', name: 'Balloons', imageUrl: '/files/balloons.webp' },
        { id: 'd-cake', name: 'Birthday cake', imageUrl: '/files/cake.webp' },
      ],
    },
    {
      id: 'cat-wedding',
      name: 'Wedding',
      designs: [{ id: 'd-rings', name: 'Rings', imageUrl: '/files/rings.webp' }],
    },
  ],
};

function setup() {
  const campaign = aCampaign({
    faceValuesPence: [2500, 5000, 10000],
    primaryImageUrl: '/files/campaign.webp',
    company: { id: 'co', name: 'Bean There', website: null, logoUrl: null },
  });
  const bodies: Record<string, unknown>[] = [];
  const api = fakeApi({
    user: aUser({ name: 'Sam Taylor' }),
    campaigns: [campaign],
    giftDesigns: designs,
    purchases: {
      create: (body) => {
        bodies.push(body);
        return {
          status: 201,
          body: {
            paymentId: 'pay-1',
            paymentIntentId: 'pi_sandbox1',
            clientSecret: 'pi_sandbox1_secret_abc',
            provider: 'sandbox',
            connectedAccountId: 'acct_1',
            step: 1,
            slot: 1,
            faceValuePence: 2500,
            discount: 10,
            voucherPricePence: 2250,
            giftingFeePence: 150,
            totalPence: 2400,
            currency: 'GBP',
            status: 'created',
          } satisfies CreatePurchaseResponse,
        };
      },
    },
  });
  const view = renderApp(`/campaign/${campaign.id}`, api.client);
  return { ...view, bodies };
}

describe('choosing a gift design', () => {
  it("offers the campaign's own image first, then the designs by category, as a keyboard radio group", async () => {
    const { container } = setup();
    await userEvent.click(await screen.findByRole('radio', { name: 'Gift' }));
    const picker = await screen.findByRole('group', { name: T.legend });
    const own = within(picker).getByRole('radio', { name: T.campaignImage });
    expect(own).toBeChecked();
    await within(picker).findByRole('radio', { name: /Balloons/ });
    expect(within(picker).getAllByRole('radio')).toHaveLength(4);

    // Filtered by category: only Wedding's design besides the campaign's own image.
    await userEvent.click(within(picker).getByRole('button', { name: 'Wedding' }));
    expect(within(picker).getByRole('button', { name: 'Wedding' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(picker).getAllByRole('radio')).toHaveLength(2);
    expect(within(picker).getByRole('radio', { name: 'Rings' })).toBeInTheDocument();
    expect(within(picker).queryByRole('radio', { name: /Balloons/ })).toBeNull();
    await userEvent.click(within(picker).getByRole('button', { name: T.all }));

    // The arrow keys move the choice within the group.
    own.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(picker).getByRole('radio', { name: /Balloons/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('previews what the recipient gets as the buyer types, and sends the chosen design', async () => {
    const { bodies } = setup();
    await userEvent.click(await screen.findByRole('radio', { name: 'Gift' }));
    const preview = await screen.findByRole('region', { name: T.previewTitle });
    // Before a design is chosen: the campaign's own image.
    expect(within(preview).getByRole('img')).toHaveAttribute('src', '/files/campaign.webp');
    expect(within(preview).getByText(T.previewNoMessage)).toBeInTheDocument();

    const gift = screen.getByRole('group', { name: 'Recipient details' });
    await userEvent.type(within(gift).getByLabelText('Recipient name'), 'Alex');
    await userEvent.type(within(gift).getByLabelText('Recipient email'), 'alex@example.com');
    await userEvent.type(within(gift).getByLabelText('Message'), 'Happy birthday, Alex!');
    await userEvent.click(screen.getByRole('radio', { name: /Balloons/ }));

    expect(within(preview).getByRole('img', { name: 'Balloons' })).toHaveAttribute(
      'src',
      '/files/balloons.webp',
    );
    expect(within(preview).getByText('For Alex')).toBeInTheDocument();
    expect(within(preview).getByText('A gift from Sam Taylor')).toBeInTheDocument();
    expect(within(preview).getByTestId('gift-preview-message')).toHaveTextContent(
      'Happy birthday, Alex!',
    );
    expect(within(preview).getByText('£25.00')).toBeInTheDocument();
    expect(within(preview).getByText('Bean There')).toBeInTheDocument();
    expect(within(preview).getByText(T.previewRedeem)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Let's Go £/ }));
    await screen.findByRole('region', { name: 'Your order' });
    expect(bodies[0]).toMatchObject({
      buyFor: 'gift',
      gift: { name: 'Alex', message: 'Happy birthday, Alex!', designId: 'd-balloons' },
    });
  });
});
