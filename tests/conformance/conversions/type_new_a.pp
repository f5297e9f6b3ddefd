notice(Type('Integer[1,2]'))
notice(Type('Array[String]') == Array[String])
notice(Type.new('Optional[Integer]'))
notice(Type('Foo'))
