$f = 'notice'
$f(1)
