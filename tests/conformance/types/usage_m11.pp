notice(Variant[Integer, Integer[1,2], String]) notice(Optional[Optional[String]]) notice(Variant[Optional[String], Undef])
