$top = 'top'
define d($p = $top) { $local = "${p}-local" notice($local) }
d { 'a': }
notice(defined('$local'))
