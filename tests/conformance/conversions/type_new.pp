notice(Type('Integer[1,2]'))
notice(Type('Array[String]') == Array[String])
notice(Type[Integer](Integer[3]))
notice(Type('Optional[Enum[b,a]]'))
