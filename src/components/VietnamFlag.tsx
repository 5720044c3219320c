/** The national flag, drawn inline so it needs no request. */
export function VietnamFlag({ width = 24 }: { width?: number }) {
  return (
    <svg width={width} height={(width * 2) / 3} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width="30" height="20" fill="#DA251D" />
      <polygon fill="#FFFF00" points="15,4 16.76,9.43 22.47,9.43 17.85,12.77 19.61,18.2 15,14.85 10.39,18.2 12.15,12.77 7.53,9.43 13.24,9.43" />
    </svg>
  );
}
