# notice and interpolation print strings inside containers without quotes
notice(['a', 1])
notice(["it's", "two words", ''])
