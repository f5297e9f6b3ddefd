notice(NotUndef[Integer](undef))
