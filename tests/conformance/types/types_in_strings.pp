$t = Array[Integer[1, 2]]
notice("type: ${t}")
notice("${Struct[{a => Optional[String]}]}")
notice("${Optional['x']}")
notice(String(Enum[a, b]))
