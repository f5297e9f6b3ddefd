notice(Hash[Enum[a,b], Array[Tuple[String, Integer]]])
