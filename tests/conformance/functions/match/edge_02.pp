notice(match(["a1", "b", "c3"], /(\w)(\d)/))
