notice
(1)
$a = foo (1)
