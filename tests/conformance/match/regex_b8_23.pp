if 'ab' =~ /(?<x>a)/ { notice($x) }
