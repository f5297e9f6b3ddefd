notice(flatten([[[[]]]]))
notice(flatten([1, [2]], {b => [3]}))
notice(flatten('a', ['b', ['c', ['d']]]).join(''))
