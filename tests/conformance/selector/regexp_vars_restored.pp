$x = 'xyz' =~ /(y)/
$z = 'foo' ? { /(o+)/ => $1, default => 'no' }
notice($z)
notice($1)
