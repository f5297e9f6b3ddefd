notice(undef)
