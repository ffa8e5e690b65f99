/** "No accounts", "1 account", "3 accounts". */
export function accountCount(count: number): string {
  if (count === 0) return 'No accounts';
  return `${count} ${count === 1 ? 'account' : 'accounts'}`;
}
