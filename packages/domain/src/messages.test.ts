import { describe, it, expect } from 'vitest';
import * as messages from './messages';

describe('messages', () => {
  it('names the company in the custom-offer confirmation, else "Company\'s"', () => {
    expect(messages.customOfferSentMessage('Bean There')).toBe(
      "Your request has been sent. We'll send you Bean There's response within 24 hours. Good luck!",
    );
    expect(messages.customOfferSentMessage('  ')).toBe(
      "Your request has been sent. We'll send you Company's response within 24 hours. Good luck!",
    );
    expect(messages.customOfferSentMessage(undefined)).toContain("Company's response");
  });

  it('keeps spec texts verbatim, typos included', () => {
    expect(messages.NOT_FOUND).toBe("Sorry but we couldnt find this page. It doesn't exist!");
    expect(messages.CAMPAIGN_UNAVAILABLE).toBe(
      'Oops, this campaign is currently unavailable. Please try again soon.',
    );
    expect(messages.EMAIL_CHANGE_RECENT_LOGIN).toBe(
      'This requires recent authentication. Please log out and in, and then try again.',
    );
  });

  it('has no blank or duplicated texts', () => {
    const values: unknown[] = Object.values(messages);
    const texts = values.filter((v): v is string => typeof v === 'string');
    expect(texts.every((t) => t.trim() === t && t.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
