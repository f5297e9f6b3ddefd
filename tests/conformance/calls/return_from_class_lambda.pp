class c { [1].each |$x| { return(5) } notice(no) } include c notice(yes)
