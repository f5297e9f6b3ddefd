notice(Binary)
notice(type(Binary('aGk=')))
notice(Binary('aGk=') =~ Binary)
