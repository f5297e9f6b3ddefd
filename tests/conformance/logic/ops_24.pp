notice(undef or [])
