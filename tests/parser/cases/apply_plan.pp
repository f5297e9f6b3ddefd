$a = apply
$b = plan
