$os = 'debian'
$p = $os ? { 'debian' => 'apt', /^(red|cent)/ => 'yum', default => 'x' }
notice($p)
