notice(String(1, '%<a>d'))
