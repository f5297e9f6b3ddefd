notice(regsubst('a+b', /+/, '-'))
