notice(Variant[Integer, String] == Variant[String, Integer]) notice(Enum[b, a] == Enum[a, b])
