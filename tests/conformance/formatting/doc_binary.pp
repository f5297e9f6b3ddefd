# The examples of docs/formatting.md, section Binary (one notice per table row).
notice(String(Binary('aGVsbG8='), '%s'))
notice(String(Binary('aGVsbG8='), '%p'))
notice(String(Binary('aGVsbG8='), '%B'))
notice(String(Binary('+/8='), '%u'))
notice(String(Binary('aGVsbG8='), '%T'))
notice(String(Binary('aGVsbG8='), '%#B'))
