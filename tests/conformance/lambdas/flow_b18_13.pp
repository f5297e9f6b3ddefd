function f() { [1,2].map |$x| { [3].map |$y| { return("r$x$y") } } }
notice(f())
