# Regex matching with =~, case and selector, match/regsubst/split.
$words = Integer[1, 5000].map |$i| { ["alpha${i}", "b${i}eta", "GAMMA_${i}", "d-${i}-x"][$i % 4] }
$cased = $words.map |$w| {
  case $w {
    /^alpha(\d+)$/: { Integer($1) % 10 }
    /^b(\d+)eta$/:  { 20 }
    /^[A-Z]+_(\d+)/: { 30 }
    default:        { 40 }
  }
}
$selected = $words.map |$w| { $w ? { /\d{4}/ => 'long', /\d{3}/ => 'mid', default => 'short' } }
$matched = $words.filter |$w| { $w =~ /a.*a/ }.length
$subst = $words.map |$w| { regsubst($w, /(\d)/, '<\1>', 'G') }.join('').length
$split = $words.map |$w| { split($w, /[-_]/).length }.reduce |$a, $b| { $a + $b }
$groups = $words.map |$w| { $w.match(/(\d+)/)[1] }.reduce(0) |$a, $b| { $a + Integer($b) }
notice("cased=${cased.reduce |$a, $b| { $a + $b }} long=${selected.filter |$s| { $s == 'long' }.length} matched=${matched} subst=${subst} split=${split} groups=${groups}")
