/**
 * A WhatsApp chat with a number, with a message ready to send when one is given. wa.me takes the
 * international number as digits only, so « +237 6… » works as well as « 2376… ».
 */
export function whatsappChatUrl(number: string, text?: string): string {
  const chat = `https://wa.me/${number.replace(/\D/g, '')}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
