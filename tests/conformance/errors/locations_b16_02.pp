notice("abc ${ [1,2].map |$x| {
  $x + 'q' } }")
