/**
 * Proves the CSP allows a third-party chat widget's origin only when one is configured, in the
 * directives the widget needs, and leaves the product's own chat at 'self'.
 */
import { describe, expect, it } from 'vitest';
import { withChatWidget } from './content-security.ts';

const policy = {
  directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], connectSrc: ["'self'", 'ws:'] },
};

describe('withChatWidget', () => {
  it('leaves the policy as it is for the builtin chat', () => {
    expect(withChatWidget(policy, { chatWidget: 'builtin', chatWidgetScriptUrl: null })).toBe(
      policy,
    );
  });

  it("adds only the script's origin for a third-party widget", () => {
    const config = {
      chatWidget: 'thirdparty',
      chatWidgetScriptUrl: 'https://chat.example/embed/widget.js?id=1',
    } as const;
    expect(withChatWidget(policy, config).directives).toEqual({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://chat.example'],
      connectSrc: ["'self'", 'ws:', 'https://chat.example'],
      frameSrc: ["'self'", 'https://chat.example'],
      imgSrc: ["'self'", 'https://chat.example'],
    });
    expect(policy.directives.scriptSrc).toEqual(["'self'"]);
  });
});
