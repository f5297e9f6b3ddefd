# Ex 1.
$x = $y ? sad => blue
# the same as
$x = if $y == sad { blue }

# Ex 2.
$x = $y ? {
  hot     => red,
  sad     => blue,
  seasick => green,
  default => normal,
}
# The same as
$x = case $y {
  hot: { red }
  sad: { blue }
  seasick: { green }
  default: { normal }
}
