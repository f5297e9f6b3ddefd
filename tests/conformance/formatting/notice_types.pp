notice(Integer, Integer[1,2], String[1], Array[String, 1, 3], Hash[String, Integer])
notice(Optional[String], Enum[b, a], Pattern[/x/], Variant[Integer, String], Struct[{a => Integer}])
notice([Integer, Float[0.5]])
