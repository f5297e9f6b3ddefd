$v = 'two'
if $v =~ /one/ { notice('1') } elsif $v =~ /t(w)o/ { notice("elsif ${1}") } else { notice('else') }
