type A = Object[{attributes => {a => Integer}, constants => {c => 1}, equality => [c]}]
notice(A)
