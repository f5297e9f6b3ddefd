notice(sum([1]))
