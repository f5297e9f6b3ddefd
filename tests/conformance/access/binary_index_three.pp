notice(Binary('aGk=')[1, 2, 3])
