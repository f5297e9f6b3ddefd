$a = "plain"
$b = ""
$c = "$"
