notice(String(undef, '%a'))
