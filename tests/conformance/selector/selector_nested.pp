$a = 1
$b = 'x'
notice($a ? { 1 => $b ? { 'x' => 'one-x', default => 'one-?' }, default => 'other' })
