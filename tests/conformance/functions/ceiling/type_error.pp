notice(ceiling(undef))
