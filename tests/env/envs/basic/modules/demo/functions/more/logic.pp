function demo::more::logic() { 1 }
notice('x')
