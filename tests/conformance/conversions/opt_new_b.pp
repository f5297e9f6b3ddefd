notice(Optional[Integer](undef))
