function(Array $arr, Callable $block) {
  $arr.each |$x| { $block($x) }
}
