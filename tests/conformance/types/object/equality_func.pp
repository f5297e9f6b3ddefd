type A = Object[{attributes => {a => Integer}, functions => {f => Callable}, equality => f}]
notice(A)
