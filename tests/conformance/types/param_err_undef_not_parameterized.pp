notice(Undef[1])
