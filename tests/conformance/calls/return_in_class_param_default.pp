class c($p = return(1)) { notice(body) } include c notice(yes)
