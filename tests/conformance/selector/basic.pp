$y = 'sad'
$x = $y ? {
  hot     => red,
  sad     => blue,
  seasick => green,
  default => normal,
}
notice($x)
