if 'ab' =~ /(a)(b)/ { notice("${3}") }
