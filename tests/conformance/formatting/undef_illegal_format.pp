notice(String(undef, '%y'))
