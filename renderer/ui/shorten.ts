/** `"zDx7EjkQvC/Bi2QM5yqmaKDrKf+tN20o3k8u8/e6T3E="` → `"zDx7Ej…6T3E="`: enough to recognise, full text in a title. */
export function shorten(value: string, head = 6, tail = 5): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}
