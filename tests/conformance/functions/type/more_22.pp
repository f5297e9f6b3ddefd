notice(type([1, [2, [3]]]))
