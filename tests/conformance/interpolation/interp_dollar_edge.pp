$a = 'A'
notice("$")
notice("a$")
notice("$$a")
notice("${a}$")
notice("100$ and $a")
notice("$a_b")
