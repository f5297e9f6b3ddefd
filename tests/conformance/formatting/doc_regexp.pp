# The examples of docs/formatting.md, section Regexp (one notice per table row).
notice(String(/a\/b/, '%s'))
notice(String(/ab/, '%#s'))
notice(String(/a\/b/, '%p'))
