notice(sort([b, A, a]))
