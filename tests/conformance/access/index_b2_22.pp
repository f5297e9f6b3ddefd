notice(undef[1])
