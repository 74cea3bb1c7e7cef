import type { Config } from '../config.ts';

type Directives = Readonly<Record<string, readonly string[]>>;

/** Where a third-party chat widget loads from, talks to and frames; only its script's origin. */
const WIDGET_DIRECTIVES = ['scriptSrc', 'connectSrc', 'frameSrc', 'imgSrc'] as const;

/**
 * The content security policy with a third-party chat widget's origin allowed, only when
 * CHAT_WIDGET is `thirdparty`; the product's own chat needs nothing beyond 'self'.
 */
export const withChatWidget = <P extends { directives: Directives }>(
  policy: P,
  config: Pick<Config, 'chatWidget' | 'chatWidgetScriptUrl'>,
): P => {
  if (config.chatWidget !== 'thirdparty' || config.chatWidgetScriptUrl === null) return policy;
  const { origin } = new URL(config.chatWidgetScriptUrl);
  const directives: Record<string, readonly string[]> = { ...policy.directives };
  for (const name of WIDGET_DIRECTIVES)
    directives[name] = [...(directives[name] ?? ["'self'"]), origin];
  return { ...policy, directives };
};
