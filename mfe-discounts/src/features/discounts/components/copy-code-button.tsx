import { showToast } from '@kaspit/shared-auth';
import { messages } from '../../../messages.js';
import * as styles from './discounts.module.css';

/** Puts `text` on the clipboard; falls back to a hidden selection where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

export function CopyCodeButton({ code }: { code: string }) {
  const copy = async () => {
    const copied = await copyText(code);
    showToast(copied ? messages.codeCopied : messages.copyFailed, copied ? 'success' : 'error', 3000);
  };
  return (
    <span className={styles.code}>
      <code dir="ltr">{code}</code>
      <button type="button" onClick={copy} aria-label={messages.copyCodeLabel(code)}>
        {messages.copyCode}
      </button>
    </span>
  );
}
