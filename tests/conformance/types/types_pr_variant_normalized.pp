notice(Variant[Integer, Integer[1,2]])
notice(Optional[Optional[Integer]])
notice(Variant[Undef, Integer])
notice(Optional[Undef])
