notice(Array[Integer, 'a'])
