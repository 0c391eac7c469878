/**
 * Puts `text` on the clipboard; answers whether it worked. Browsers offer the Clipboard API only to a secure page
 * (HTTPS or localhost), and an office PC may open the app over plain HTTP on the LAN: there a selected hidden text
 * area is copied instead.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}
