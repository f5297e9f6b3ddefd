notice(NotUndef(undef))
