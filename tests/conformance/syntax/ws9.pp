notice(
  1,
  $y
)
