notice(max(undef, 1))
