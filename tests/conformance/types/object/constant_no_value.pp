type A = Object[{attributes => {a => {type => Integer, kind => constant}}}]
notice(A)
