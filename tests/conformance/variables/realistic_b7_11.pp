$n = 17
$kind = case $n {
  Integer[0, 9]:   { 'small' }
  Integer[10, 99]: { 'medium' }
  default:         { 'large' }
}
notice("${n} is ${kind}")
