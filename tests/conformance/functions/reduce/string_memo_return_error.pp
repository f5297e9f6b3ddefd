# A sized return type is checked against each step's grown string.
$r = ['ab', 'cd', 'ef'].reduce('') |$m, $x| >> String[1, 4] { "${m}${x}" }
notice($r)
