notice(Binary('aGk=')['a', 'b'])
