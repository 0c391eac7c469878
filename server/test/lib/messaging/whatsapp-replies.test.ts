import { describe, expect, it } from 'vitest';
import { reminderReply } from '../../../lib/messaging/whatsapp-replies.js';

/** The STOP and START replies to the reminders, English and Hindi, whatever their case, spaces and punctuation. */
describe('reminderReply', () => {
  it.each(['STOP', 'Stop.', 'stop please', 'STOP ', '  stop!!', 'रोकें', 'रोकें।', 'रोको', 'बंद करें', 'Unsubscribe'])('reads %j as STOP', (text) => {
    expect(reminderReply(text)).toBe('stop');
  });

  it.each(['start', 'START.', 'Start again please', 'शुरू', 'शुरू करें।', 'चालू'])('reads %j as START', (text) => {
    expect(reminderReply(text)).toBe('start');
  });

  it.each(['', '   ', 'ok thanks', 'please renew my policy', 'stopped', 'nonstop', 'धन्यवाद'])('leaves %j alone', (text) => {
    expect(reminderReply(text)).toBeNull();
  });
});
