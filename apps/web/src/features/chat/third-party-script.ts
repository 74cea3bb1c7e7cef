import { useEffect } from 'react';

/**
 * Loads a third-party chat widget's script once per page (CHAT_WIDGET=thirdparty); the server's
 * content security policy allows that script's origin only in that configuration.
 */
export function useThirdPartyScript(url: string | null): void {
  useEffect(() => {
    if (url === null || document.querySelector('script[data-chat-widget]') !== null) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset['chatWidget'] = '';
    document.head.append(script);
  }, [url]);
}
