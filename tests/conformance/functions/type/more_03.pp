notice(undef.then |$x| { 1 }.lest || { 2 })
