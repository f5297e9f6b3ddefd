notice(1)
return(2)
notice(3)
