notice(Undef)
