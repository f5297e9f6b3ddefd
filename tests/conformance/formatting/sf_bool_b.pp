notice(String(true, '%c'))
