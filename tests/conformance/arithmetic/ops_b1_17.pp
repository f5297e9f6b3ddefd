notice(undef + 1)
