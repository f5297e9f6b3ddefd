$a = apache::port
notice($a)
notice(hello)
