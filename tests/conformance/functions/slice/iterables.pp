notice(Integer[1, 5].slice(2))
notice('abcde'.slice(2))
notice(5.slice(3))
