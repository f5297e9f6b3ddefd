Package["a"] -> File["b"] ~> Service["c"]
File["d"] <- Package["e"]
Service["f"] <~ File["g"]
$x = A -> B
