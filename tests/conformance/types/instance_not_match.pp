notice(1 !~ String)
notice('a' !~ String)
notice([1] !~ Array[String])
notice(undef !~ Optional[Integer])
