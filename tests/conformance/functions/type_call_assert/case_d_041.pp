notice(type(undef))
