$h = { 'a' => 1 }
$k = undef
notice($h[$k])
