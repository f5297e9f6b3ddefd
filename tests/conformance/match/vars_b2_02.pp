['a1','b2'].each |$x| { if $x =~ /(\d)/ { notice($1) } }
notice($1)
