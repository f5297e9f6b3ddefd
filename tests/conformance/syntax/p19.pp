$x = Integer[1,
  'b']
