function f(Integer *$rest) { $rest }
notice(f(1, 2))
f(1, 'a')
