define rec($n) {
  if $n > 0 { rec { "r${n}": n => $n - 1 } }
  else { notice('bottom') }
}
rec { 'top': n => 5 }
