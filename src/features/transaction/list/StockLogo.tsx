import { useState } from 'react';

interface StockLogoProps {
  ticker: string;
  logoURL: string | null | undefined;
}

/**
 * A security's logo, or its ticker's first letters when it has none or the image fails. Plain
 * elements styled by the list (rowStyles' [data-logo]); the image is decorative (the ticker is
 * written beside it), hence the empty alt text.
 */
export function StockLogo({ ticker, logoURL }: StockLogoProps) {
  const [failedURL, setFailedURL] = useState<string | null>(null);
  const showImage = Boolean(logoURL) && failedURL !== logoURL;
  return (
    <span data-logo="" aria-hidden="true">
      {showImage ? <img src={logoURL!} alt="" loading="lazy" decoding="async" onError={() => setFailedURL(logoURL ?? null)} /> : ticker.slice(0, 2).toUpperCase()}
    </span>
  );
}
