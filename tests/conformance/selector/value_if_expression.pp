$a = "x"
$b = $a ? { "x" => if true { "yes" } }
notice($b)
