$n = 15
if $n % 15 == 0 { notice('FizzBuzz') } elsif $n % 3 == 0 { notice('Fizz') } else { notice($n) }
$r = if $n > 100 { 'big' } elsif $n > 10 { 'medium' }
notice($r)
$s = if false { 1 }
notice($s)
unless $n < 10 { notice('not small') } else { notice('small') }
$u = unless true { 1 }
notice($u)
