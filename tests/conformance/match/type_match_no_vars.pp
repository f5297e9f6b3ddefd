'q' =~ /(q)/
notice(1 =~ Integer)
notice($1)
