$x = "10"
$y = $x + 5
notice($y, "${x}5", $x * 2)
if $x == 10 { notice(eq) } else { notice(ne) }
if $x =~ /^\d+$/ { notice(num) }
