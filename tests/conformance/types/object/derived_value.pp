type A = Object[{attributes => {a => {type => Integer, kind => derived, value => 1}}}]
notice(A)
