notice(Undef(undef))
notice(Undef(1))
