notice sprintf("%<x>s : %<y>d", { 'x' => 'value is', 'y' => 42 })
$pi = sprintf("%.4f", 3.1415123)
notice($pi)
