notice(Optional[String] == Variant[String, Undef]) notice(Integer[default, 5]) notice(Float[0, default])
