notice(Binary('aGk=')[0, default])
