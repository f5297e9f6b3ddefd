# The examples of docs/formatting.md, section Type (one notice per table row).
notice(String(Integer[1, 2], '%p'))
notice(String(Integer, '%#s'))
