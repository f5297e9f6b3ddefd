lest(undef) |$x| { 1 }
