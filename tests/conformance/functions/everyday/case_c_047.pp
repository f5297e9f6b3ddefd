notice(regsubst('hello', /(l+)/, '<\1>'))
