notice(Integer[1,5].slice(2))
