type A = Object[{attributes => {a => Integer}, equality => [a], equality_include_type => false}]
notice(A)
