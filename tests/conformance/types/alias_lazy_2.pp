

type   A   =   Integer[a]
$x = 1
notice($x =~ A)
