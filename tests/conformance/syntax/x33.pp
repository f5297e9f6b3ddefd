notice(((((1)))))
