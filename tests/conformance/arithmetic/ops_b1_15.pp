notice(-(3))
$x = 5
notice(-$x)
notice(- '5')
