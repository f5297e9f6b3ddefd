notice(1, undef, '')
