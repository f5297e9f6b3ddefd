notice(Type('Hash[String, '))
