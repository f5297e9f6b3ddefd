$varA = 1
$vara = 2
notice($varA)
notice($vara)
