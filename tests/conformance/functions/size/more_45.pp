notice(size(undef))
