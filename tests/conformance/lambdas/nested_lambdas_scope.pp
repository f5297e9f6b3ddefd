$outer = 'o'
[1, 2].each |$i| {
  $inner = "i${i}"
  ['a'].each |$j| {
    notice("${outer} ${inner} ${i} ${j}")
  }
}
notice(defined('$inner'))
