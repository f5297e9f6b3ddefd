notice(Undef(1))
