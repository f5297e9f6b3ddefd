notice(Binary('aGk=')[1.5])
