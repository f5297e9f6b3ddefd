function(Array $arr, Callable $block) {
  $arr.each($block)
}
