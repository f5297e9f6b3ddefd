# The examples of docs/formatting.md, section Sensitive (one notice per table row).
notice(String(Sensitive('x'), '%s'))
notice("${Sensitive('x')}")
