'outer' =~ /(out)/
$r = 'in9' ? { /in(\d)/ => $1, default => 'no' }
notice("${r} ${1}")
