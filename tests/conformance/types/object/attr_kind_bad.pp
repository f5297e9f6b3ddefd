type A = Object[{attributes => {a => {type => Integer, kind => weird}}}]
notice(A)
