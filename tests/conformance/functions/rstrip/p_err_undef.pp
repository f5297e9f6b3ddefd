notice(rstrip(undef))
