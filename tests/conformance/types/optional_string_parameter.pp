notice(Optional['x'])
notice('x' =~ Optional['x'])
notice(NotUndef['x'])
