notice(Type('Array[::Integer]'))
