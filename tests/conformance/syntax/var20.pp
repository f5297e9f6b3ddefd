$x=1;notice($x);;notice(2)
