$s = 'foo=bar'
if $s =~ /^(\w+)=(\w+)$/ {
  notice("${1} ${2}")
  $inner = case 'zz' { /(z)(z)/: { "${1}${2}" } default: { 'no' } }
  notice($inner)
  notice("${1} ${2}")
}
$sel = 'q1' ? { /q(\d)/ => "n${1}", default => 'none' }
notice($sel)
notice("[${1}]")
