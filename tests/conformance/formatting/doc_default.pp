# The examples of docs/formatting.md, section Default (one notice per table row).
notice(String(default, '%s'))
notice(String(default, '%D'))
notice(String(default, '%#d'))
