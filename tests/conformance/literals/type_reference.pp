$a = Integer
notice($a)
notice(String)
