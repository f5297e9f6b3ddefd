notice(Binary('aGk=') =~ Binary)
notice('aGk=' =~ Binary)
notice(Binary('aGk=') =~ String)
