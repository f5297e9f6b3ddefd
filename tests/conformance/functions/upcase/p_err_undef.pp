notice(upcase(undef))
