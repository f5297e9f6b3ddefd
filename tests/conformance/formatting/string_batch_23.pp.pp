notice(String(3.7, '%c'))
