notice(undef.then |$x| { 1 }, 2.lest || { 3 }, undef.lest || { 4 })
