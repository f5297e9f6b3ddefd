# A sized memo type is checked at every step against the grown memo.
$r = ['ab', 'cd', 'ef'].reduce('') |String[0, 3] $m, $x| { "${m}${x}" }
notice($r)
