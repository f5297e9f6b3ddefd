notice([1,2,3]
  .map |$x| { $x * 2 }
  .filter |$x| { $x > 10 }
  .fooz)
