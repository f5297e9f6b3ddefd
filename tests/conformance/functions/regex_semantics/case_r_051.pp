notice(regsubst('a+b', '+', '-'))
