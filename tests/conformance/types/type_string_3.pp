notice(Type('[1]'))
