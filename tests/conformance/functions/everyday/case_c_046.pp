notice(regsubst('Hello', 'h', 'j', 'I'))
