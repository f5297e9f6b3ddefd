function first_big($arr) {
  $arr.each |$v| { if $v > 10 { return($v) } }
  'none'
}
notice(first_big([1, 20, 30]))
notice(first_big([1]))
