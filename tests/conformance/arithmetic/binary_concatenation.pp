$a = Binary("aGVsbG8=")
$b = Binary("IHdvcmxk")
$c = $a + $b
notice($c, String($c, "%s"), $c =~ Binary)
